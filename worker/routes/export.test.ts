// The league's export destination (issue 22, decision 222): the Madden Companion App export's
// routes under a secret URL, from fixtures in the documented shapes (db/seed/export-fixtures.ts).
// A POST is received (202) and ingested by the league's job (decision 300): each test waits for that
// job before it looks at the rows, and reads a refusal's reason from the export's record.
import { exports } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportRows as d1ExportRows, leagues } from "../../db/schema";
import { exportWeek, leagueTeams, roster, standings, TEAMS, WEEK_TYPES, weekPath } from "../../db/seed/export-fixtures";
import { exportRows } from "../../db/store-schema";
import { client, errorOf, okBody } from "../test/client";
import { uniqueLeague } from "../test/discord-helpers";
import { exportSettled } from "../test/export-helpers";
import { db, ORIGIN, signedIn } from "../test/helpers";
import { storeRowCount, storeRows } from "../test/store-helpers";

/** The league routes as the holder of `cookie`, and the `:league` parameter. */
const leaguesAs = (cookie: string) => client({ cookie }).leagues;
const at = (league: string) => ({ param: { league } });

/** A league with an export URL; its path (no origin) and id. */
async function exportLeague() {
  const owner = await signedIn();
  const league = await okBody(leaguesAs(owner.cookie).$post({ json: { name: uniqueLeague("Export") } }));
  const { exportUrl } = await okBody(leaguesAs(owner.cookie)[":league"]["export-secret"].$post(at(league.slug)));
  const base = new URL(exportUrl).pathname;
  leagueOfBase.set(base, league.id);
  return { owner, league, exportUrl, base };
}

/** Which league each export URL path belongs to, so a POST can wait for that league's ingest. */
const leagueOfBase = new Map<string, number>();
const received = { success: true, id: expect.any(Number), state: "received" };

/**
 * POSTs like a bot would (no Origin, no cookie; JSON unless a body is given), then waits until the
 * league's ingest job has settled what it received.
 */
async function post(path: string, json: unknown, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.9", ...init.headers },
      body: init.body ?? JSON.stringify(json),
    }),
  );
  const leagueId = [...leagueOfBase].find(([base]) => path.startsWith(`${base}/`))?.[1];
  if (res.status === 202 && leagueId !== undefined) await exportSettled(leagueId);
  return res;
}

/** The league's last export record (what became of the last POST). */
const lastExport = async (leagueId: number) => (await exportSettled(leagueId)).at(-1)!;

// The rows live in the league's store (decision 305); D1's table is no longer written.
const rowsOf = storeRowCount;
const allD1Rows = async () => (await db().select({ n: count() }).from(d1ExportRows))[0]!.n;

async function postWeek(base: string, week: ReturnType<typeof exportWeek>) {
  for (const type of WEEK_TYPES) {
    const res = await post(`${base}${weekPath(week, type)}`, week[type]);
    expect(res.status, type).toBe(202);
  }
}

describe("POST /export/{secret}/…", () => {
  it("happy: teams, standings, a full week with every stat group, a roster and a playoff week are stored", async () => {
    const { league, base } = await exportLeague();
    const teams = await post(`${base}/ps5/3141592/leagueteams`, leagueTeams());
    expect([teams.status, await teams.json()]).toEqual([202, received]);
    expect(await lastExport(league.id)).toMatchObject({ route: "leagueteams", state: "ingested", rows: 32 });
    const week1 = exportWeek({ season: 0, weekIndex: 0 });
    await postWeek(base, week1);
    expect(await rowsOf(league.id, "schedule")).toBe(16);
    expect(await rowsOf(league.id, "passing")).toBe(32);
    expect(await rowsOf(league.id, "receiving")).toBe(96);
    expect(await rowsOf(league.id, "defense")).toBe(128);
    expect(await rowsOf(league.id, "kicking")).toBe(32);
    expect(await rowsOf(league.id, "punting")).toBe(32);
    expect(await rowsOf(league.id, "teamstats")).toBe(32);
    expect((await post(`${base}/ps5/3141592/standings`, standings(0, [week1]))).status).toBe(202);
    expect(await rowsOf(league.id, "standing")).toBe(32);
    expect((await post(`${base}/ps5/3141592/team/${TEAMS[0]!.teamId}/roster`, roster(0))).status).toBe(202);
    expect(await rowsOf(league.id, "roster")).toBe(24);

    // URL week 19 is the wild card round: weekIndex 18.
    const wildCard = exportWeek({ season: 0, weekIndex: 18, games: 6 });
    await postWeek(base, wildCard);
    const [game] = await storeRows(league.id, eq(exportRows.kind, "schedule"), eq(exportRows.week, 18));
    expect(game).toMatchObject({ season: 0, stage: 1, week: 18, rowId: wildCard.games[0]!.scheduleId });
    // Unknown fields are kept as sent.
    expect(game!.data).toMatchObject({ isGameOfTheWeek: true, status: expect.any(Number) });
  });

  it("routes match in any case; /extra and success:false are accepted and store nothing", async () => {
    const { league, base } = await exportLeague();
    expect((await post(`${base}/PS5/3141592/LeagueTeams`, leagueTeams())).status).toBe(202);
    const week = exportWeek({ season: 0, weekIndex: 2 });
    expect((await post(`${base}/xbsx/1/Week/REG/3/Schedules`, week.schedules)).status).toBe(202);
    expect(await rowsOf(league.id)).toBe(32 + 16);
    expect((await post(`${base}/ps5/1/extra`, { anything: [1, 2] })).status).toBe(202);
    const failed = await post(`${base}/ps5/1/standings`, { success: false, message: "Export failed" });
    expect(await failed.json()).toEqual(received);
    expect(await lastExport(league.id)).toMatchObject({ route: "standings", state: "ingested", rows: 0 });
    expect(await rowsOf(league.id)).toBe(32 + 16);
  });

  it("idempotent: re-sending a week replaces it (a corrected score replaces the old one)", async () => {
    const { league, base } = await exportLeague();
    const week = exportWeek({ season: 0, weekIndex: 4 });
    await postWeek(base, week);
    await postWeek(base, week);
    expect(await rowsOf(league.id)).toBe(16 + 32 * 5 + 96 + 128);
    const corrected = structuredClone(week.schedules);
    const first = (corrected.gameScheduleInfoList as { homeScore: number }[])[0]!;
    first.homeScore += 7;
    await post(`${base}${weekPath(week, "schedules")}`, corrected);
    const rows = await storeRows(
      league.id,
      eq(exportRows.kind, "schedule"),
      eq(exportRows.rowId, week.games[0]!.scheduleId),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data.homeScore).toBe(week.games[0]!.homeScore + 7);
  });

  it("ids reused by a second season are new rows, keyed on (season, stage, week, id)", async () => {
    const { league, base } = await exportLeague();
    const one = exportWeek({ season: 0, weekIndex: 0 });
    const two = exportWeek({ season: 1, weekIndex: 0, seed: 2 });
    expect(two.games.map((g) => g.scheduleId)).toEqual(one.games.map((g) => g.scheduleId));
    await post(`${base}${weekPath(one, "schedules")}`, one.schedules);
    await post(`${base}${weekPath(two, "schedules")}`, two.schedules);
    const rows = await storeRows(league.id, eq(exportRows.rowId, one.games[0]!.scheduleId));
    expect(rows.map((r) => [r.season, r.data.homeScore]).sort()).toEqual(
      [
        [0, one.games[0]!.homeScore],
        [1, two.games[0]!.homeScore],
      ].sort(),
    );
  });

  it("a gzipped body (Content-Encoding: gzip) is read", async () => {
    const { league, base } = await exportLeague();
    const gz = new Response(
      new Blob([JSON.stringify(leagueTeams())]).stream().pipeThrough(new CompressionStream("gzip")),
    );
    const res = await post(`${base}/ps5/1/leagueteams`, null, {
      body: await gz.arrayBuffer(),
      headers: { "Content-Encoding": "gzip" },
    });
    expect(res.status).toBe(202);
    expect(await rowsOf(league.id, "team")).toBe(32);
    const broken = await post(`${base}/ps5/1/leagueteams`, null, {
      body: new Uint8Array([1, 2, 3, 4]),
      headers: { "Content-Encoding": "gzip" },
    });
    expect(broken.status).toBe(400);
  });

  it("a 10 MB free-agent body is stored in chunks, every row and unknown field kept", async () => {
    const { league, base } = await exportLeague();
    const padding = "x".repeat(4_000);
    const players = Array.from({ length: 2_500 }, (_, i) => ({
      rosterId: 10_000 + i,
      firstName: "Free",
      lastName: `Agent ${i}`,
      position: "WR",
      scoutingNotes: padding,
    }));
    const json = JSON.stringify({ success: true, message: "", rosterInfoList: players });
    expect(json.length).toBeGreaterThan(10_000_000);
    const res = await post(`${base}/ps5/1/freeagents/roster`, null, { body: json });
    expect(res.status).toBe(202);
    expect(await rowsOf(league.id, "freeagent")).toBe(2_500);
    const [last] = await storeRows(league.id, eq(exportRows.rowId, 12_499));
    expect(last!.data).toMatchObject({ lastName: "Agent 2499", scoutingNotes: padding });
  });

  it("error: validation failures are refused with the place named, and store nothing", async () => {
    const { league, base } = await exportLeague();
    const week = exportWeek({ season: 0, weekIndex: 0 });
    const cases: [string, unknown, RegExp][] = [
      [`${base}/ps5/1/leagueteams`, { success: true, message: "" }, /leagueTeamInfoList/],
      [
        `${base}/ps5/1/leagueteams`,
        { success: true, leagueTeamInfoList: [{ teamId: "seven", displayName: "X" }] },
        /leagueTeamInfoList\.0\.teamId/,
      ],
      // The URL's week 1 is weekIndex 0: a body sent to week 2 is refused, not stored under the wrong week.
      [
        `${base}${weekPath({ stage: 1, weekIndex: 1 }, "schedules")}`,
        week.schedules,
        /URL is stage 1 week 2 \(weekIndex 1\)/,
      ],
      [
        `${base}${weekPath(week, "passing")}`,
        { success: true, playerPassingStatInfoList: [{ statId: 1 }] },
        /playerPassingStatInfoList\.0/,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(202);
      const refused = await lastExport(league.id);
      expect(refused.state, path).toBe("refused");
      expect(refused.detail).toMatch(message);
    }
    const notJson = await post(`${base}/ps5/1/standings`, null, { body: "{not json" });
    expect(notJson.status).toBe(202);
    expect(await lastExport(league.id)).toMatchObject({ state: "refused", detail: "The export body is not JSON" });
    expect(await rowsOf(league.id)).toBe(0);
  });

  it("an unknown route, week 22 and a team roster without a number are 404 and store nothing", async () => {
    const { league, base } = await exportLeague();
    for (const path of [
      "/ps5/1/players",
      "/ps5/1/week/reg/22/schedules",
      "/ps5/1/week/post/1/schedules",
      "/ps5/1/week/reg/1/fumbles",
      "/ps5/1/team/abc/roster",
      "/ps5",
    ]) {
      const res = await post(`${base}${path}`, leagueTeams());
      expect(res.status, path).toBe(404);
    }
    expect(await rowsOf(league.id)).toBe(0);
  });

  it("security: a wrong or malformed secret is 404 and nothing is stored anywhere", async () => {
    const { league, base } = await exportLeague();
    const before = await allD1Rows();
    const secret = base.split("/")[2]!;
    const wrong = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const path of [
      `/export/${wrong}/ps5/1/leagueteams`,
      "/export/short/ps5/1/leagueteams",
      "/export/%00/ps5/1/leagueteams",
    ]) {
      const res = await post(path, leagueTeams());
      expect(res.status, path).toBe(404);
    }
    expect(await allD1Rows()).toBe(before);
    expect(await rowsOf(league.id)).toBe(0);
  });

  it("a league with no export: no secret works, and nothing is stored", async () => {
    const owner = await signedIn();
    const { id } = await okBody(leaguesAs(owner.cookie).$post({ json: { name: uniqueLeague("NoExport") } }));
    const [row] = await db().select().from(leagues).where(eq(leagues.id, id));
    expect(row!.exportSecretHash).toBeNull();
    const res = await post(`/export/${"a".repeat(43)}/ps5/1/leagueteams`, leagueTeams());
    expect(res.status).toBe(404);
    expect(await rowsOf(id)).toBe(0);
  });
});

describe("POST /api/leagues/:league/export-secret", () => {
  it("only the hash is stored; rotating retires the old URL; only the commissioner; college leagues have none", async () => {
    const { owner, league, exportUrl, base } = await exportLeague();
    expect(exportUrl).toMatch(/^https:\/\/dgsn\.test\/export\/[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(leagues).where(eq(leagues.id, league.id));
    expect(row!.exportSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(base.split("/")[2]);
    const manage = await (await leaguesAs(owner.cookie)[":league"].manage.$get(at(league.slug))).text();
    expect(manage).not.toContain(base.split("/")[2]);
    expect(JSON.parse(manage).hasExport).toBe(true);

    const newSecret = (cookie: string, slug = league.slug) =>
      leaguesAs(cookie)[":league"]["export-secret"].$post(at(slug));
    expect((await newSecret((await signedIn()).cookie)).status).toBe(403);
    const next = new URL((await okBody(newSecret(owner.cookie))).exportUrl).pathname;
    expect((await post(`${base}/ps5/1/leagueteams`, leagueTeams())).status).toBe(404);
    expect((await post(`${next}/ps5/1/leagueteams`, leagueTeams())).status).toBe(202);

    const college = leaguesAs(owner.cookie).$post({ json: { name: uniqueLeague("College"), game: "college" } });
    const refused = await newSecret(owner.cookie, (await okBody(college)).slug);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(
      "College Football has no data export: college leagues post screenshots instead.",
    );
  });
});
