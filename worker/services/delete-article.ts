import type { Db } from "../../db/client";
import { deleteMemberStory, retiredStoryOf } from "../../db/queries/export-games";
import { getLeague } from "../../db/queries/leagues";
import { getRecap } from "../../db/queries/recaps";
import { deleteRecap } from "../../db/queries/recaps-write";
import { currentBoxScore } from "../jobs/export-week";
import * as lifecycle from "./recap-lifecycle";

/**
 * Deletes an article. A member's recap that had replaced the export's story of a game (decision 227)
 * gives the game that story back (decision 230): it is written again from the export's current box
 * score and checked, in a league that publishes automatically, or held for its commissioner.
 */
export async function deleteArticle(env: Env, db: Db, id: number): Promise<void> {
  const replaced = await retiredStoryOf(db, id);
  const box = replaced && (await currentBoxScore(db, replaced.key));
  if (!replaced || !box) return deleteRecap(db, id);
  if (!(await deleteMemberStory(db, id, replaced, box))) return;
  const [league, story] = await Promise.all([getLeague(db, replaced.key.leagueId), getRecap(db, replaced.retiredId)]);
  if (league?.autoPublish && story) await lifecycle.confirm(env, db, story, box);
}
