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
