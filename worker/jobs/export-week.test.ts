// A story for every finished exported game (issue 22, decision 223): from the export POSTs through
// the job, the built-in reporter and its claim checker, to one post on the fake Discord — and never
// a second story or post when the week is sent again.
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportGames, recaps } from "../../db/schema";
import { exportWeek, leagueTeams, WEEK_TYPES, weekPath } from "../../db/seed/export-fixtures";
import { withHeldQueue } from "../test/ai-helpers";
import { client, errorOf, idParam, okBody } from "../test/client";
import { newWebhook, posts, runDelivery, uniqueLeague } from "../test/discord-helpers";
import { exportSettled, insertMemberRecap, joinLeague } from "../test/export-helpers";
import { db, insertRecap, ORIGIN, signedIn } from "../test/helpers";
import { writeWeekStories } from "./export-week";
import { runGeneration } from "./generate";

/** Which league each export URL path belongs to, so a POST can wait for that league's ingest. */
const leagueOfBase = new Map<string, number>();

/** POSTs like the bot, then waits until the league's ingest job has settled it (decision 300). */
async function post(path: string, json: unknown) {
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.10" },
      body: JSON.stringify(json),
    }),
  );
  const leagueId = [...leagueOfBase].find(([base]) => path.startsWith(`${base}/`))?.[1];
  if (res.status === 202 && leagueId !== undefined) await exportSettled(leagueId);
  return res;
}

async function exportLeague(settings: { autoPublish?: boolean; personaId?: string } = {}) {
  const owner = await signedIn();
  const leagues = client({ cookie: owner.cookie }).leagues;
  const league = await okBody(leagues.$post({ json: { name: uniqueLeague("Stories"), ...settings } }));
  const at = { param: { league: league.slug } };
  const hook = newWebhook();
  await okBody(leagues[":league"].webhook.$put({ ...at, json: { webhookUrl: hook.url } }));
  const base = new URL((await okBody(leagues[":league"]["export-secret"].$post(at))).exportUrl).pathname;
  leagueOfBase.set(base, league.id);
  expect((await post(`${base}/ps5/1/leagueteams`, leagueTeams())).status).toBe(202);
  return { owner, league, hook, base };
}

async function sendWeek(base: string, week: ReturnType<typeof exportWeek>, types: readonly string[] = WEEK_TYPES) {
  for (const type of types)
    expect((await post(`${base}${weekPath(week, type)}`, week[type as keyof typeof week])).status).toBe(202);
}

// The games' stories: the same POSTs also queue the league's newsroom (decision 311), not counted here.
const storiesOf = (leagueId: number) =>
  db()
    .select()
    .from(recaps)
    .where(and(eq(recaps.leagueId, leagueId), eq(recaps.type, "game_recap")))
    .orderBy(recaps.id);
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
    await joinLeague(member, league.name);
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

    // The member deletes their recap: the game has no story again, and the export's job is queued
    // to write it (decision 231); it does, from the corrected box score.
    const { testEnv, held } = withHeldQueue();
    const removed = await client({ cookie: member.cookie, env: testEnv }).recaps[":id"].$delete(idParam(mine.id));
    expect(removed.status).toBe(200);
    expect(held).toEqual([job(league.id, week)]);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(1);
    const [written] = await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.scheduleId, g.scheduleId)));
    expect(written).toMatchObject({ memberStory: false, retiredRecapId: null });
    const [story] = await db().select().from(recaps).where(eq(recaps.id, written!.recapId!));
    expect([story!.userId, story!.status]).toEqual([league.commissionerId, "generating"]);
  });

  it("a member's recap published after the export's story becomes the game's story; the export's is retired, kept, and its address leads there", {
    timeout: 120_000,
  }, async () => {
    const { league, base } = await exportLeague();
    const week = exportWeek({ season: 0, weekIndex: 8, games: 2 });
    await sendWeek(base, week);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(2);
    for (const d of await storiesOf(league.id)) await runGeneration(env, d.id);
    const [g, other] = week.games as [(typeof week.games)[number], (typeof week.games)[number]];
    const gameRow = async (scheduleId: number) =>
      (
        await db()
          .select()
          .from(exportGames)
          .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.scheduleId, scheduleId)))
      )[0]!;
    const autoId = (await gameRow(g.scheduleId)).recapId!;
    const otherId = (await gameRow(other.scheduleId)).recapId!;
    const [autoBefore] = await db().select().from(recaps).where(eq(recaps.id, autoId));
    expect(autoBefore!.status).toBe("ready");

    // The same teams and score in another week is another game.
    const member = await signedIn();
    await joinLeague(member, league.name);
    const api = client({ cookie: member.cookie });
    // Posted, its box score confirmed (the teams typed in another case) and written by the reporter.
    const publishMine = async (week: "9" | "10") => {
      const { id } = await okBody(
        api.recaps.$post({
          json: {
            type: "game_recap",
            title: "My take on it",
            content: "Typed by me, every word.",
            leagueName: league.name,
            homeTeam: autoBefore!.homeTeam!,
            awayTeam: autoBefore!.awayTeam!,
            homeScore: g.homeScore,
            awayScore: g.awayScore,
          },
        }),
      );
      await okBody(
        api.recaps[":id"]["box-score"].$put({
          param: { id: String(id) },
          json: {
            homeTeam: ` ${autoBefore!.homeTeam!.toUpperCase()} `,
            awayTeam: autoBefore!.awayTeam!.toLowerCase(),
            homeScore: g.homeScore,
            awayScore: g.awayScore,
            players: autoBefore!.players,
            season: 1,
            week,
            acknowledgeWarnings: true,
          },
        }),
      );
      await runGeneration(env, id);
      const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
      expect([row!.status, row!.generationError, row!.notes]).toEqual(["ready", null, "Typed by me, every word."]);
      return row!;
    };
    const elsewhere = await publishMine("10");
    expect((await gameRow(g.scheduleId)).recapId).toBe(autoId);

    const mine = await publishMine("9");
    expect(await gameRow(g.scheduleId)).toMatchObject({
      recapId: mine.id,
      memberStory: true,
      needsRewrite: false,
      retiredRecapId: autoId,
    });
    // The export's story is kept as it was, only no longer public; the other game's is untouched.
    const [retired] = await db().select().from(recaps).where(eq(recaps.id, autoId));
    expect({ ...retired, updatedAt: null }).toEqual({ ...autoBefore, status: "retired", updatedAt: null });
    const [kept] = await db().select().from(recaps).where(eq(recaps.id, otherId));
    expect(kept!.status).toBe("ready");
    expect((await client().recaps[":id"].$get({ param: { id: String(autoId) } })).status).toBe(404);

    // Old links (the Discord post) lead to the game's story.
    const moved = await exports.default.fetch(new Request(`${ORIGIN}/read/${autoId}`, { redirect: "manual" }));
    expect([moved.status, moved.headers.get("Location")]).toEqual([302, `/read/${mine.id}`]);
    // The season's schedule links the member's recap.
    const view = await okBody(
      client().leagues[":league"].seasons[":season"].$get({ param: { league: league.slug, season: "1" } }),
    );
    const stories = new Map(view.games.map((x) => [x.scheduleId, x.storyId]));
    expect([stories.get(g.scheduleId), stories.get(other.scheduleId)]).toEqual([mine.id, otherId]);

    // The week sent again writes nothing and brings nothing back; the recap of week 10 stays its own article.
    await sendWeek(base, week);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(0);
    expect((await gameRow(g.scheduleId)).recapId).toBe(mine.id);
    const [still] = await db().select().from(recaps).where(eq(recaps.id, autoId));
    expect(still!.status).toBe("retired");
    const [apart] = await db().select().from(recaps).where(eq(recaps.id, elsewhere.id));
    expect(apart!.status).toBe("ready");

    // The member deletes their recap (decision 230): the game gets the export's story back, written
    // again from the export's box score and checked (this league publishes automatically).
    expect((await api.recaps[":id"].$delete({ param: { id: String(mine.id) } })).status).toBe(200);
    expect(await gameRow(g.scheduleId)).toMatchObject({ recapId: autoId, memberStory: false, retiredRecapId: null });
    const [rewriting] = await db().select().from(recaps).where(eq(recaps.id, autoId));
    expect([rewriting!.status, rewriting!.players]).toEqual(["generating", autoBefore!.players]);
    await runGeneration(env, autoId);
    const [back] = await db().select().from(recaps).where(eq(recaps.id, autoId));
    expect([back!.status, back!.generationError]).toEqual(["ready", null]);
    expect((await client().recaps[":id"].$get({ param: { id: String(autoId) } })).status).toBe(200);
    // Deleting the other recap (never a game's story) changes no game.
    expect((await api.recaps[":id"].$delete({ param: { id: String(elsewhere.id) } })).status).toBe(200);
    expect((await gameRow(g.scheduleId)).recapId).toBe(autoId);
  });

  it("a member's recap written by the reporter after the export's story (the generate path) replaces a held draft too", {
    timeout: 120_000,
  }, async () => {
    const { owner, league, base } = await exportLeague({ autoPublish: false });
    const week = exportWeek({ season: 0, weekIndex: 9, games: 1 });
    await sendWeek(base, week);
    expect(await writeWeekStories(env, job(league.id, week))).toBe(1);
    const [held] = await storiesOf(league.id);
    expect(held!.status).toBe("draft");
    const member = await signedIn();
    const mine = await insertMemberRecap(member, league.name, held!, { notes: "What I saw from the stands." });
    await runGeneration(env, mine.id);
    const [written] = await db().select().from(recaps).where(eq(recaps.id, mine.id));
    expect([written!.status, written!.generationError]).toEqual(["ready", null]);
    const [game] = await db().select().from(exportGames).where(eq(exportGames.leagueId, league.id));
    expect(game).toMatchObject({ recapId: mine.id, memberStory: true, retiredRecapId: held!.id });
    const [retired] = await db().select().from(recaps).where(eq(recaps.id, held!.id));
    expect(retired!.status).toBe("retired");
    // The commissioner cannot approve it back into a second story; it is kept as it was.
    const approve = await client({ cookie: owner.cookie }).recaps[":id"]["box-score"].$put({
      param: { id: String(held!.id) },
      json: {
        homeTeam: held!.homeTeam!,
        awayTeam: held!.awayTeam!,
        homeScore: held!.homeScore,
        awayScore: held!.awayScore,
        players: held!.players,
      },
    });
    expect([approve.status, (await errorOf(approve)).message]).toEqual([
      409,
      "A member's recap is now this game's story, so this one is not written.",
    ]);
    expect({ ...(await db().select().from(recaps).where(eq(recaps.id, held!.id)))[0], updatedAt: null }).toEqual({
      ...retired,
      updatedAt: null,
    });

    // The member deletes their recap: in a league that holds stories, the export's is held again.
    expect(
      (await client({ cookie: member.cookie }).recaps[":id"].$delete({ param: { id: String(mine.id) } })).status,
    ).toBe(200);
    const [again] = await db().select().from(exportGames).where(eq(exportGames.leagueId, league.id));
    expect(again).toMatchObject({ recapId: held!.id, memberStory: false, retiredRecapId: null });
    const [draft] = await db().select().from(recaps).where(eq(recaps.id, held!.id));
    expect(draft!.status).toBe("draft");
  });
});
