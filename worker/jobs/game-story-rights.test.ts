// Who may tell an exported game's story (issue 37 item 3, decision 260): a stranger's recap with the
// game's teams and score and invented players never replaces the export's story, nor does a member's
// recap whose box score contradicts the export's; a member's recap that agrees still does.
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../../db/domain";
import { exportGames, type Recap, recaps } from "../../db/schema";
import { exportWeek, leagueTeams } from "../../db/seed/export-fixtures";
import { client, okBody } from "../test/client";
import { exportedLeague, insertMemberRecap } from "../test/export-helpers";
import { db, insertRecap, ORIGIN, signedIn } from "../test/helpers";
import { writeWeekStories } from "./export-week";
import { runGeneration } from "./generate";

/** A player the game did not have, with a big day. */
const invented = (team: string): PlayerStat => ({
  id: "made-up",
  name: "Zed Fabricant",
  team,
  position: "RB",
  carries: 30,
  rushingYards: 250,
  rushingTouchdowns: 4,
});

const gameRow = async (leagueId: number, recapId: number) =>
  (
    await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, leagueId), eq(exportGames.recapId, recapId)))
  )[0];
const recapRow = async (id: number) => (await db().select().from(recaps).where(eq(recaps.id, id)))[0]!;
const readStatus = async (id: number) =>
  (await exports.default.fetch(new Request(`${ORIGIN}/read/${id}`, { redirect: "manual" }))).status;

/** A league that approves its members, with one exported game whose story is written and published. */
async function publishedExportStory(prefix: string, weekIndex: number) {
  const { league, send } = await exportedLeague(prefix, { joinApproval: true });
  const week = exportWeek({ season: 0, weekIndex, games: 1 });
  await send(week);
  expect(
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: weekIndex }),
  ).toBe(1);
  const [story] = await db().select().from(recaps).where(eq(recaps.leagueId, league.id));
  await runGeneration(env, story!.id);
  const auto = await recapRow(story!.id);
  expect(auto.status).toBe("ready");
  return { league, auto };
}

/** A recap of the same game (teams and score) by `author`, written by the reporter and published. */
type GameFacts = Pick<Recap, "homeTeam" | "awayTeam" | "homeScore" | "awayScore" | "players">;

async function publishRecap(author: Awaited<ReturnType<typeof signedIn>>, leagueName: string, game: GameFacts) {
  const row = await insertRecap({
    type: "game_recap",
    status: "generating",
    leagueName,
    userId: author.user.id,
    userName: author.user.username,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    players: game.players,
    content: "",
    notes: "From the stands.",
    aiRequested: true,
  });
  await runGeneration(env, row.id);
  const published = await recapRow(row.id);
  expect([published.status, published.generationError]).toEqual(["ready", null]);
  return published;
}

describe("a recap of an exported game by someone else", () => {
  it("security: a non-member's (pending) recap with the same teams and score and invented players leaves the export's story in place", {
    timeout: 120_000,
  }, async () => {
    const { league, auto } = await publishedExportStory("Stranger", 5);
    const stranger = await signedIn();
    // Asked to join; the league approves its members, so the stranger is only pending.
    const invite = (await okBody(
      client({ cookie: (await signedIn("admin")).cookie }).leagues[":league"].manage.$get({
        param: { league: league.slug },
      }),
    ))!.inviteCode;
    const joined = await okBody(
      client({ cookie: stranger.cookie }).leagues.join[":code"].$post({ param: { code: invite } }),
    );
    expect(joined.status).toBe("pending");

    const theirs = await publishRecap(stranger, league.name, {
      ...auto,
      players: [...auto.players, invented(auto.homeTeam!)],
    });
    expect(await gameRow(league.id, auto.id)).toMatchObject({ memberStory: false, retiredRecapId: null });
    expect((await recapRow(auto.id)).status).toBe("ready");
    expect(await readStatus(auto.id)).toBe(200);
    // Their recap is their own article, and no game's story.
    expect(await gameRow(league.id, theirs.id)).toBeUndefined();
  });

  it("security: an active member's recap that contradicts the exported box score does not replace it", {
    timeout: 120_000,
  }, async () => {
    const { league, auto } = await publishedExportStory("Contradicts", 6);
    const member = await signedIn();
    // One real player's line with other numbers, and a player the game did not have.
    const [first, ...rest] = auto.players as [PlayerStat, ...PlayerStat[]];
    const changed = { ...first, passingYards: (first.passingYards ?? 0) + 100 };
    const other = await insertMemberRecap(member, league.name, { ...auto, players: [changed, ...rest] });
    await runGeneration(env, other.id);
    const made = await insertMemberRecap(member, league.name, {
      ...auto,
      players: [...auto.players, invented(auto.homeTeam!)],
    });
    await runGeneration(env, made.id);
    expect((await recapRow(other.id)).status).toBe("ready");
    expect((await recapRow(made.id)).status).toBe("ready");
    expect(await gameRow(league.id, auto.id)).toMatchObject({ memberStory: false, retiredRecapId: null });
    // Still published (not read over HTTP here: the 302 below must not meet a remembered answer).
    expect((await recapRow(auto.id)).status).toBe("ready");

    // A member's recap that agrees (a few of the game's lines, the same numbers) still becomes the story.
    const agrees = await insertMemberRecap(member, league.name, { ...auto, players: auto.players.slice(0, 3) });
    await runGeneration(env, agrees.id);
    expect(await gameRow(league.id, agrees.id)).toMatchObject({ memberStory: true, retiredRecapId: auto.id });
    expect(await readStatus(auto.id)).toBe(302);
  });

  it("security: a stranger's recap published before the export is not linked; the export writes its own story", {
    timeout: 120_000,
  }, async () => {
    const { league, send } = await exportedLeague("Early", { joinApproval: true });
    const week = exportWeek({ season: 0, weekIndex: 9, games: 1 });
    await send(week);
    // The stranger copies the teams and score (the season pages show them) and invents the rest.
    const g = week.games[0]!;
    const teams = leagueTeams().leagueTeamInfoList as { teamId: number; cityName: string; nickName: string }[];
    const team = (id: number) => teams.find((t) => t.teamId === id)!;
    const theirs = await publishRecap(await signedIn(), league.name, {
      homeTeam: `${team(g.home).cityName} ${team(g.home).nickName}`,
      awayTeam: `${team(g.away).cityName} ${team(g.away).nickName}`,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      players: [invented(`${team(g.home).cityName} ${team(g.home).nickName}`)],
    });
    const job = { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 9 } as const;
    expect(await writeWeekStories(env, job)).toBe(1);
    const [game] = await db().select().from(exportGames).where(eq(exportGames.leagueId, league.id));
    expect(game).toMatchObject({ memberStory: false, retiredRecapId: null });
    expect(game!.recapId).not.toBe(theirs.id);
  });
});
