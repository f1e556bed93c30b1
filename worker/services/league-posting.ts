// Posting to a league's page and Discord channel needs membership (issue 37 item 4, decision 261):
// an article or a reel named for a league someone runs is refused unless its author is an active
// member. A league nobody runs stays open to anyone, as the spec has it.
import type { Db } from "../../db/client";
import { getLeague, type LeagueRow, leagueOfArticle, mayPostTo } from "../../db/queries/leagues";
import { forbidden } from "../errors";

export const notAMember = (name: string) =>
  forbidden(
    `Only members of ${name} can post to its page and Discord channel. Ask its commissioner for an invite link.`,
  );

export async function assertMayPost(db: Db, league: Pick<LeagueRow, "id" | "name" | "commissionerId">, userId: number) {
  if (!(await mayPostTo(db, league, userId))) throw notAMember(league.name);
}

/** `assertMayPost` for a league record by id (none: no league, nothing to check). */
export async function assertMayPostIn(db: Db, leagueId: number | null, userId: number) {
  const league = leagueId === null ? undefined : await getLeague(db, leagueId);
  if (league) await assertMayPost(db, league, userId);
}

/** The league columns of an article the user names a league for (`leagueOfArticle`), when they may post there. */
export async function postableLeague(db: Db, name: string | null | undefined, userId: number) {
  const columns = await leagueOfArticle(db, name);
  await assertMayPostIn(db, columns.leagueId, userId);
  return columns;
}
