// A league with an export URL and the fixture weeks POSTed to it like a bot would (no Origin, no
// cookie), for the season and export tests.
import { env, exports } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { hasWaitingExports } from "../../db/queries/league-exports";
import { addMember, getLeagueByName } from "../../db/queries/leagues";
import type { NewRecap } from "../../db/schema";
import { leagueExports } from "../../db/schema";
import { type exportWeek, leagueTeams, WEEK_TYPES, weekPath } from "../../db/seed/export-fixtures";
import { ingestLeague } from "../jobs/ingest";
import { client, okBody } from "./client";
import { uniqueLeague } from "./discord-helpers";
import { db, insertRecap, ORIGIN, signedIn } from "./helpers";

/** POSTs like a bot: `json` as the body, or `body` as given (with any more headers). */
export const exportPost = (path: string, json: unknown, body?: BodyInit, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.21", ...headers },
      body: body ?? JSON.stringify(json),
    }),
  );

/**
 * Waits until every export the league received is ingested or refused (a condition, not a sleep),
 * running the league's ingest job itself rather than waiting for the queue's next batch (the
 * queue's own consumer may take some first: a job never takes an export another holds). Returns
 * the league's exports, oldest first.
 */
export async function exportSettled(leagueId: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await ingestLeague(env, leagueId);
    if (!(await hasWaitingExports(db(), leagueId))) break;
    if (Date.now() > deadline) throw new Error(`league ${leagueId}'s exports were not ingested in time`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return db().select().from(leagueExports).where(eq(leagueExports.leagueId, leagueId)).orderBy(asc(leagueExports.id));
}

/** POSTs one export like the bot and waits for its ingest; its record. */
export async function exportIngested(leagueId: number, path: string, json: unknown) {
  expect((await exportPost(path, json)).status).toBe(202);
  return (await exportSettled(leagueId)).at(-1)!;
}

/** A new league with its export connected and the 32 teams sent; `send` posts a whole fixture week. */
export async function exportedLeague(
  prefix = "Season",
  settings: { autoPublish?: boolean; joinApproval?: boolean } = {},
) {
  const owner = await signedIn();
  const leagues = client({ cookie: owner.cookie }).leagues;
  const league = await okBody(leagues.$post({ json: { name: uniqueLeague(prefix), ...settings } }));
  const secret = await okBody(leagues[":league"]["export-secret"].$post({ param: { league: league.slug } }));
  const base = new URL(secret.exportUrl).pathname;
  expect((await exportPost(`${base}/ps5/1/leagueteams`, leagueTeams())).status).toBe(202);
  await exportSettled(league.id);
  const send = async (week: ReturnType<typeof exportWeek>) => {
    for (const type of WEEK_TYPES)
      expect((await exportPost(`${base}${weekPath(week, type)}`, week[type])).status).toBe(202);
    await exportSettled(league.id);
  };
  return { owner, league, base, send };
}

/** The game facts a member's recap repeats: teams, score and players (a box score, or a story's). */
type GameFacts = Pick<NewRecap, "homeTeam" | "awayTeam" | "homeScore" | "awayScore" | "players">;

/** The user joins the league as an active member (only a member's recap tells a game, decision 260). */
export async function joinLeague(member: Awaited<ReturnType<typeof signedIn>>, leagueName: string) {
  const league = await getLeagueByName(db(), leagueName);
  expect(league).toBeDefined();
  await addMember(db(), league!.id, member.user.id, "active");
}

/**
 * An active member's recap of an exported game as the create route leaves it: waiting for the
 * reporter (`generating`), with the game's facts and the season and week the member gave (or none).
 */
export async function insertMemberRecap(
  member: Awaited<ReturnType<typeof signedIn>>,
  leagueName: string,
  game: GameFacts,
  extra: Pick<NewRecap, "season" | "week" | "notes"> = {},
) {
  await joinLeague(member, leagueName);
  return insertRecap({
    type: "game_recap",
    status: "generating",
    leagueName,
    userId: member.user.id,
    userName: member.user.username,
    writerId: "marcus-vale",
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    players: game.players,
    content: "",
    notes: "From the stands.",
    aiRequested: true,
    ...extra,
  });
}
