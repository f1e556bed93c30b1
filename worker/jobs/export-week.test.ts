// A story for every finished exported game (issue 22, decision 223): from the export POSTs through
// the job, the built-in reporter and its claim checker, to one post on the fake Discord — and never
// a second story or post when the week is sent again.
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportGames, recaps } from "../../db/schema";
import { exportWeek, leagueTeams, WEEK_TYPES, weekPath } from "../../db/seed/export-fixtures";
import { client, okBody } from "../test/client";
import { newWebhook, posts, runDelivery, uniqueLeague } from "../test/discord-helpers";
import { db, insertRecap, ORIGIN, signedIn } from "../test/helpers";
import { writeWeekStories } from "./export-week";
import { runGeneration } from "./generate";

const post = (path: string, json: unknown) =>
  exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.10" },
      body: JSON.stringify(json),
    }),
  );

async function exportLeague(settings: { autoPublish?: boolean; personaId?: string } = {}) {
  const owner = await signedIn();
  const leagues = client({ cookie: owner.cookie }).leagues;
  const league = await okBody(leagues.$post({ json: { name: uniqueLeague("Stories"), ...settings } }));
  const at = { param: { league: league.slug } };
  const hook = newWebhook();
  await okBody(leagues[":league"].webhook.$put({ ...at, json: { webhookUrl: hook.url } }));
  const base = new URL((await okBody(leagues[":league"]["export-secret"].$post(at))).exportUrl).pathname;
  expect((await post(`${base}/ps5/1/leagueteams`, leagueTeams())).status).toBe(200);
  return { owner, league, hook, base };
}

async function sendWeek(base: string, week: ReturnType<typeof exportWeek>, types: readonly string[] = WEEK_TYPES) {
  for (const type of types)
    expect((await post(`${base}${weekPath(week, type)}`, week[type as keyof typeof week])).status).toBe(200);
}

const storiesOf = (leagueId: number) =>
  db().select().from(recaps).where(eq(recaps.leagueId, leagueId)).orderBy(recaps.id);
const job = (leagueId: number, w: { season: number; stage: number; weekIndex: number }) =>
  ({ type: "export-week", leagueId, season: w.season, stage: w.stage, week: w.weekIndex }) as const;

describe("export-week job", () => {
  it("16 finished games → 16 checked stories by the rotation, each posted once; a re-export adds nothing", {
    timeout: 120_000,
  }, async () => {
    const { league, hook, base } = await exportLeague();
    const week = exportWeek({ season: 0, weekIndex: 0 });
    await sendWeek(base, week);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(16);

    const drafts = await storiesOf(league.id);
    expect(drafts).toHaveLength(16);
    const first = drafts.find((d) => d.title.endsWith("Week 1"))!;
    const game = week.games.find((g) => first.homeScore === g.homeScore && first.awayScore === g.awayScore)!;
    expect(game).toBeDefined();
    // The exported box score, the passers first.
    expect(first.players[0]!.position).toBe("QB");
    expect(first.players.map((p) => p.position)).toEqual([
      "QB",
      "QB",
      "RB",
      "RB",
      "WR",
      "WR",
      "WR",
      "WR",
      "WR",
      "WR",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
    ]);
    expect(new Set(drafts.map((d) => d.writerId)).size).toBeGreaterThan(3);
    expect(drafts.every((d) => d.status === "generating" && d.leagueName === league.name)).toBe(true);
    // The export's season index 0 and week index 0 are the recap's season 1, week 1 (decision 201).
    expect(new Set(drafts.map((d) => `${d.season}/${d.week}`))).toEqual(new Set(["1/1"]));

    for (const d of drafts) await runGeneration(env, d.id);
    const written = await storiesOf(league.id);
    expect(written.map((w) => [w.id, w.status, w.generationError])).toEqual(written.map((w) => [w.id, "ready", null]));
    for (const w of written) await runDelivery(w.id);
    expect(await posts(hook.prefix)).toHaveLength(16);

    // The same week again (the bot re-exports): no new story, no second post.
    await sendWeek(base, week);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(0);
    expect(await storiesOf(league.id)).toHaveLength(16);
    for (const w of written) await runDelivery(w.id);
    expect(await posts(hook.prefix)).toHaveLength(16);
  });

  it("a corrected export keeps the story, stores the new box score's hash and flags it for a rewrite", {
    timeout: 120_000,
  }, async () => {
    const { owner, league, base } = await exportLeague();
    const week = exportWeek({ season: 0, weekIndex: 1 });
    await sendWeek(base, week);
    await writeWeekStories(env, job(league.id, week));
    const before = await storiesOf(league.id);
    for (const d of before) await runGeneration(env, d.id);

    const corrected = structuredClone(week.passing);
    const row = (corrected.playerPassingStatInfoList as { passYds: number; scheduleId: number }[])[0]!;
    row.passYds += 40;
    await post(`${base}${weekPath(week, "passing")}`, corrected);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(0);
    const flagged = await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.needsRewrite, true)));
    expect(flagged.map((f) => f.scheduleId)).toEqual([row.scheduleId]);
    // The commissioner sees which story to rewrite.
    const manage = await okBody(
      client({ cookie: owner.cookie }).leagues[":league"].manage.$get({ param: { league: league.slug } }),
    );
    expect(manage.storiesToRewrite).toEqual([
      { recapId: flagged[0]!.recapId, season: 0, stage: 1, week: 1, scheduleId: row.scheduleId },
    ]);
    expect(await storiesOf(league.id)).toHaveLength(16);
  });

  it("a league that holds stories: drafts wait for the commissioner; a correction updates the draft", async () => {
    const { league, base } = await exportLeague({ autoPublish: false, personaId: "tank-whitfield" });
    const week = exportWeek({ season: 0, weekIndex: 2, games: 2 });
    await sendWeek(base, week);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(2);
    const held = await storiesOf(league.id);
    expect(held.map((h) => [h.status, h.writerId])).toEqual([
      ["draft", "tank-whitfield"],
      ["draft", "tank-whitfield"],
    ]);
    const corrected = structuredClone(week.schedules);
    const g = (corrected.gameScheduleInfoList as { homeScore: number; scheduleId: number }[])[0]!;
    g.homeScore += 3;
    await post(`${base}${weekPath(week, "schedules")}`, corrected);
    await writeWeekStories(env, job(league.id, week));
    const after = await storiesOf(league.id);
    expect(after).toHaveLength(2);
    expect(after.map((a) => a.homeScore)).toContain(g.homeScore);
  });

  it("no story for an unplayed game, or for a played game whose player stats are not in yet", async () => {
    const { league, base } = await exportLeague();
    const unplayed = exportWeek({ season: 0, weekIndex: 5, unplayed: true });
    await sendWeek(base, unplayed, ["schedules"]);
    expect(await writeWeekStories(env, job(league.id, unplayed))).toBe(0);
    const played = exportWeek({ season: 0, weekIndex: 6 });
    await sendWeek(base, played, ["schedules", "passing", "rushing"]);
    expect(await writeWeekStories(env, job(league.id, played))).toBe(0);
    await sendWeek(base, played, ["receiving", "defense"]);
    expect(await writeWeekStories(env, job(league.id, played))).toBe(16);
  });

  it("a member's own recap of the game is linked as its story, not written again, and never flagged", async () => {
    const { league, base } = await exportLeague();
    const week = exportWeek({ season: 0, weekIndex: 7, games: 2 });
    await sendWeek(base, week);
    const g = week.games[0]!;
    const name = (id: number) => {
      const t = (leagueTeams().leagueTeamInfoList as { teamId: number; cityName: string; nickName: string }[]).find(
        (x) => x.teamId === id,
      )!;
      return `${t.cityName} ${t.nickName}`;
    };
    const member = await signedIn();
    const mine = await insertRecap({
      type: "game_recap",
      status: "ready",
      leagueName: league.name,
      userId: member.user.id,
      userName: member.user.username,
      // Typed by hand, in another case.
      homeTeam: name(g.home).toUpperCase(),
      awayTeam: name(g.away).toLowerCase(),
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      content: "My own words about the game.",
    });
    expect(await writeWeekStories(env, job(league.id, week))).toBe(1);
    const stories = await storiesOf(league.id);
    expect(stories).toHaveLength(2);
    const [linked] = await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.scheduleId, g.scheduleId)));
    expect(linked).toMatchObject({ recapId: mine.id, memberStory: true });

    // A corrected export leaves the member's recap alone.
    const corrected = structuredClone(week.passing);
    const row = (corrected.playerPassingStatInfoList as { passYds: number; scheduleId: number }[]).find(
      (r) => r.scheduleId === g.scheduleId,
    )!;
    row.passYds += 12;
    await post(`${base}${weekPath(week, "passing")}`, corrected);
    await writeWeekStories(env, job(league.id, week));
    const [after] = await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.scheduleId, g.scheduleId)));
    expect(after!.needsRewrite).toBe(false);
    const [same] = await db().select().from(recaps).where(eq(recaps.id, mine.id));
    expect(same!.content).toBe("My own words about the game.");
  });
});
