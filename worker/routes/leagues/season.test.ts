// Season pages' data (issue 22, decision 224): standings by conference and division, the schedule
// with each finished game's story, a team's season and the stat leaders, from the stored export.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { exportWeek, standings, TEAMS } from "../../../db/seed/export-fixtures";
import { writeWeekStories } from "../../jobs/export-week";
import { runGeneration } from "../../jobs/generate";
import { client, errorOf, okBody } from "../../test/client";
import { exportedLeague, exportIngested } from "../../test/export-helpers";

const seasons = () => client().leagues[":league"].seasons[":season"];
const season = (league: string, n: string) => seasons().$get({ param: { league, season: n } });
const teamSeason = (league: string, n: string, teamId: string) =>
  seasons().teams[":teamId"].$get({ param: { league, season: n, teamId } });

describe("GET /api/leagues/:league/seasons/:season", () => {
  it("happy: standings, every game by week with its story, and leaders summed over the regular season", {
    timeout: 120_000,
  }, async () => {
    const { league, base, send } = await exportedLeague();
    const weeks = [
      exportWeek({ season: 0, weekIndex: 0, games: 2 }),
      exportWeek({ season: 0, weekIndex: 1, games: 2 }),
    ];
    for (const w of weeks) await send(w);
    const wildCard = exportWeek({ season: 0, weekIndex: 18, games: 1 });
    await send(wildCard);
    expect((await exportIngested(league.id, `${base}/ps5/1/standings`, standings(0, weeks))).state).toBe("ingested");
    // The first week's two stories, written and published.
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 0 });
    const drafts = await env.DB.prepare("select id from recaps where league_id = ?")
      .bind(league.id)
      .all<{ id: number }>();
    for (const d of drafts.results) await runGeneration(env, d.id);

    const view = await okBody(season(league.slug, "latest"));
    expect(view.season).toBe(1);
    expect(view.seasons).toEqual([1]);
    expect(view.teams).toHaveLength(32);
    expect(view.standings).toHaveLength(32);
    const first = TEAMS.find((t) => t.teamId === weeks[0]!.games[0]!.home)!;
    const row = view.standings.find((s) => s.teamId === first.teamId)!;
    expect(row.conference).toBe(first.divName.slice(0, 3));
    expect(row.division).toBe(first.divName);
    expect(row.wins + row.losses + row.ties).toBeGreaterThan(0);

    expect(view.games.map((g) => g.week)).toEqual([0, 0, 1, 1, 18]);
    const storied = view.games.filter((g) => g.storyId !== null);
    expect(storied.map((g) => g.week)).toEqual([0, 0]);
    expect(view.games[0]).toMatchObject({
      scheduleId: weeks[0]!.games[0]!.scheduleId,
      homeTeamId: weeks[0]!.games[0]!.home,
      homeScore: weeks[0]!.games[0]!.homeScore,
      played: true,
    });

    // Passing yards: each passer's regular-season total (the wild card week does not count).
    const passYds = new Map<string, number>();
    for (const w of weeks)
      for (const r of w.passing.playerPassingStatInfoList as { fullName: string; passYds: number }[])
        passYds.set(r.fullName, (passYds.get(r.fullName) ?? 0) + r.passYds);
    const top = [...passYds.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const board = view.leaders.find((c) => c.id === "passYds")!;
    expect(board.leaders[0]).toMatchObject({ name: top[0], value: top[1] });
    expect(board.leaders).toHaveLength(5);
    // Kicking and punting have their own boards.
    expect(view.leaders.map((c) => c.id)).toEqual(expect.arrayContaining(["fgMade", "puntYds"]));
  });

  it("streaks: the export's unsigned byte reads 255 as L1 and 254 as L2 (issue 37 item 11)", async () => {
    const { league, base, send } = await exportedLeague("Streak bytes");
    const week = exportWeek({ season: 0, weekIndex: 7, games: 1 });
    await send(week);
    const sent = standings(0, [week]);
    const rows = sent.teamStandingInfoList as Record<string, number>[];
    // As a real export sends them: a 3-5 team on a one-game losing streak is 255, not -1.
    Object.assign(rows[0]!, { totalWins: 3, totalLosses: 5, winLossStreak: 255 });
    Object.assign(rows[1]!, { totalWins: 2, totalLosses: 6, winLossStreak: 254 });
    Object.assign(rows[2]!, { totalWins: 6, totalLosses: 2, winLossStreak: 3 });
    Object.assign(rows[3]!, { totalWins: 4, totalLosses: 4, winLossStreak: 0 });
    expect((await exportIngested(league.id, `${base}/ps5/1/standings`, sent)).state).toBe("ingested");
    const view = await okBody(season(league.slug, "latest"));
    const streak = (i: number) => view.standings.find((s) => s.teamId === rows[i]!.teamId)!.streak;
    expect([0, 1, 2, 3].map(streak)).toEqual(["L1", "L2", "W3", "—"]);
    const team = await okBody(teamSeason(league.slug, "1", String(rows[0]!.teamId)));
    expect(team.standing).toMatchObject({ wins: 3, losses: 5, streak: "L1" });
  });

  it("a second season that reuses ids is its own season; season 1 stays as it was", async () => {
    const { league, send } = await exportedLeague();
    await send(exportWeek({ season: 0, weekIndex: 0, games: 2 }));
    await send(exportWeek({ season: 1, weekIndex: 0, games: 3, seed: 2 }));
    const latest = await okBody(season(league.slug, "latest"));
    expect(latest.season).toBe(2);
    expect(latest.seasons).toEqual([2, 1]);
    expect(latest.games).toHaveLength(3);
    const first = await okBody(season(league.slug, "1"));
    expect(first.games).toHaveLength(2);
    // Same schedule ids in both seasons.
    expect(first.games[0]!.scheduleId).toBe(latest.games[0]!.scheduleId);
  });

  it("a team's season: its record, its games only, its leaders", async () => {
    const { league, send } = await exportedLeague();
    const week = exportWeek({ season: 0, weekIndex: 0, games: 4 });
    await send(week);
    const teamId = week.games[1]!.away;
    const view = await okBody(teamSeason(league.slug, "1", String(teamId)));
    expect(view.team.id).toBe(teamId);
    expect(view.games).toHaveLength(1);
    expect(view.games[0]!.scheduleId).toBe(week.games[1]!.scheduleId);
    expect(view.leaders.length).toBeGreaterThan(0);
    for (const c of view.leaders) for (const l of c.leaders) expect(l.teamId).toBe(teamId);
    expect(view.standing).toBeNull();
  });

  it("error: no export, a season that was never exported, a team that is not in the league, a bad season", async () => {
    const { league, send } = await exportedLeague();
    const empty = await season(league.slug, "latest");
    expect(empty.status).toBe(404);
    expect((await errorOf(empty)).message).toBe("No season of this league has been exported");
    await send(exportWeek({ season: 0, weekIndex: 0, games: 1 }));
    expect((await season(league.slug, "2")).status).toBe(404);
    expect((await teamSeason(league.slug, "1", "12345")).status).toBe(404);
    expect((await season(league.slug, "0")).status).toBe(400);
    expect((await season(league.slug, "first")).status).toBe(400);
    expect((await season("no-such-league-x", "latest")).status).toBe(404);
  });
});

describe("GET /api/leagues/:league/seasons/:season/{standings,schedule[/:week],leaders}", () => {
  it("happy: each page's part holds its own section, one week's games and only the teams it names", {
    timeout: 120_000,
  }, async () => {
    const { league, base, send } = await exportedLeague("Parts");
    const weeks = [
      exportWeek({ season: 0, weekIndex: 0, games: 2 }),
      exportWeek({ season: 0, weekIndex: 1, games: 3 }),
      exportWeek({ season: 0, weekIndex: 2, games: 2, unplayed: true }),
    ];
    for (const w of weeks) await send(w);
    expect((await exportIngested(league.id, `${base}/ps5/1/standings`, standings(0, weeks.slice(0, 2)))).state).toBe(
      "ingested",
    );
    const at = { param: { league: league.slug, season: "1" } };
    const whole = await okBody(season(league.slug, "1"));

    const table = await okBody(seasons().standings.$get(at));
    expect(table.page).toBe("standings");
    expect(table.standings).toEqual(whole.standings);
    expect(Object.keys(table).sort()).toEqual(["league", "page", "season", "seasons", "standings", "teams"]);
    expect(table.teams.map((t) => t.id).sort()).toEqual(whole.standings.map((s) => s.teamId).sort());

    // Without a week: the latest week with a finished game (week 2), not the unplayed week 3.
    const latest = await okBody(seasons().schedule.$get(at));
    expect(latest.page).toBe("schedule");
    expect(latest.weeks).toEqual([0, 1, 2].map((week) => ({ stage: 1, week })));
    expect(latest.week).toEqual({ stage: 1, week: 1 });
    expect(latest.games).toEqual(whole.games.filter((g) => g.week === 1));
    expect(latest.teams.map((t) => t.id).sort()).toEqual(
      weeks[1]!.games.flatMap((g) => [g.home, g.away]).sort((a, b) => a - b),
    );
    const third = await okBody(seasons().schedule[":week"].$get({ param: { ...at.param, week: "3" } }));
    expect([third.week, third.games.length, third.games.every((g) => !g.played)]).toEqual([
      { stage: 1, week: 2 },
      2,
      true,
    ]);
    // A week with no games is an empty week, not an error.
    const empty = await okBody(seasons().schedule[":week"].$get({ param: { ...at.param, week: "pre-2" } }));
    expect([empty.week, empty.games, empty.teams]).toEqual([{ stage: 0, week: 1 }, [], []]);

    const boards = await okBody(seasons().leaders.$get(at));
    expect(boards.page).toBe("leaders");
    expect(boards.leaders).toEqual(whole.leaders);
    const named = new Set(boards.leaders.flatMap((c) => c.leaders.map((l) => l.teamId)));
    expect(boards.teams.map((t) => t.id).sort()).toEqual([...named].sort());
  });

  it("error: a bad week is a 400 with the message; a season never exported is a 404", async () => {
    const { league, send } = await exportedLeague("Parts");
    await send(exportWeek({ season: 0, weekIndex: 0, games: 1 }));
    const param = { league: league.slug, season: "1" };
    for (const week of ["24", "0", "pre-5", "w1"]) {
      const res = await seasons().schedule[":week"].$get({ param: { ...param, week } });
      expect([res.status, (await errorOf(res)).message]).toEqual([400, "Week must be 1 to 23 or pre-1 to pre-4"]);
    }
    const missing = await seasons().leaders.$get({ param: { ...param, season: "4" } });
    expect([missing.status, (await errorOf(missing)).message]).toEqual([
      404,
      "No season of this league has been exported",
    ]);
  });
});
