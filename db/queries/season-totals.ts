// The players' season totals of a league's store (decision 305): every numeric field of a stat list
// summed over the regular season, per player and per team he played for. They are rebuilt for the
// players a write touched, inside the write's transaction, so they never disagree with the rows.
import type { ExportKind } from "../domain/league-export";
import type { StoreDb } from "../store-client";

/** The regular season only (stage 1, weeks 1–18): playoff games do not count towards leaders. */
export const REGULAR_STAGE = 1;
export const REGULAR_WEEKS = 18;

/**
 * Rebuilds the totals of these players (rosterId, null for rows without one) for one stat list in
 * one season, from the stored rows. Runs inside the caller's transaction.
 */
export function refreshSeasonTotals(db: StoreDb, kind: ExportKind, season: number, rosterIds: (number | null)[]) {
  const ids = [...new Set(rosterIds.filter((id): id is number => id !== null))];
  const withNull = rosterIds.includes(null) ? 1 : 0;
  const players = (list: number, hasNull: number) =>
    `(roster_id in (select value from json_each(?${list})) or (?${hasNull} and roster_id is null))`;
  const sql = db.$client.sql;
  sql.exec(
    `delete from season_totals where kind = ?1 and season = ?2 and ${players(3, 4)}`,
    kind,
    season,
    JSON.stringify(ids),
    withNull,
  );
  sql.exec(
    `insert into season_totals (season, kind, roster_id, team_id, name, totals)
     with rows as (
       select roster_id, team_id, data from export_rows
       where kind = ?1 and season = ?2 and stage = ?3 and week < ?6 and ${players(4, 5)}
     ),
     sums as (
       select roster_id, team_id, j.key as field, total(j.value) as value
       from rows, json_each(rows.data) as j
       where j.type in ('integer', 'real')
       group by roster_id, team_id, j.key
     ),
     players as (
       select roster_id, team_id, max(data ->> '$.fullName') as name from rows group by roster_id, team_id
     )
     select ?2, ?1, p.roster_id, p.team_id, p.name,
       coalesce((select json_group_object(s.field, s.value) from sums s
                 where s.roster_id is p.roster_id and s.team_id is p.team_id), '{}')
     from players p`,
    kind,
    season,
    REGULAR_STAGE,
    JSON.stringify(ids),
    withNull,
    REGULAR_WEEKS,
  );
}

/** Rebuilds every total of one stat list in one season (after a copy from D1). */
export function rebuildSeasonTotals(db: StoreDb, kind: ExportKind, season: number) {
  const ids = db.$client.sql
    .exec<{ id: number | null }>(
      "select distinct roster_id as id from export_rows where kind = ? and season = ?",
      kind,
      season,
    )
    .toArray()
    .map((r) => r.id);
  refreshSeasonTotals(db, kind, season, ids);
}
