// The move of D1's export rows into the leagues' stores (decision 307): every row reaches its
// league's store before D1's copy is deleted, a league whose store cannot account for every D1 row
// keeps them all, and running the job again (a delivery repeated, a page cut short) changes nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { exportWeek, leagueTeams } from "../../db/seed/export-fixtures";
import { leagueStore } from "../league-store-object";
import {
  comparable,
  d1Rows,
  insertD1,
  insertD1Week,
  leagueWithoutStore,
  list,
  storeAll,
} from "../test/d1-rows-helpers";
import { moveD1RowsPage } from "./move-d1-rows";

/** Every page of the job, one league at a time, as the queue would run them; the pages' results. */
async function moveAll() {
  const pages = [];
  for (let after = 0; ; ) {
    const page = await moveD1RowsPage(env, after, 1);
    if (page.last === null) return pages;
    pages.push(page);
    after = page.last;
  }
}

/** A league as yesterday's D1 held it: its teams and two weeks (more than one 500-row page). */
async function leagueInD1() {
  const league = await leagueWithoutStore();
  await insertD1(league.id, "team", list(leagueTeams(), "leagueTeamInfoList"), (r) => [-1, -1, -1, r.teamId as number]);
  for (const weekIndex of [0, 1]) await insertD1Week(league.id, exportWeek({ season: 0, weekIndex }));
  return league;
}

describe("moving D1's export rows into the leagues' stores", () => {
  it("happy: every league's rows end in its store as they were, and only then leave D1", async () => {
    const unopened = await leagueInD1();
    const opened = await leagueInD1();
    // Opened since: its store copied the rows at its first start.
    await leagueStore(env, opened.id).usage();
    const empty = await leagueWithoutStore();
    const before = {
      unopened: comparable(await d1Rows(unopened.id)),
      opened: comparable(await d1Rows(opened.id)),
    };
    expect(before.unopened.length).toBeGreaterThan(500);

    const pages = await moveAll();
    expect(pages.flatMap((p) => p.moved)).toEqual(expect.arrayContaining([unopened.id, opened.id]));
    expect(pages.flatMap((p) => p.moved)).not.toContain(empty.id);
    expect(pages.flatMap((p) => p.kept)).toEqual([]);
    expect(await d1Rows(unopened.id)).toEqual([]);
    expect(await d1Rows(opened.id)).toEqual([]);
    expect(comparable(await storeAll(unopened.id))).toEqual(before.unopened);
    expect(comparable(await storeAll(opened.id))).toEqual(before.opened);

    // Again (a delivery repeated): nothing is left to move, and the stores hold the same rows.
    expect(await moveAll()).toEqual([]);
    expect(comparable(await storeAll(unopened.id))).toEqual(before.unopened);
  });

  it("a store that does not hold a row for every D1 row keeps all of the league's D1 rows", async () => {
    const league = await leagueInD1();
    await leagueStore(env, league.id).usage();
    // A row the store never copied (its copy was marked done before this row was there).
    await insertD1(league.id, "schedule", [{ scheduleId: 999_999 }], () => [0, 1, 7, 999_999]);
    const before = await d1Rows(league.id);

    const page = await moveD1RowsPage(env, league.id - 1, 1);
    expect(page.moved).toEqual([]);
    expect(page.kept).toEqual([{ leagueId: league.id, d1Rows: before.length, stored: before.length - 1 }]);
    expect(await d1Rows(league.id)).toEqual(before);
  });
});
