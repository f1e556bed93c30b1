import { exportStoryCommissioner } from "../../../db/queries/export-story-league";
import { getRecap } from "../../../db/queries/recaps";
import type { Recap } from "../../../db/schema";
import type { AppEnv } from "../../env";
import { notFound, unauthorized } from "../../errors";
import { assertAuthorOrAdmin } from "../../middleware/session";

/** The article the signed-in user may work on: 401, then 404, then the author-or-admin check (403). */
export async function loadOwnRecap(c: { var: AppEnv["Variables"] }, id: number): Promise<Recap> {
  if (!c.var.user) throw unauthorized();
  const row = await getRecap(c.var.db, id);
  if (!row) throw notFound("Article not found");
  assertAuthorOrAdmin(c.var.user, row.userId);
  return row;
}

/**
 * A game recap whose box score the signed-in user may correct: its author or an admin, and for a
 * story the league's export wrote, the league's commissioner too (issue 37 item 10) — the export's
 * box score is the league's, and the story's author is whoever was commissioner when it was written.
 */
export async function loadCorrectableRecap(c: { var: AppEnv["Variables"] }, id: number): Promise<Recap> {
  if (!c.var.user) throw unauthorized();
  const row = await getRecap(c.var.db, id);
  if (!row) throw notFound("Article not found");
  if (row.userId !== c.var.user.id && (await exportStoryCommissioner(c.var.db, id)) === c.var.user.id) return row;
  assertAuthorOrAdmin(c.var.user, row.userId);
  return row;
}
