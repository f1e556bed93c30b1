// A league whose export sends the newsroom fixtures (db/seed/newsroom-fixtures.ts) like a bot would,
// with its Discord webhook on the fake Discord. The newsroom's jobs are run by the tests themselves,
// in the order the POSTs would queue them.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { RosterSnapshot } from "../../db/domain/newsroom";
import { getNewsroomLeague } from "../../db/queries/newsroom";
import { type ExportWeek, WEEK_TYPES, weekPath } from "../../db/seed/export-fixtures";
import { NEWSROOM_SEASON, newsroomStandings, newsroomTeams, newsroomWeeks } from "../../db/seed/newsroom-fixtures";
import { app } from "../app";
import { ingestLeague } from "../jobs/ingest";
import { writeRosterNews } from "../jobs/newsroom-rosters";
import { writeWeekNewsroom } from "../jobs/newsroom-week";
import { withHeldQueue } from "./ai-helpers";
import { client, okBody } from "./client";
import { newWebhook, uniqueLeague } from "./discord-helpers";
import { db, ORIGIN, signedIn } from "./helpers";

const list = (name: string, rows: unknown[]) => ({ success: true, message: "OK", [name]: rows });

export async function newsroomLeague(settings: { autoPublish?: boolean; personaId?: string } = {}) {
  const owner = await signedIn();
  const leagues = client({ cookie: owner.cookie }).leagues;
  const league = await okBody(leagues.$post({ json: { name: uniqueLeague("Newsroom"), ...settings } }));
  const at = { param: { league: league.slug } };
  const hook = newWebhook();
  await okBody(leagues[":league"].webhook.$put({ ...at, json: { webhookUrl: hook.url } }));
  const base = new URL((await okBody(leagues[":league"]["export-secret"].$post(at))).exportUrl).pathname;
  // The export's POSTs queue jobs on a queue that only records: the test runs the newsroom's jobs.
  const { testEnv } = withHeldQueue();
  const post = async (path: string, body: unknown) => {
    const req = new Request(`${ORIGIN}${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.41" },
      body: JSON.stringify(body),
    });
    expect((await app.fetch(req, testEnv, createExecutionContext())).status).toBe(202);
    // The export is kept and queued (decision 300): its ingest runs here, like the queue would.
    await ingestLeague(testEnv, league.id);
  };

  /** The fixture's regular-season weeks 1..n and the standings after them; `eachWeek` runs after each week's POSTs. */
  const postWeeks = async <T>(n: number, eachWeek: (week: ExportWeek) => Promise<T[]> = async () => []) => {
    const weeks = newsroomWeeks().slice(0, n);
    await post("/ps5/1/leagueteams", list("leagueTeamInfoList", newsroomTeams()));
    await post("/ps5/1/standings", list("teamStandingInfoList", newsroomStandings(weeks)));
    const out: T[] = [];
    for (const week of weeks) {
      for (const type of WEEK_TYPES) await post(weekPath(week, type), week[type]);
      out.push(...(await eachWeek(week)));
    }
    return out;
  };
  /** The same, with each week's newsroom job run after its POSTs. */
  const sendWeeks = (n: number) =>
    postWeeks(n, (week) =>
      writeWeekNewsroom(env, {
        type: "newsroom-week",
        leagueId: league.id,
        season: NEWSROOM_SEASON,
        week: week.weekIndex,
      }),
    );

  /**
   * One roster export: its teams, every team's roster and the pool, then the roster job of its last
   * list (the jobs of the earlier lists find a later list came and do nothing; `staleJob` is one).
   */
  const rosterJob = (postedAt: number) =>
    writeRosterNews(env, { type: "newsroom-rosters", leagueId: league.id, postedAt });
  const lastPostedAt = async () => (await getNewsroomLeague(db(), league.id))!.rosterPostedAt!.getTime();
  const postRosters = async (s: RosterSnapshot) => {
    await post("/ps5/1/leagueteams", list("leagueTeamInfoList", s.teams));
    for (const r of s.rosters) await post(`/ps5/1/team/${r.teamId}/roster`, list("rosterInfoList", r.players));
    if (s.freeAgents) await post("/ps5/1/freeagents/roster", list("rosterInfoList", s.freeAgents));
  };
  const lastJob = async () => rosterJob(await lastPostedAt());
  const staleJob = async () => rosterJob((await lastPostedAt()) - 1);
  const sendRosters = async (s: RosterSnapshot) => {
    await postRosters(s);
    return lastJob();
  };
  return {
    owner,
    league,
    hook,
    postWeeks,
    sendWeeks,
    sendRosters,
    postRosters,
    lastJob,
    staleJob,
    api: leagues[":league"],
    at,
  };
}
