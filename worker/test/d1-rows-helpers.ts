// A league's export rows as D1 held them before each league had its own store (decision 222, before
// 305), for the tests of the copy into the store and of the move job (decision 307).
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { exportRows as d1ExportRows } from "../../db/schema";
import type { ExportWeek } from "../../db/seed/export-fixtures";
import { exportRows } from "../../db/store-schema";
import { client, okBody } from "./client";
import { uniqueLeague } from "./discord-helpers";
import { db, signedIn } from "./helpers";
import { inStore } from "./store-helpers";

export type Row = Record<string, unknown>;
export const list = (body: Row, name: string) => body[name] as Row[];

/** Today's D1 write (decision 222, before 305): one JSON array per statement into export_rows. */
export async function insertD1(
  leagueId: number,
  kind: string,
  rows: Row[],
  key: (r: Row) => [number, number, number, number],
) {
  const json = JSON.stringify(
    rows.map((r) => {
      const [season, stage, week, rowId] = key(r);
      return [season, stage, week, rowId, r.teamId ?? null, r.scheduleId ?? null, JSON.stringify(r)];
    }),
  );
  await env.DB.prepare(
    `insert or replace into export_rows (league_id, kind, season, stage, week, row_id, team_id, schedule_id, data)
     select ?, ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
     from json_each(?)`,
  )
    .bind(leagueId, kind, json)
    .run();
}

const STAT_LISTS = {
  teamstats: ["teamStatInfoList", "statId"],
  passing: ["playerPassingStatInfoList", "statId"],
  rushing: ["playerRushingStatInfoList", "statId"],
  receiving: ["playerReceivingStatInfoList", "statId"],
  defense: ["playerDefensiveStatInfoList", "statId"],
  kicking: ["playerKickingStatInfoList", "statId"],
  punting: ["playerPuntingStatInfoList", "statId"],
} as const;

export async function insertD1Week(leagueId: number, w: ExportWeek) {
  const at = (r: Row, id: string): [number, number, number, number] => [
    r.seasonIndex as number,
    r.stageIndex as number,
    r.weekIndex as number,
    r[id] as number,
  ];
  await insertD1(leagueId, "schedule", list(w.schedules, "gameScheduleInfoList"), (r) => at(r, "scheduleId"));
  for (const [kind, [name, id]] of Object.entries(STAT_LISTS))
    await insertD1(leagueId, kind, list(w[kind as keyof typeof STAT_LISTS], name), (r) => at(r, id));
}

/** A league made through the API whose store has never been opened. */
export async function leagueWithoutStore() {
  const owner = await signedIn();
  return okBody(client({ cookie: owner.cookie }).leagues.$post({ json: { name: uniqueLeague("Store") } }));
}

export const d1Rows = (leagueId: number) =>
  db()
    .select()
    .from(d1ExportRows)
    .where(eq(d1ExportRows.leagueId, leagueId))
    .orderBy(asc(d1ExportRows.kind), asc(d1ExportRows.season), asc(d1ExportRows.week), asc(d1ExportRows.rowId));
export const storeAll = (leagueId: number) =>
  inStore(leagueId, (s) =>
    s
      .select()
      .from(exportRows)
      .orderBy(asc(exportRows.kind), asc(exportRows.season), asc(exportRows.week), asc(exportRows.rowId))
      .all(),
  );
export const comparable = (
  rows: {
    kind: string;
    season: number;
    stage: number;
    week: number;
    rowId: number;
    teamId: number | null;
    scheduleId: number | null;
    data: unknown;
  }[],
) =>
  rows.map(({ kind, season, stage, week, rowId, teamId, scheduleId, data }) => ({
    kind,
    season,
    stage,
    week,
    rowId,
    teamId,
    scheduleId,
    data,
  }));
