// Who may tell an exported game's story (issue 37 item 3, decision 260): a recap becomes a game's
// story only when its author is an active member of the league and its box score agrees with the
// exported one. Part of the one match rule (`namesGame`, decision 231), so the export's job,
// publishing, correcting and editing a recap all apply it.
import { and, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { STAT_KEYS } from "../domain";
import { leagueMembers } from "../schema";

/** A side's players: the JSON column, or a box score's lines (bound as JSON text). */
type Players = SQLWrapper | readonly object[] | unknown;

const asJson = (players: Players) => (Array.isArray(players) ? JSON.stringify(players) : players);

/** The export sends every stat of a player's line but targets; a stat it has no row for is 0. */
const EXPORTED_STATS = STAT_KEYS.filter((k) => k !== "targets");

/** The exported stats as an SQL list; written inline (they are this module's constants), not bound. */
const EXPORTED_LIST = sql.raw(EXPORTED_STATS.map((k) => `'${k}'`).join(", "));

/**
 * Every player line the recap gives is a line of the game's box score: the same name (trimmed, any
 * case) and every exported stat it gives equal to the game's. A recap that names a player the game
 * did not have, or gives a player other numbers, contradicts the export. A recap with no player
 * lines contradicts nothing. (One nested query per level, not one comparison per stat: SQLite
 * refuses an expression tree deeper than 100.)
 */
export function agreesWithBox(recapPlayers: Players, gamePlayers: Players): SQL {
  return sql`not exists (select 1 from json_each(${asJson(recapPlayers)}) p where not exists (
    select 1 from json_each(${asJson(gamePlayers)}) g
    where lower(trim(json_extract(g.value, '$.name'))) = lower(trim(json_extract(p.value, '$.name')))
      and not exists (select 1 from json_each(p.value) f where f.key in (${EXPORTED_LIST})
        and f.value <> coalesce(json_extract(g.value, '$.' || f.key), 0))))`;
}

/** The recap's author is an active member of its league (a pending member is not yet). */
export const byActiveMember = (recap: { leagueId: unknown; userId: unknown }): SQL =>
  sql`exists (select 1 from ${leagueMembers} where ${leagueMembers.leagueId} = ${recap.leagueId}
    and ${leagueMembers.userId} = ${recap.userId} and ${leagueMembers.status} = 'active')`;

/** The part of the match rule that says who may tell the game (decision 260). */
export const mayTellGame = (
  recap: { leagueId: unknown; userId: unknown; players: Players },
  game: { players: Players },
): SQL => and(byActiveMember(recap), agreesWithBox(recap.players, game.players))!;
