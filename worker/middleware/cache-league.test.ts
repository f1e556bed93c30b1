// Cache versions per league (issue 40, decision 303): an export that changes nothing bumps no
// version; one that changes a league's data gives that league's season pages new keys, and leaves
// the rest of the site's cached copies (other leagues' pages, the home page) where they were.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { appMeta } from "../../db/schema";
import { exportWeek, standings, weekPath } from "../../db/seed/export-fixtures";
import { exportedLeague, exportIngested, exportSettled } from "../test/export-helpers";
import { db, ORIGIN } from "../test/helpers";

const get = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`));
const cacheOf = async (path: string) => {
  const res = await get(path);
  await res.arrayBuffer();
  return [res.status, res.headers.get("X-Cache")] as const;
};
const versions = async () => Object.fromEntries((await db().select().from(appMeta)).map((r) => [r.key, r.value]));

/** A league whose week 1 is scheduled and not played yet (so no story job has anything to do). */
async function scheduledLeague() {
  const exported = await exportedLeague("Versions");
  const week = exportWeek({ season: 0, weekIndex: 0, games: 2, unplayed: true });
  const { league, base } = exported;
  expect((await exportIngested(league.id, `${base}${weekPath(week, "schedules")}`, week.schedules)).state).toBe(
    "ingested",
  );
  expect((await exportIngested(league.id, `${base}/ps5/1/standings`, standings(0, [week]))).state).toBe("ingested");
  return { ...exported, week };
}

describe("cache versions per league", () => {
  it("an empty or unchanged export bumps no version", async () => {
    const { league, base, week } = await scheduledLeague();
    const before = await versions();
    for (const [path, body] of [
      ["/ps5/1/extra", {}],
      ["/ps5/1/extra", { anything: [1, 2] }],
      ["/ps5/1/standings", { success: false, message: "Export failed" }],
      [weekPath(week, "schedules"), week.schedules],
      ["/ps5/1/standings", standings(0, [week])],
    ] as const)
      expect((await exportIngested(league.id, `${base}${path}`, body)).state).toBe("ingested");
    const settled = await exportSettled(league.id);
    expect(settled.slice(-2).map((e) => e.detail)).toEqual([
      "Nothing changed since the last export of this route",
      "Nothing changed since the last export of this route",
    ]);
    expect(await versions()).toEqual(before);
  });

  it("a league's export invalidates its own season pages only, not another league's or the home page", async () => {
    const a = await scheduledLeague();
    const b = await scheduledLeague();
    const pages = [
      `/league/${a.league.slug}/season`,
      `/api/leagues/${a.league.slug}/seasons/1/standings`,
      `/api/leagues/${a.league.slug}/seasons/1/schedule/1`,
      `/league/${b.league.slug}/season`,
      `/api/leagues/${b.league.slug}/seasons/1/standings`,
      "/",
    ];
    for (const p of pages) await cacheOf(p);
    for (const p of pages) expect(await cacheOf(p), p).toEqual([200, "HIT"]);
    const content = (await versions()).content_version;

    // A's standings change: a team's record.
    const changed = standings(0, [a.week]);
    (changed.teamStandingInfoList as { totalWins: number }[])[0]!.totalWins += 1;
    expect((await exportIngested(a.league.id, `${a.base}/ps5/1/standings`, changed)).state).toBe("ingested");

    for (const p of pages.slice(0, 3)) expect(await cacheOf(p), p).toEqual([200, "MISS"]);
    for (const p of pages.slice(3)) expect(await cacheOf(p), p).toEqual([200, "HIT"]);
    expect((await versions()).content_version).toBe(content);
  });
});
