// The season ledger on the ledger league (db/seed/ledger-league.ts): three exported weeks, a fourth
// scheduled, standings sent for week 2 while the stats run through week 3, rosters for six teams.
import { describe, expect, it } from "vitest";
import { ledgerStandings } from "../../../db/seed/ledger-league";
import { findGame, gameLedger } from "./ledger";
import { ledgerGame, ledgerSeason } from "./test/ledger-season";
import type { SeasonData } from "./types";

const GULLS = 0;
const RATTLERS = 1;
const WOLVES = 2;
const MINERS = 4;
const at = (data: SeasonData, week: number, home: number) => gameLedger(data, ledgerGame(data, week, home))!;
const wl = (wins: number, losses: number, ties = 0) => ({ wins, losses, ties });

describe("gameLedger", () => {
  const data = ledgerSeason();

  it("records after the game: overall, division, home and away, with their source", () => {
    // Week 3: the Rattlers (0-2) beat their division rival the Gulls (2-0), 20-17.
    const l = at(data, 2, RATTLERS);
    expect(l.divisionGame).toBe(true);
    expect(l.home.name).toBe("Mesa Rattlers");
    expect(l.home.record).toEqual({ value: wl(1, 2), source: "the results of weeks 1-3" });
    expect(l.home.recordBefore?.value).toEqual(wl(0, 2));
    expect(l.away.record?.value).toEqual(wl(2, 1));
    expect(l.away.divisionRecord?.value).toEqual(wl(2, 1));
    expect(l.home.divisionRecord?.value).toEqual(wl(1, 1));
    expect(l.away.homeRecord?.value).toEqual(wl(1, 0));
    expect(l.away.awayRecord?.value).toEqual(wl(1, 1));
    expect(l.home.homeRecord?.value).toEqual(wl(1, 1));
  });

  it("streaks: a winning streak that ends and a losing streak snapped", () => {
    const l = at(data, 2, RATTLERS);
    expect([l.away.streakBefore?.value, l.away.streak?.value]).toEqual([2, -1]);
    expect([l.home.streakBefore?.value, l.home.streak?.value]).toEqual([-2, 1]);
    expect(at(data, 2, MINERS).home.streak?.value).toBe(3);
  });

  it("division place after the week, ties shared; points and their ranks", () => {
    const l = at(data, 2, RATTLERS);
    // North after week 3: Gulls 2-1, Sharks 2-1, Rattlers 1-2, Wolves 1-2.
    expect(l.away.divisionPlace?.value).toEqual({ rank: 1, tied: true, of: 4 });
    expect(l.home.divisionPlace?.value).toEqual({ rank: 3, tied: true, of: 4 });
    expect([l.away.pointsFor?.value, l.away.pointsAgainst?.value]).toEqual([68, 51]);
    expect([l.home.pointsFor?.value, l.home.pointsAgainst?.value]).toEqual([46, 57]);
    const miners = at(data, 2, MINERS).home;
    // Miners: 13 + 16 + 35 = 64 scored, 10 + 9 + 10 = 29 allowed (the fewest of the eight).
    expect(miners.pointsAgainstRank?.value).toEqual({ rank: 1, tied: false, of: 8 });
    expect(miners.seasonHighPoints?.value).toBe(true);
  });

  it("earlier meetings and each team's next game (the unplayed week 4)", () => {
    const l = at(data, 2, RATTLERS);
    expect(l.meetings.value).toEqual([
      {
        weekLabel: "Week 1",
        winner: "Harbor City Gulls",
        homeTeam: "Harbor City Gulls",
        awayTeam: "Mesa Rattlers",
        homeScore: 24,
        awayScore: 17,
      },
    ]);
    expect(l.away.next?.value).toMatchObject({ opponent: "Iron Valley Miners", home: true, weekLabel: "Week 4" });
    expect(l.home.next?.value).toMatchObject({ opponent: "Cobalt Bay Sharks", home: false, weekLabel: "Week 4" });
    expect(l.home.next?.source).toBe("the schedule of Week 4");
  });

  it("standings sent for another week are not used for a game's facts; for its own week they give the seed", () => {
    const week3 = at(data, 2, RATTLERS);
    expect(week3.away.seed).toBeNull();
    expect(week3.standings).toBe("standings sent for Week 2, not this game's week: not used");
    // Week 2: the Gulls won at the Wolves; the standings were sent for that week.
    const week2 = at(data, 1, WOLVES);
    expect(week2.away.seed).toEqual({ value: 1, source: "standings sent for Week 2" });
    expect(week2.away.record?.value).toEqual(wl(2, 0));
  });

  it("standings that disagree with the results are not used; with a week missing, this week's standings give the record", () => {
    const wrong = ledgerSeason({ standingsWeeks: 3 });
    for (const s of wrong.standings) s.totalWins = 9;
    expect(at(wrong, 2, RATTLERS).away.seed).toBeNull();

    const missing = ledgerSeason({ standingsWeeks: 3 });
    missing.schedule = missing.schedule.filter((g) => g.week !== 1);
    const l = at(missing, 2, RATTLERS);
    expect(l.away.record).toEqual({ value: wl(2, 1), source: "standings sent for Week 3" });
    // The byte 255 (one loss) read as L1.
    expect(l.away.streak).toEqual({ value: -1, source: "standings sent for Week 3" });
    expect(l.away.recordBefore).toBeNull();
    expect(l.away.divisionPlace).toBeNull();
  });

  it("featured players: roster names, season totals and ranks so far, season highs and firsts", () => {
    const week2 = at(data, 1, WOLVES);
    const qb = week2.players.find((p) => p.exportName === "D.Mayfield")!;
    expect([qb.full, qb.surname]).toEqual(["Drake Mayfield", "Mayfield"]);
    expect(qb.totals.passYds?.value.total).toBe(170 + 265);
    expect(qb.seasonHighs).toContain("passYds");
    const names = Object.fromEntries(week2.players.map((p) => [p.exportName, [p.full, p.surname]]));
    expect(names["A.St. Brown"]).toEqual(["Amon St. Brown", "St. Brown"]);
    expect(names["A.Jones Sr"]).toEqual(["Alvin Jones Sr", "Jones"]);

    const back = at(data, 2, MINERS).players.find((p) => p.rosterId === 660_000_401)!;
    expect(back.totals.rushYds?.value).toEqual({ total: 57 + 102 + 171, rank: { rank: 1, tied: false, of: 8 } });
    expect(back.seasonHighs).toEqual(expect.arrayContaining(["rushYds", "rushTDs"]));
    expect(back.firsts).toContain("rushTDs");
    // No roster for the Eagles: the export's name only.
    const eagle = at(data, 2, MINERS).players.find((p) => p.team === "Summit Eagles")!;
    expect(eagle.full).toBeNull();
  });

  it("a week-1 game has no season high or first (nothing earlier to compare)", () => {
    const l = at(data, 0, GULLS);
    expect(l.players.every((p) => p.seasonHighs.length === 0 && p.firsts.length === 0)).toBe(true);
    expect(l.home.seasonHighPoints).toBeNull();
    expect(l.meetings.value).toEqual([]);
  });
});

describe("findGame", () => {
  const data = ledgerSeason();
  it("a typed recap's game: the same teams and final score, in its week when given", () => {
    const ref = ledgerGame(data, 2, RATTLERS);
    const claim = { homeTeam: "mesa rattlers", awayTeam: "Harbor City Gulls", homeScore: 20, awayScore: 17 };
    expect(findGame(data, { ...claim, week: null })).toEqual({ stage: 1, week: 2, scheduleId: ref.scheduleId });
    expect(findGame(data, { ...claim, week: { stage: 1, week: 1 } })).toBeUndefined();
    expect(findGame(data, { ...claim, homeScore: 21, week: null })).toBeUndefined();
  });
});

it("the fixture's standings carry the streak as the export's byte", () => {
  const rows = ledgerStandings(3).teamStandingInfoList as { teamId: number; winLossStreak: number }[];
  expect(rows.map((r) => r.winLossStreak)).toContain(255);
});
