// League export fixtures in the Madden Companion App shapes (decision 222), generated from a seed
// so tests, the bench and `npm run export:fixtures` get the same bytes: a 32-team league, a full
// regular-season week of 16 games with every stat group, standings, rosters, a playoff week and a
// second season that reuses the first season's schedule and stat ids (as the game does).
// All team and player names are invented for DGSN.
import { exportedStreak, signedStreak } from "../domain/league-export";

const CITIES = [
  "Albany",
  "Boise",
  "Cedar Falls",
  "Dayton",
  "El Paso",
  "Fresno",
  "Galveston",
  "Helena",
  "Irvine",
  "Joplin",
  "Knoxville",
  "Laredo",
  "Mobile",
  "Norfolk",
  "Omaha",
  "Provo",
  "Quincy",
  "Reno",
  "Spokane",
  "Tulsa",
  "Utica",
  "Ventura",
  "Wichita",
  "Yonkers",
  "Akron",
  "Billings",
  "Chico",
  "Duluth",
  "Eugene",
  "Flint",
  "Gary",
  "Hilo",
];
const NICKNAMES = [
  "Anvils",
  "Bison",
  "Comets",
  "Dragoons",
  "Eagles",
  "Foxes",
  "Gulls",
  "Hornets",
  "Ironmen",
  "Jackals",
  "Knights",
  "Lancers",
  "Marlins",
  "Navigators",
  "Owls",
  "Pioneers",
  "Quakes",
  "Rams",
  "Stallions",
  "Tempest",
  "Unicorns",
  "Vipers",
  "Wolves",
  "Yetis",
  "Aces",
  "Blizzard",
  "Cyclones",
  "Drakes",
  "Express",
  "Flyers",
  "Gators",
  "Herons",
];
const FIRST = [
  "Marcus",
  "Tavon",
  "Devin",
  "Eli",
  "Jalen",
  "Cole",
  "Darius",
  "Reid",
  "Owen",
  "Malik",
  "Brody",
  "Isaiah",
  "Quentin",
  "Rashad",
  "Silas",
  "Trey",
  "Victor",
  "Wade",
  "Xavier",
  "Yusuf",
  "Zane",
  "Amari",
  "Beau",
  "Cyrus",
];
const LAST = [
  "Reed",
  "Carter",
  "Holloway",
  "Vance",
  "Okafor",
  "Lindqvist",
  "Bishop",
  "Moreau",
  "Pryor",
  "Castillo",
  "Draper",
  "Sutton",
  "Abernathy",
  "Bellamy",
  "Crowder",
  "Dunleavy",
  "Ellery",
  "Fairbanks",
  "Galloway",
  "Hargrove",
  "Ingram",
  "Jessup",
  "Kilgore",
  "Langford",
  "Mayfield",
  "Northrup",
  "Oyelaran",
  "Pennington",
  "Quarles",
  "Rutledge",
  "Stanhope",
  "Thibodeaux",
];
const DIVISIONS = ["AFC East", "AFC North", "AFC South", "AFC West", "NFC East", "NFC North", "NFC South", "NFC West"];

/** mulberry32: a small seeded PRNG, so every run writes the same fixtures. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rnd: () => number, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

export const teamIdOf = (i: number) => 770_000 + i * 37;
export const rosterIdOf = (team: number, slot: number) => 550_000_000 + team * 100 + slot;
/** Schedule and stat ids depend on the week and game only, so a second season reuses them. */
export const scheduleIdOf = (stage: number, weekIndex: number, game: number) =>
  400_000 + stage * 10_000 + weekIndex * 100 + game;

/** `{ success, message, <name>InfoList: [...] }`. */
export type ExportBody = { success: boolean; message: string } & Record<string, unknown>;
const body = (list: string, rows: unknown[]): ExportBody => ({ success: true, message: "OK", [list]: rows });

export const TEAMS = CITIES.map((city, i) => ({
  teamId: teamIdOf(i),
  cityName: city,
  nickName: NICKNAMES[i]!,
  displayName: NICKNAMES[i]!,
  abbrName: city
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase(),
  divName: DIVISIONS[Math.floor(i / 4)]!,
  userName: i % 3 === 0 ? `coach${i}` : "",
  ovrRating: 70 + (i % 20),
  logoId: i,
  primaryColor: 0,
  secondaryColor: 0,
  offScheme: 1,
  defScheme: 2,
  injuryCount: 0,
}));

export const leagueTeams = () => body("leagueTeamInfoList", TEAMS);

/** The roster slots of a team: its players' names and positions (Madden positions). */
const SLOTS = [
  "QB",
  "HB",
  "HB",
  "WR",
  "WR",
  "WR",
  "TE",
  "LT",
  "LG",
  "C",
  "RG",
  "RT",
  "LE",
  "RE",
  "DT",
  "LOLB",
  "MLB",
  "ROLB",
  "CB",
  "CB",
  "FS",
  "SS",
  "K",
  "P",
];
/** Every (team, slot) gets its own first and last name pair; no two players on a team share a surname. */
const playerName = (team: number, slot: number) => ({
  firstName: FIRST[slot % FIRST.length]!,
  lastName: LAST[(team + 7 * slot) % LAST.length]!,
});

export function roster(teamIndex: number) {
  return body(
    "rosterInfoList",
    SLOTS.map((position, slot) => ({
      rosterId: rosterIdOf(teamIndex, slot),
      teamId: teamIdOf(teamIndex),
      ...playerName(teamIndex, slot),
      position,
      age: 22 + ((teamIndex + slot) % 12),
      jerseyNum: (slot * 7) % 99,
      playerBestOvr: 60 + ((teamIndex * 3 + slot) % 39),
      devTrait: slot % 4,
      isFreeAgent: false,
      signatureSlotList: [],
    })),
  );
}

export interface GameLine {
  scheduleId: number;
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

export interface ExportWeek {
  season: number;
  stage: number;
  weekIndex: number;
  games: GameLine[];
  schedules: ExportBody;
  teamstats: ExportBody;
  passing: ExportBody;
  rushing: ExportBody;
  receiving: ExportBody;
  defense: ExportBody;
  kicking: ExportBody;
  punting: ExportBody;
}

/**
 * One week: `games` pairs of teams (16 for a regular week), every game played unless `unplayed`.
 * Scores are made from the stats (7 per touchdown, 3 per field goal), so a box score adds up.
 */
export function exportWeek(opts: {
  season: number;
  weekIndex: number;
  stage?: number;
  games?: number;
  seed?: number;
  unplayed?: boolean;
}): ExportWeek {
  const stage = opts.stage ?? 1;
  const rnd = prng((opts.seed ?? 1) * 1_000 + opts.season * 100 + opts.weekIndex);
  const count = opts.games ?? 16;
  const order = TEAMS.map((_, i) => i).sort(() => rnd() - 0.5);
  const weekly = { seasonIndex: opts.season, stageIndex: stage, weekIndex: opts.weekIndex };
  const out = {
    schedules: [],
    teamstats: [],
    passing: [],
    rushing: [],
    receiving: [],
    defense: [],
    kicking: [],
    punting: [],
  } as Record<string, Record<string, unknown>[]>;
  const games: GameLine[] = [];
  let statSeq = 0;
  const statId = () => 900_000 + stage * 100_000 + opts.weekIndex * 1_000 + statSeq++;
  for (let g = 0; g < count; g++) {
    const [home, away] = [order[2 * g]!, order[2 * g + 1]!];
    const scheduleId = scheduleIdOf(stage, opts.weekIndex, g);
    const sides = [home, away].map((team) => {
      const passTDs = between(rnd, 0, 4);
      const rushTDs = between(rnd, 0, 2);
      const fgs = between(rnd, 0, 3);
      const passComp = between(rnd, 14, 30);
      const passAtt = passComp + between(rnd, 4, 14);
      const passYds = passComp * between(rnd, 8, 13);
      const passInts = between(rnd, 0, 2);
      return {
        team,
        passTDs,
        rushTDs,
        fgs,
        passComp,
        passAtt,
        passYds,
        passInts,
        score: 7 * (passTDs + rushTDs) + 3 * fgs,
      };
    });
    const [h, a] = sides as [(typeof sides)[0], (typeof sides)[0]];
    games.push({ scheduleId, home: teamIdOf(home), away: teamIdOf(away), homeScore: h.score, awayScore: a.score });
    const status = opts.unplayed ? 1 : h.score > a.score ? 3 : h.score < a.score ? 2 : 4;
    out.schedules!.push({
      ...weekly,
      scheduleId,
      homeTeamId: teamIdOf(home),
      awayTeamId: teamIdOf(away),
      homeScore: opts.unplayed ? 0 : h.score,
      awayScore: opts.unplayed ? 0 : a.score,
      status,
      isGameOfTheWeek: g === 0,
    });
    if (opts.unplayed) continue;
    for (const [side, other] of [
      [h, a],
      [a, h],
    ] as const) {
      const teamId = teamIdOf(side.team);
      const who = (slot: number) => {
        const n = playerName(side.team, slot);
        return { rosterId: rosterIdOf(side.team, slot), fullName: `${n.firstName} ${n.lastName}` };
      };
      const base = { ...weekly, scheduleId, teamId };
      const rbYds = between(rnd, 30, 140);
      out.teamstats!.push({
        ...base,
        statId: statId(),
        offPassYds: side.passYds,
        offRushYds: rbYds,
        offTotalYds: side.passYds + rbYds,
        offPassTDs: side.passTDs,
        offRushTds: side.rushTDs,
        defSacks: 0,
        tOGiveaways: side.passInts,
        totalWins: 0,
        totalLosses: 0,
        totalTies: 0,
      });
      out.passing!.push({
        ...base,
        ...who(0),
        statId: statId(),
        passComp: side.passComp,
        passAtt: side.passAtt,
        passYds: side.passYds,
        passTDs: side.passTDs,
        passInts: side.passInts,
        passSacks: between(rnd, 0, 4),
        passLongest: 30,
        passerRating: 90,
      });
      out.rushing!.push({
        ...base,
        ...who(1),
        statId: statId(),
        rushAtt: between(rnd, 12, 26),
        rushYds: rbYds,
        rushTDs: side.rushTDs,
        rushFum: between(rnd, 0, 1),
        rushLongest: 20,
        rushBrokenTackles: 2,
      });
      const split = [0.45, 0.35, 0.2];
      const catches = [0, 0, 0].map((_, i) => (i < 2 ? Math.floor(side.passComp * split[i]!) : 0));
      catches[2] = side.passComp - catches[0]! - catches[1]!;
      const yds = [0, 0, 0].map((_, i) => (i < 2 ? Math.floor(side.passYds * split[i]!) : 0));
      yds[2] = side.passYds - yds[0]! - yds[1]!;
      const tds = [side.passTDs - Math.floor(side.passTDs / 2), Math.floor(side.passTDs / 2), 0];
      for (const [i, slot] of [3, 4, 6].entries())
        out.receiving!.push({
          ...base,
          ...who(slot),
          statId: statId(),
          recCatches: catches[i],
          recYds: yds[i],
          recTDs: tds[i],
          recDrops: 0,
          recLongest: 25,
        });
      for (const [i, slot] of [16, 12, 18, 20].entries())
        out.defense!.push({
          ...base,
          ...who(slot),
          statId: statId(),
          defTotalTackles: between(rnd, 3, 11),
          defSacks: i === 1 ? between(rnd, 0, 2) : 0,
          defInts: i === 2 ? other.passInts : 0,
          defForcedFum: 0,
          defFumRec: 0,
          defTDs: 0,
          defDeflections: 1,
        });
      const tdCount = side.passTDs + side.rushTDs;
      out.kicking!.push({
        ...base,
        ...who(22),
        statId: statId(),
        fGMade: side.fgs,
        fGAtt: side.fgs + between(rnd, 0, 1),
        xPMade: tdCount,
        xPAtt: tdCount,
        fGLongest: 45,
        kickPts: side.fgs * 3 + tdCount,
        kickoffAtt: tdCount + side.fgs + 1,
        kickoffTBs: 2,
      });
      out.punting!.push({
        ...base,
        ...who(23),
        statId: statId(),
        puntAtt: between(rnd, 2, 6),
        puntYds: between(rnd, 80, 260),
        puntsIn20: 1,
        puntLongest: 55,
        puntTBs: 0,
      });
    }
  }
  return {
    season: opts.season,
    stage,
    weekIndex: opts.weekIndex,
    games,
    schedules: body("gameScheduleInfoList", out.schedules!),
    teamstats: body("teamStatInfoList", out.teamstats!),
    passing: body("playerPassingStatInfoList", out.passing!),
    rushing: body("playerRushingStatInfoList", out.rushing!),
    receiving: body("playerReceivingStatInfoList", out.receiving!),
    defense: body("playerDefensiveStatInfoList", out.defense!),
    kicking: body("playerKickingStatInfoList", out.kicking!),
    punting: body("playerPuntingStatInfoList", out.punting!),
  };
}

/** Standings after some weeks: records, points and streaks summed from their games. */
export function standings(season: number, weeks: ExportWeek[]) {
  const rows = TEAMS.map((t, i) => ({
    teamId: t.teamId,
    teamName: t.displayName,
    seasonIndex: season,
    stageIndex: 1,
    weekIndex: Math.max(0, ...weeks.map((w) => w.weekIndex)),
    conferenceName: t.divName.slice(0, 3),
    conferenceId: t.divName.startsWith("AFC") ? 0 : 1,
    divisonName: t.divName,
    divisionId: Math.floor(i / 4),
    totalWins: 0,
    totalLosses: 0,
    totalTies: 0,
    ptsFor: 0,
    ptsAgainst: 0,
    netPts: 0,
    winLossStreak: 0,
    seed: 0,
    rank: 0,
  }));
  const byId = new Map(rows.map((r) => [r.teamId, r]));
  for (const w of weeks)
    for (const g of w.games) {
      const [home, away] = [byId.get(g.home)!, byId.get(g.away)!];
      home.ptsFor += g.homeScore;
      home.ptsAgainst += g.awayScore;
      away.ptsFor += g.awayScore;
      away.ptsAgainst += g.homeScore;
      for (const [team, won, tie] of [
        [home, g.homeScore > g.awayScore, g.homeScore === g.awayScore],
        [away, g.awayScore > g.homeScore, g.homeScore === g.awayScore],
      ] as const) {
        if (tie) team.totalTies += 1;
        else if (won) team.totalWins += 1;
        else team.totalLosses += 1;
        const was = signedStreak(team.winLossStreak);
        team.winLossStreak = exportedStreak(tie ? 0 : won ? Math.max(1, was + 1) : Math.min(-1, was - 1));
      }
    }
  for (const r of rows) r.netPts = r.ptsFor - r.ptsAgainst;
  return body("teamStandingInfoList", rows);
}

/** The URL path of a week's data type under the export URL (1-based week in the URL). */
export const weekPath = (w: Pick<ExportWeek, "stage" | "weekIndex">, type: string) =>
  `/ps5/3141592/week/${w.stage === 0 ? "pre" : "reg"}/${w.weekIndex + 1}/${type}`;

export const WEEK_TYPES = [
  "schedules",
  "teamstats",
  "passing",
  "rushing",
  "receiving",
  "defense",
  "kicking",
  "punting",
] as const;
