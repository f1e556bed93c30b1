// Cache versions per league (issue 40, decisions 303, 306): an export that changes nothing bumps no
// version; one that changes a league's data gives that league's season pages new keys, and leaves
// the rest of the site's cached copies (other leagues' pages, the home page) where they were; a
// league's new story moves the lists and articles and that league's pages, not other leagues'.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appMeta, recaps } from "../../db/schema";
import { exportWeek, standings, weekPath } from "../../db/seed/export-fixtures";
import { consumeJobs } from "../jobs/consumer";
import type { Job } from "../jobs/types";
import { exportedLeague, exportIngested, exportSettled } from "../test/export-helpers";
import { db, insertRecap, ORIGIN } from "../test/helpers";

const get = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`));
const cacheOf = async (path: string) => {
  const res = await get(path);
  await res.arrayBuffer();
  return [res.status, res.headers.get("X-Cache")] as const;
};
const versions = async () => Object.fromEntries((await db().select().from(appMeta)).map((r) => [r.key, r.value]));

/** Runs jobs through the queue consumer, as one delivered batch (the real handlers). */
async function deliver(...jobs: Job[]) {
  const messages = jobs.map((body, i) => ({
    id: `m${i}`,
    timestamp: new Date(),
    body,
    attempts: 1,
    ack() {},
    retry() {},
  }));
  await consumeJobs({ queue: "dgsn-jobs", messages, ackAll() {}, retryAll() {}, metadata: {} } as never, env);
}

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

  it("a league's new story moves the lists and its own pages and articles, not another league's", async () => {
    const a = await scheduledLeague();
    const b = await scheduledLeague();
    const aOld = await insertRecap({ leagueName: a.league.name, title: "A's old story" });
    const bOld = await insertRecap({ leagueName: b.league.name, title: "B's old story" });
    const story = await insertRecap({
      leagueName: a.league.name,
      status: "generating",
      type: "news",
      title: "Versions news",
      notes: "The commissioner moved the trade deadline to week 10.",
    });
    const movesWithA = [
      "/",
      "/community",
      "/api/recaps",
      "/league/other",
      `/league/${a.league.slug}`,
      `/read/${aOld.id}`,
      `/league/${a.league.slug}/season`,
      `/api/leagues/${a.league.slug}/seasons/1/standings`,
    ];
    // B's page reads B's stories only, and B's article names B (decision 306).
    const keptForB = [
      `/league/${b.league.slug}`,
      `/read/${bOld.id}`,
      `/league/${b.league.slug}/season`,
      `/api/leagues/${b.league.slug}/seasons/1/standings`,
    ];
    for (const p of [...movesWithA, ...keptForB]) await cacheOf(p);
    for (const p of [...movesWithA, ...keptForB]) expect(await cacheOf(p), p).toEqual([200, "HIT"]);
    const content = (await versions()).content_version;

    await deliver({ type: "generate", recapId: story.id });
    const [written] = await db().select({ status: recaps.status }).from(recaps).where(eq(recaps.id, story.id));
    expect(written?.status).toBe("ready");

    for (const p of movesWithA) expect(await cacheOf(p), p).toEqual([200, "MISS"]);
    for (const p of keptForB) expect(await cacheOf(p), p).toEqual([200, "HIT"]);
    expect((await versions()).content_version).toBe(content);
    const list = (await (await get("/api/recaps")).json()) as { recaps: { id: number }[] };
    expect(list.recaps.map((r) => r.id)).toContain(story.id);
    // B's list (what B's page reads) holds B's stories only, matched by key like the page's link.
    const ofB = (await (await get(`/api/recaps?league=${encodeURIComponent(b.league.name.toUpperCase())}`)).json()) as {
      recaps: { id: number }[];
      total: number;
    };
    expect([ofB.recaps.map((r) => r.id), ofB.total]).toEqual([[bOld.id], 1]);
    expect((await get(`/api/recaps?league=${"x".repeat(201)}`)).status).toBe(400);
    // The pages show what their keys say: A's page has the new story, B's does not.
    expect(await (await get(`/league/${a.league.slug}`)).text()).toContain("Versions news");
    expect(await (await get(`/league/${b.league.slug}`)).text()).not.toContain("Versions news");
  });

  it("a week's job that only drafts stories the league holds for approval bumps no version", async () => {
    const { league, send } = await exportedLeague("Held", { autoPublish: false });
    const week = exportWeek({ season: 0, weekIndex: 0, games: 2 });
    await send(week);
    const storiesOf = () => db().select({ status: recaps.status }).from(recaps).where(eq(recaps.leagueId, league.id));
    expect(await storiesOf()).toEqual([]);
    const before = await versions();
    const job = {
      type: "export-week",
      leagueId: league.id,
      season: week.season,
      stage: week.stage,
      week: week.weekIndex,
    };
    await deliver(job as Job);
    expect(await storiesOf()).toEqual([{ status: "draft" }, { status: "draft" }]);
    expect(await versions()).toEqual(before);

    // The week sent again with a corrected score: the held draft takes it, and readers still see nothing new.
    const corrected = structuredClone(week.schedules);
    (corrected.gameScheduleInfoList as { homeScore: number }[])[0]!.homeScore += 3;
    await send({ ...week, schedules: corrected });
    const resent = await versions();
    await deliver(job as Job);
    expect(await versions()).toEqual(resent);
  });

  it("a story without a league moves the whole site as before", async () => {
    const b = await scheduledLeague();
    const story = await insertRecap({ leagueName: null, status: "generating", type: "news", notes: "Site news." });
    const page = `/league/${b.league.slug}/season`;
    await cacheOf(page);
    expect(await cacheOf(page)).toEqual([200, "HIT"]);
    await deliver({ type: "generate", recapId: story.id });
    expect(await cacheOf(page)).toEqual([200, "MISS"]);
  });
});
