// Editing a published member recap's game data with the normal edit (PATCH), or correcting it
// (the rewrite of decision 202), matches it again (decision 231): a recap that now names an exported game becomes its story, one that no longer
// names its game gives the game its export story back (decision 230's rule), and an edit that
// changes no game data changes nothing.
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportGames, type Recap, recaps } from "../../../db/schema";
import { exportWeek, weekPath } from "../../../db/seed/export-fixtures";
import { writeWeekStories } from "../../jobs/export-week";
import { runGeneration } from "../../jobs/generate";
import type { Job } from "../../jobs/types";
import { currentBoxScore } from "../../services/league-export/week-games";
import { runJob, withHeldQueue } from "../../test/ai-helpers";
import { client, idParam, okBody } from "../../test/client";
import { exportedLeague, exportIngested, insertMemberRecap, joinLeague } from "../../test/export-helpers";
import { db, insertRecap, ORIGIN, signedIn } from "../../test/helpers";

const recapRow = async (id: number) => (await db().select().from(recaps).where(eq(recaps.id, id)))[0]!;
const gameRow = async (leagueId: number, scheduleId: number) =>
  (
    await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, leagueId), eq(exportGames.scheduleId, scheduleId)))
  )[0]!;
const publicStatus = async (id: number) => (await client().recaps[":id"].$get(idParam(id))).status;
/** The jobs an edit queued that change which story a game has. */
const storyJobs = (held: unknown[]) =>
  (held as Job[]).filter((j) => j.type === "generate" || j.type === "export-week" || j.type === "rewrite");

/** An active member of the league who edits through the API, with a queue that only records (the test runs the jobs). */
async function memberEditing(leagueName: string) {
  const member = await signedIn();
  await joinLeague(member, leagueName);
  const { testEnv, held } = withHeldQueue();
  const api = client({ cookie: member.cookie, env: testEnv });
  const patch = (id: number, json: Parameters<(typeof api.recaps)[":id"]["$patch"]>[0]["json"]) =>
    okBody(api.recaps[":id"].$patch({ ...idParam(id), json }));
  return { member, held, patch, testEnv };
}

describe("a member's published recap edited with PATCH is matched again", () => {
  it("a new week that names an exported game links it; another week gives the game its export story back, written again; an edit of the text alone changes nothing", {
    timeout: 120_000,
  }, async () => {
    const { league, send } = await exportedLeague("Edits");
    const week = exportWeek({ season: 0, weekIndex: 8, games: 2 });
    await send(week);
    const job = { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 8 } as const;
    expect(await writeWeekStories(env, job)).toBe(2);
    const [g] = week.games;
    const autoId = (await gameRow(league.id, g!.scheduleId)).recapId!;
    await runGeneration(env, autoId);
    const auto = await recapRow(autoId);
    expect(auto.status).toBe("ready");

    // The member's recap, written by the reporter for week 10 (a slip: the game was week 9).
    const { member, held, patch } = await memberEditing(league.name);
    const { id } = await insertMemberRecap(member, league.name, auto, { season: 1, week: "10" });
    await runGeneration(env, id);
    expect((await recapRow(id)).status).toBe("ready");
    expect((await gameRow(league.id, g!.scheduleId)).recapId).toBe(autoId);

    // Week 9 now names the game: the member's recap is its story, the export's retired and kept.
    await patch(id, { week: "9" });
    expect(await gameRow(league.id, g!.scheduleId)).toMatchObject({
      recapId: id,
      memberStory: true,
      retiredRecapId: autoId,
    });
    expect({ ...(await recapRow(autoId)), updatedAt: null }).toEqual({ ...auto, status: "retired", updatedAt: null });
    expect([await publicStatus(id), await publicStatus(autoId)]).toEqual([200, 404]);

    // The title and text edited, no game data: nothing is matched again, nothing queued.
    const game = await gameRow(league.id, g!.scheduleId);
    const edited = await patch(id, { title: "What a night", content: "Edited by me." });
    expect(edited.content).toBe("Edited by me.");
    expect(await gameRow(league.id, g!.scheduleId)).toEqual(game);
    expect((await recapRow(autoId)).status).toBe("retired");
    expect(storyJobs(held)).toEqual([]);

    // Week 10 again: the recap no longer names the game. The game gets its export story back,
    // written again from the export's box score and checked before it is public (this league
    // publishes automatically); the member's recap and their edit stay as they are.
    await patch(id, { week: "10" });
    expect(await gameRow(league.id, g!.scheduleId)).toMatchObject({
      recapId: autoId,
      memberStory: false,
      retiredRecapId: null,
    });
    const rewriting = await recapRow(autoId);
    const box = await currentBoxScore(env, {
      leagueId: league.id,
      season: 0,
      stage: 1,
      week: 8,
      scheduleId: g!.scheduleId,
    });
    expect([rewriting.status, rewriting.players, rewriting.homeScore]).toEqual([
      "generating",
      box!.players,
      box!.homeScore,
    ]);
    expect(storyJobs(held)).toEqual([{ type: "generate", recapId: autoId }]);
    await runGeneration(env, autoId);
    expect([(await recapRow(autoId)).status, await publicStatus(autoId)]).toEqual(["ready", 200]);
    const mine = await recapRow(id);
    expect([mine.status, mine.content, mine.week]).toEqual(["ready", "Edited by me.", "10"]);

    // Back to week 9: linked again; the export's published story is retired, its address leads here.
    await patch(id, { week: "9" });
    expect(await gameRow(league.id, g!.scheduleId)).toMatchObject({ recapId: id, retiredRecapId: autoId });
    expect(await publicStatus(autoId)).toBe(404);
    const moved = await exports.default.fetch(new Request(`${ORIGIN}/read/${autoId}`, { redirect: "manual" }));
    expect([moved.status, moved.headers.get("Location")]).toEqual([302, `/read/${id}`]);
    // The other game of the week was never touched.
    expect((await gameRow(league.id, week.games[1]!.scheduleId)).memberStory).toBe(false);
  });

  it("a recap the member wrote before the export: edited away, the export's job writes the game's story; edited back, it replaces that story; moved to another league, the held story is back as a draft", {
    timeout: 120_000,
  }, async () => {
    const { league, send } = await exportedLeague("EditsHeld", { autoPublish: false });
    const week = exportWeek({ season: 0, weekIndex: 10, games: 1 });
    await send(week);
    const g = week.games[0]!;
    const key = { leagueId: league.id, season: 0, stage: 1, week: 10, scheduleId: g.scheduleId };
    const box = (await currentBoxScore(env, key))!;
    const { member, held, patch } = await memberEditing(league.name);
    const mine: Recap = await insertRecap({
      type: "game_recap",
      status: "ready",
      leagueName: league.name,
      userId: member.user.id,
      userName: member.user.username,
      homeTeam: box.homeTeam,
      awayTeam: box.awayTeam,
      homeScore: box.homeScore,
      awayScore: box.awayScore,
      content: "My own words about the game.",
    });
    const job = { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 10 } as const;
    expect(await writeWeekStories(env, job)).toBe(0);
    expect(await gameRow(league.id, g.scheduleId)).toMatchObject({ recapId: mine.id, memberStory: true });

    // Week 12 is not this game's week: the game has no story again, and the export's job is queued.
    await patch(mine.id, { season: 1, week: "12" });
    expect(await gameRow(league.id, g.scheduleId)).toMatchObject({ recapId: null, memberStory: false });
    expect(storyJobs(held)).toEqual([job]);
    expect(await writeWeekStories(env, job)).toBe(1);
    const { recapId: storyId } = await gameRow(league.id, g.scheduleId);
    expect(storyId).not.toBe(mine.id);
    expect((await recapRow(storyId!)).status).toBe("draft");

    // Week 11 is: the member's recap replaces the export's held story.
    await patch(mine.id, { week: "11" });
    expect(await gameRow(league.id, g.scheduleId)).toMatchObject({
      recapId: mine.id,
      memberStory: true,
      retiredRecapId: storyId,
    });
    expect((await recapRow(storyId!)).status).toBe("retired");

    // Moved to another league: the export's story is back, held for the commissioner (not written).
    held.length = 0;
    await patch(mine.id, { leagueName: "NFL" });
    expect(await gameRow(league.id, g.scheduleId)).toMatchObject({ recapId: storyId, memberStory: false });
    expect((await recapRow(storyId!)).status).toBe("draft");
    expect(storyJobs(held)).toEqual([]);
    expect((await recapRow(mine.id)).content).toBe("My own words about the game.");
  });

  it("an edit that changes no game data leaves the link alone, even when the export was corrected since (decision 226)", async () => {
    const { league, send, base } = await exportedLeague("EditsKept");
    const week = exportWeek({ season: 0, weekIndex: 12, games: 1 });
    await send(week);
    const g = week.games[0]!;
    const key = { leagueId: league.id, season: 0, stage: 1, week: 12, scheduleId: g.scheduleId };
    const box = (await currentBoxScore(env, key))!;
    const { member, held, patch } = await memberEditing(league.name);
    const mine = await insertRecap({
      type: "game_recap",
      status: "ready",
      leagueName: league.name,
      userId: member.user.id,
      userName: member.user.username,
      homeTeam: box.homeTeam,
      awayTeam: box.awayTeam,
      homeScore: box.homeScore,
      awayScore: box.awayScore,
      content: "My own words about the game.",
    });
    const job = { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 12 } as const;
    expect(await writeWeekStories(env, job)).toBe(0);
    // The export corrects the score: the member's recap stays the story (its text is the member's).
    const corrected = structuredClone(week.schedules);
    (corrected.gameScheduleInfoList as { homeScore: number }[])[0]!.homeScore += 3;
    expect((await exportIngested(league.id, `${base}${weekPath(week, "schedules")}`, corrected)).state).toBe(
      "ingested",
    );
    expect(await writeWeekStories(env, job)).toBe(0);
    const linked = await gameRow(league.id, g.scheduleId);
    expect(linked).toMatchObject({ recapId: mine.id, memberStory: true, needsRewrite: false });

    // A new title and date are not game data: nothing is matched again.
    await patch(mine.id, { title: "Still mine", gameDate: "2026-11-20" });
    expect(await gameRow(league.id, g.scheduleId)).toEqual(linked);
    expect(storyJobs(held)).toEqual([]);
  });

  it("a correction whose rewrite changes the score no longer names the game: the game's export story comes back", {
    timeout: 120_000,
  }, async () => {
    const { league, send } = await exportedLeague("EditsCorrected");
    const week = exportWeek({ season: 0, weekIndex: 13, games: 1 });
    await send(week);
    const job = { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 13 } as const;
    expect(await writeWeekStories(env, job)).toBe(1);
    const g = week.games[0]!;
    const autoId = (await gameRow(league.id, g.scheduleId)).recapId!;
    await runGeneration(env, autoId);
    const auto = await recapRow(autoId);
    const { member, held, testEnv } = await memberEditing(league.name);
    const { id } = await insertMemberRecap(member, league.name, auto, { season: 1, week: "14" });
    await runGeneration(env, id);
    expect(await gameRow(league.id, g.scheduleId)).toMatchObject({ recapId: id, retiredRecapId: autoId });

    // The member corrects the home score; the reporter rewrites it (decision 202).
    const api = client({ cookie: member.cookie, env: testEnv });
    const res = await api.recaps[":id"]["box-score"].$put({
      ...idParam(id),
      json: {
        homeTeam: auto.homeTeam!,
        awayTeam: auto.awayTeam!,
        homeScore: auto.homeScore + 7,
        awayScore: auto.awayScore,
        players: auto.players,
        season: 1,
        week: "14",
        writerId: "marcus-vale",
        acknowledgeWarnings: true,
      },
    });
    expect(res.status).toBe(202);
    expect(storyJobs(held)).toEqual([{ type: "rewrite", recapId: id }]);
    await runJob(testEnv, { type: "rewrite", recapId: id });
    const corrected = await recapRow(id);
    expect([corrected.status, corrected.homeScore]).toEqual(["ready", auto.homeScore + 7]);
    expect(await gameRow(league.id, g.scheduleId)).toMatchObject({
      recapId: autoId,
      memberStory: false,
      retiredRecapId: null,
    });
    // Written again from the export's box score and checked before it is public.
    expect((await recapRow(autoId)).status).toBe("generating");
    expect(storyJobs(held)).toEqual([
      { type: "rewrite", recapId: id },
      { type: "generate", recapId: autoId },
    ]);
  });
});
