// One store per league (decision 305): the rows D1 held before are copied into the league's object
// without losing one, two leagues ingest at once without mixing rows, rosters are kept over time,
// and the season totals follow every re-sent week.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { replaceExportRows } from "../db/queries/export-rows";
import { storeMetaValue } from "../db/queries/store-meta";
import { exportWeek, leagueTeams, roster, TEAMS, weekPath } from "../db/seed/export-fixtures";
import { exportRows } from "../db/store-schema";
import { leagueStore } from "./league-store-object";
import { copyFromD1 } from "./services/league-store/copy-from-d1";
import {
  comparable,
  d1Rows,
  insertD1,
  insertD1Week,
  leagueWithoutStore,
  list,
  type Row,
  storeAll,
} from "./test/d1-rows-helpers";
import { exportedLeague, exportIngested } from "./test/export-helpers";
import { inStore, storeRows } from "./test/store-helpers";

describe("a league's store: the copy from D1", () => {
  it("happy: the first open copies every D1 row as it was, builds the totals and the first roster snapshot", async () => {
    const league = await leagueWithoutStore();
    await insertD1(league.id, "team", list(leagueTeams(), "leagueTeamInfoList"), (r) => [
      -1,
      -1,
      -1,
      r.teamId as number,
    ]);
    await insertD1(league.id, "roster", list(roster(0), "rosterInfoList"), (r) => [-1, -1, -1, r.rosterId as number]);
    const weeks = [exportWeek({ season: 0, weekIndex: 0 }), exportWeek({ season: 0, weekIndex: 1 })];
    for (const w of weeks) await insertD1Week(league.id, w);
    const before = await d1Rows(league.id);
    // More than one page of the copy (500 rows).
    expect(before.length).toBeGreaterThan(500);

    const usage = await leagueStore(env, league.id).usage();
    expect(Object.values(usage.rows).reduce((a, b) => a + b, 0)).toBe(before.length);
    expect(comparable(await storeAll(league.id))).toEqual(comparable(before));
    // D1's rows are left as they were (nothing writes them again).
    expect(await d1Rows(league.id)).toHaveLength(before.length);

    // The leaders read the totals built by the copy: each passer's yards over both weeks.
    const passYds = new Map<string, number>();
    for (const w of weeks)
      for (const r of list(w.passing, "playerPassingStatInfoList"))
        passYds.set(r.fullName as string, (passYds.get(r.fullName as string) ?? 0) + (r.passYds as number));
    const top = [...passYds.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
    const [boards] = await leagueStore(env, league.id).seasonLeaders(0, [{ kind: "passing", field: "passYds" }], 5);
    expect(boards!.map((l) => [l.name, l.value])).toEqual(top);

    const snapshots = await leagueStore(env, league.id).rosterSnapshots({ kind: "roster", teamId: TEAMS[0]!.teamId });
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]!.players).toBe(list(roster(0), "rosterInfoList").length);
  });

  it("idempotent: a copy run again (cut short before it was marked) stores every row once, the same rows", async () => {
    const league = await leagueWithoutStore();
    await insertD1Week(league.id, exportWeek({ season: 0, weekIndex: 3 }));
    const before = comparable(await d1Rows(league.id));
    await leagueStore(env, league.id).usage();
    const copiedAgain = await inStore(league.id, async (s) => {
      // Marked: a second start copies nothing.
      const none = await copyFromD1(s, createDb(env.DB), league.id);
      // Not marked (a start cut short after some pages): the whole copy runs again.
      s.delete(exportRows).where(eq(exportRows.kind, "passing")).run();
      s.$client.sql.exec("delete from store_meta where key = 'copied_from_d1'");
      expect(storeMetaValue(s, "copied_from_d1")).toBeUndefined();
      return [none, await copyFromD1(s, createDb(env.DB), league.id)];
    });
    expect(copiedAgain).toEqual([0, before.length]);
    expect(comparable(await storeAll(league.id))).toEqual(before);
  });

  it("a new league with no D1 rows opens empty, and its exports are stored in the object, not in D1", async () => {
    const { league, send } = await exportedLeague("Fresh");
    await send(exportWeek({ season: 0, weekIndex: 0, games: 2 }));
    expect(await d1Rows(league.id)).toHaveLength(0);
    expect((await leagueStore(env, league.id).usage()).rows).toMatchObject({ team: 32, schedule: 2, passing: 4 });
  });
});

describe("a league's store: isolation", () => {
  it("two leagues ingest at once and each store holds only its own rows", { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([exportedLeague("IsoA"), exportedLeague("IsoB")]);
    const weekA = exportWeek({ season: 0, weekIndex: 0, seed: 11 });
    const weekB = exportWeek({ season: 0, weekIndex: 0, seed: 29 });
    expect(weekA.games.map((g) => g.homeScore)).not.toEqual(weekB.games.map((g) => g.homeScore));
    await Promise.all([a.send(weekA), b.send(weekB)]);
    for (const [league, week] of [
      [a.league, weekA],
      [b.league, weekB],
    ] as const) {
      const games = await storeRows(league.id, eq(exportRows.kind, "schedule"));
      expect(games.map((g) => g.data).sort((x, y) => (x.scheduleId as number) - (y.scheduleId as number))).toEqual(
        list(week.schedules, "gameScheduleInfoList"),
      );
      const passing = await storeRows(league.id, eq(exportRows.kind, "passing"));
      expect(passing.map((r) => r.data)).toEqual(
        expect.arrayContaining(list(week.passing, "playerPassingStatInfoList")),
      );
      expect(passing).toHaveLength(list(week.passing, "playerPassingStatInfoList").length);
      expect(await inStore(league.id, (s) => storeMetaValue(s, "league_id"))).toBe(String(league.id));
    }
  });
});

describe("a league's store: rosters over time and season totals", () => {
  it("every changed roster export is a snapshot; an unchanged one adds none; a player's unchanged row is stored once", async () => {
    const { league, base } = await exportedLeague("Rosters");
    const team = TEAMS[3]!.teamId;
    const path = `${base}/ps5/1/team/${team}/roster`;
    const first = roster(3);
    expect((await exportIngested(league.id, path, first)).state).toBe("ingested");
    expect((await exportIngested(league.id, path, first)).state).toBe("ingested");
    const traded = structuredClone(first);
    const players = list(traded, "rosterInfoList");
    players[0]!.playerBestOvr = 99;
    players.pop();
    expect((await exportIngested(league.id, path, traded)).state).toBe("ingested");

    const store = leagueStore(env, league.id);
    const snapshots = await store.rosterSnapshots({ kind: "roster", teamId: team });
    expect(snapshots.map((s) => s.players)).toEqual([players.length + 1, players.length]);
    const [was, now] = await Promise.all(snapshots.map((s) => store.snapshotRoster(s.id)));
    expect(was!.map((p) => p.data)).toEqual(list(first, "rosterInfoList"));
    expect(now!.map((p) => p.data)).toEqual(players);
    // The first list's players, and one new version of the changed player.
    const versions = await inStore(
      league.id,
      (s) => s.$client.sql.exec("select count(*) as n from player_versions").one().n,
    );
    expect(versions).toBe(list(first, "rosterInfoList").length + 1);
    // The current roster is the last one sent.
    expect(await storeRows(league.id, eq(exportRows.kind, "roster"))).toHaveLength(players.length);
  });

  it("a roster sent again writes only its changed and new rows, and drops the players no longer on it", async () => {
    const league = await leagueWithoutStore();
    const team = TEAMS[5]!.teamId;
    const rowsOf = (players: Row[]) =>
      players.map((data) => ({
        season: -1,
        stage: -1,
        week: -1,
        rowId: data.rosterId as number,
        teamId: team,
        scheduleId: null,
        data,
      }));
    const first = list(roster(5), "rosterInfoList");
    const next = structuredClone(first);
    next[0]!.playerBestOvr = 99;
    next.pop();
    next.push({ ...first[1]!, rosterId: 770_000_001 });
    // Rows written by one replace: SQLite's count of rows inserted, updated or deleted.
    const written = (players: Row[]) =>
      inStore(league.id, (s) => {
        const changes = () => s.$client.sql.exec<{ n: number }>("select total_changes() as n").one().n;
        const before = changes();
        replaceExportRows(s, "roster", { teamId: team }, rowsOf(players));
        return changes() - before;
      });
    expect(await written(first)).toBe(first.length);
    expect(await written(first)).toBe(0);
    // One player changed, one left, one joined.
    expect(await written(next)).toBe(3);
    const stored = await storeRows(league.id, eq(exportRows.kind, "roster"));
    expect(stored.map((r) => r.data).sort((a, b) => (a.rosterId as number) - (b.rosterId as number))).toEqual(
      [...next].sort((a, b) => (a.rosterId as number) - (b.rosterId as number)),
    );
  });

  it("a re-sent week moves the totals: a corrected line changes a leader, a removed line leaves them", async () => {
    const { league, base, send } = await exportedLeague("Totals");
    const week = exportWeek({ season: 0, weekIndex: 5, games: 2 });
    await send(week);
    const stat = [{ kind: "passing", field: "passYds" }] as const;
    const store = leagueStore(env, league.id);
    const passers = list(week.passing, "playerPassingStatInfoList");
    const [before] = await store.seasonLeaders(0, stat, 10);
    expect(before!.map((l) => l.name).sort()).toEqual(passers.map((p) => p.fullName).sort());

    const corrected = structuredClone(week.passing);
    const lines = list(corrected, "playerPassingStatInfoList");
    lines[0]!.passYds = 9_999;
    const removed = lines.pop()!;
    expect((await exportIngested(league.id, `${base}${weekPath(week, "passing")}`, corrected)).state).toBe("ingested");
    const [after] = await store.seasonLeaders(0, stat, 10);
    expect(after![0]).toMatchObject({ name: lines[0]!.fullName, value: 9_999 });
    expect(after!.map((l) => l.name)).not.toContain(removed.fullName);
    expect(after).toHaveLength(lines.length);
  });
});
