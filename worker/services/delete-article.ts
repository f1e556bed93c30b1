import type { Db } from "../../db/client";
import { memberGameOf } from "../../db/queries/export-games";
import { deleteRecap } from "../../db/queries/recaps-write";
import { currentBoxScore } from "./league-export/week-games";
import * as lifecycle from "./recap-lifecycle";

/**
 * Deletes an article. A member's recap that was the story of an exported game gives the game its
 * export story back (decision 230): the one it replaced is written again from the export's current
 * box score and checked, in a league that publishes automatically, or held for its commissioner; a
 * game the member wrote up first is written by the export's job (decision 231).
 */
export async function deleteArticle(env: Env, db: Db, id: number): Promise<void> {
  const linked = await memberGameOf(db, id);
  const box = linked && (await currentBoxScore(env, linked.key));
  if (!linked || !box) return deleteRecap(db, id);
  await lifecycle.releaseGameStory(env, db, id, linked, box, { remove: true });
}
