// A small league in the export's shapes for the season ledger (issue 38): eight teams in two
// divisions, three exported weeks and a fourth scheduled but unplayed, rosters for six of the eight
// teams, and standings sent for week 2 while the stats run through week 3 (as a real export does).
// Names are abbreviated as the export writes them, with the hard cases: "A.Van Ginkel", "A.Jones Sr",
// "A.St. Brown", "P.Surtain II". The stories it tells: the Gulls win twice and lose to their division
// rival the Rattlers (0-2 before), who win for the first time; the Miners' back runs over the Eagles.
// Every score is made of touchdowns (7) and field goals (3), and every box score adds up.
import { exportedStreak } from "../domain/league-export";

export const LEDGER_TEAMS = [
  { city: "Harbor City", nick: "Gulls", div: "North" },
  { city: "Mesa", nick: "Rattlers", div: "North" },
  { city: "Pine Ridge", nick: "Wolves", div: "North" },
  { city: "Cobalt Bay", nick: "Sharks", div: "North" },
  { city: "Iron Valley", nick: "Miners", div: "South" },
  { city: "Red Rock", nick: "Coyotes", div: "South" },
  { city: "Summit", nick: "Eagles", div: "South" },
  { city: "Delta", nick: "Herons", div: "South" },
].map((t, i) => ({
  teamId: 880_000 + i * 11,
  cityName: t.city,
  nickName: t.nick,
  displayName: t.nick,
  abbrName: t.nick.slice(0, 3).toUpperCase(),
  divName: t.div,
}));

const SLOTS = ["QB", "HB", "WR", "WR", "TE", "MLB", "CB", "RE"] as const;
const FIRST = ["Drake", "Brock", "Amon", "Aldo", "Alvin", "Pat", "Jalen", "Trey", "Cole", "Dion", "Eli", "Nico"];
const LAST = ["Mayfield", "Pardee", "Okafor", "Lindqvist", "Baptiste", "Hollis", "Castellano", "Whitlock"];
/** The names the issue names as hard: (team, slot) → first and last name as the roster holds them. */
const SPECIAL: Record<string, [string, string]> = {
  "0:0": ["Drake", "Mayfield"],
  "0:2": ["Amon", "St. Brown"],
  "1:2": ["Aldo", "Van Ginkel"],
  "2:1": ["Alvin", "Jones Sr"],
  "3:6": ["Pat", "Surtain II"],
};
export const ledgerRosterId = (team: number, slot: number) => 660_000_000 + team * 100 + slot;
export function playerName(team: number, slot: number): [string, string] {
  return (
    SPECIAL[`${team}:${slot}`] ?? [FIRST[(team * 3 + slot) % FIRST.length]!, LAST[(team + slot * 5) % LAST.length]!]
  );
}
/** The export's own spelling: first initial, a full stop, the last name. */
export const exportName = (team: number, slot: number) => {
  const [first, last] = playerName(team, slot);
  return `${first[0]}.${last}`;
};

/** Teams with a roster export (the last two have none). */
export const ROSTERED = [0, 1, 2, 3, 4, 5];

export const ledgerRoster = (team: number) => ({
  success: true,
  message: "OK",
  rosterInfoList: SLOTS.map((position, slot) => {
    const [firstName, lastName] = playerName(team, slot);
    return {
      rosterId: ledgerRosterId(team, slot),
      teamId: LEDGER_TEAMS[team]!.teamId,
      firstName,
      lastName,
      position,
      age: 23 + slot,
    };
  }),
});

/** [home, away, home score, away score] by 0-based week; week 4 (index 3) is scheduled, not played. */
export const LEDGER_WEEKS: [number, number, number, number][][] = [
  [
    [0, 1, 24, 17],
    [4, 2, 13, 10],
    [3, 5, 31, 28],
    [6, 7, 21, 7],
  ],
  [
    [2, 0, 14, 27],
    [1, 4, 9, 16],
    [5, 6, 23, 20],
    [7, 3, 10, 17],
  ],
  [
    [1, 0, 20, 17],
    [2, 3, 28, 24],
    [4, 6, 35, 10],
    [7, 5, 13, 16],
  ],
  [
    [0, 4, 0, 0],
    [3, 1, 0, 0],
    [6, 2, 0, 0],
    [5, 7, 0, 0],
  ],
];
export const PLAYED_WEEKS = 3;

/** Touchdowns and field goals that make a score (the most touchdowns that fit). */
function scoring(score: number): { tds: number; fgs: number } {
  for (let tds = Math.floor(score / 7); tds >= 0; tds--)
    if ((score - 7 * tds) % 3 === 0) return { tds, fgs: (score - 7 * tds) / 3 };
  throw new Error(`no touchdowns and field goals make ${score}`);
}

const weekly = (weekIndex: number) => ({ seasonIndex: 0, stageIndex: 1, weekIndex });
const scheduleIdOf = (weekIndex: number, game: number) => 510_000 + weekIndex * 100 + game;
const list = (name: string, rows: unknown[]) => ({ success: true, message: "OK", [name]: rows });

/** A game's yards and turnovers, varied by team and week and shaped where a story needs it. */
function line(team: number, week: number, tds: number) {
  const v = (team * 7 + week * 5) % 9;
  const miners = team === 4 && week === 2;
  return {
    passTDs: tds - Math.floor(tds / 3) - (miners ? 2 : 0),
    rushTDs: Math.floor(tds / 3) + (miners ? 2 : 0),
    passComp: 16 + v,
    passAtt: 26 + v + (team % 3),
    passYds: 170 + 19 * v,
    passInts: (team + week) % 4 === 0 ? 2 : (team + week) % 3 === 0 ? 1 : 0,
    rushAtt: miners ? 27 : 14 + v,
    rushYds: miners ? 171 : 48 + 9 * v,
    tackles: 5 + ((team + week) % 6),
    sacks: (team + 2 * week) % 3,
  };
}

/** One exported week: every data type a league bot posts, as `{ type: body }`. */
export function ledgerWeek(weekIndex: number) {
  const games = LEDGER_WEEKS[weekIndex]!;
  const played = weekIndex < PLAYED_WEEKS;
  const out: Record<string, unknown[]> = {
    schedules: [],
    passing: [],
    rushing: [],
    receiving: [],
    defense: [],
    teamstats: [],
    kicking: [],
    punting: [],
  };
  let stat = 0;
  const statId = () => 970_000 + weekIndex * 1_000 + stat++;
  games.forEach(([h, a, hs, as], g) => {
    const scheduleId = scheduleIdOf(weekIndex, g);
    out.schedules!.push({
      ...weekly(weekIndex),
      scheduleId,
      homeTeamId: LEDGER_TEAMS[h]!.teamId,
      awayTeamId: LEDGER_TEAMS[a]!.teamId,
      homeScore: played ? hs : 0,
      awayScore: played ? as : 0,
      status: !played ? 1 : hs > as ? 3 : hs < as ? 2 : 4,
      isGameOfTheWeek: g === 0,
    });
    if (!played) return;
    const lines = [
      [h, scoring(hs)],
      [a, scoring(as)],
    ] as const;
    const [hl, al] = lines.map(([team, s]) => line(team, weekIndex, s.tds));
    lines.forEach(([team, s], side) => {
      const me = side === 0 ? hl! : al!;
      const them = side === 0 ? al! : hl!;
      const base = { ...weekly(weekIndex), scheduleId, teamId: LEDGER_TEAMS[team]!.teamId };
      const who = (slot: number) => ({ rosterId: ledgerRosterId(team, slot), fullName: exportName(team, slot) });
      out.passing!.push({
        ...base,
        ...who(0),
        statId: statId(),
        passComp: me.passComp,
        passAtt: me.passAtt,
        passYds: me.passYds,
        passTDs: me.passTDs,
        passInts: me.passInts,
        passSacks: them.sacks,
        passLongest: 40,
      });
      out.rushing!.push({
        ...base,
        ...who(1),
        statId: statId(),
        rushAtt: me.rushAtt,
        rushYds: me.rushYds,
        rushTDs: me.rushTDs,
        rushFum: 0,
        rushLongest: 22,
      });
      const wr1 = Math.ceil(me.passTDs / 2);
      const catches = [Math.ceil(me.passComp * 0.5), Math.floor(me.passComp * 0.3)];
      const yards = [Math.floor(me.passYds * 0.5), Math.floor(me.passYds * 0.3)];
      [2, 3, 4].forEach((slot, i) => {
        const c = i < 2 ? catches[i]! : me.passComp - catches[0]! - catches[1]!;
        const y = i < 2 ? yards[i]! : me.passYds - yards[0]! - yards[1]!;
        const td = i === 0 ? wr1 : i === 1 ? me.passTDs - wr1 : 0;
        out.receiving!.push({
          ...base,
          ...who(slot),
          statId: statId(),
          recCatches: c,
          recYds: y,
          recTDs: td,
          recDrops: 0,
          recLongest: 30,
        });
      });
      for (const slot of [5, 6, 7])
        out.defense!.push({
          ...base,
          ...who(slot),
          statId: statId(),
          defTotalTackles: slot === 5 ? me.tackles : slot === 6 ? 3 : 2,
          defSacks: slot === 7 ? me.sacks : 0,
          defInts: slot === 6 ? them.passInts : 0,
          defForcedFum: 0,
          defFumRec: 0,
          defTDs: 0,
          defDeflections: 1,
        });
      out.teamstats!.push({
        ...base,
        statId: statId(),
        offPassYds: me.passYds,
        offRushYds: me.rushYds,
        offTotalYds: me.passYds + me.rushYds,
        tOGiveaways: me.passInts,
      });
      out.kicking!.push({
        ...base,
        ...who(0),
        statId: statId(),
        fGMade: s.fgs,
        fGAtt: s.fgs,
        xPMade: s.tds,
        xPAtt: s.tds,
        kickPts: 3 * s.fgs + s.tds,
      });
      out.punting!.push({ ...base, ...who(0), statId: statId(), puntAtt: 3, puntYds: 130 });
    });
  });
  return {
    weekIndex,
    schedules: list("gameScheduleInfoList", out.schedules!),
    teamstats: list("teamStatInfoList", out.teamstats!),
    passing: list("playerPassingStatInfoList", out.passing!),
    rushing: list("playerRushingStatInfoList", out.rushing!),
    receiving: list("playerReceivingStatInfoList", out.receiving!),
    defense: list("playerDefensiveStatInfoList", out.defense!),
    kicking: list("playerKickingStatInfoList", out.kicking!),
    punting: list("playerPuntingStatInfoList", out.punting!),
  };
}

/** Standings after the first `weeks` weeks, sent with that week's index and the streak as its unsigned byte. */
export function ledgerStandings(weeks: number) {
  const rows = LEDGER_TEAMS.map((t) => ({
    teamId: t.teamId,
    seasonIndex: 0,
    stageIndex: 1,
    weekIndex: weeks - 1,
    divisionName: t.divName,
    totalWins: 0,
    totalLosses: 0,
    totalTies: 0,
    ptsFor: 0,
    ptsAgainst: 0,
    streak: 0,
    winLossStreak: 0,
    seed: 0,
  }));
  for (const games of LEDGER_WEEKS.slice(0, weeks))
    for (const [h, a, hs, as] of games)
      for (const [team, mine, theirs] of [
        [h, hs, as],
        [a, as, hs],
      ] as const) {
        const r = rows[team]!;
        const o = Math.sign(mine - theirs);
        if (o > 0) r.totalWins++;
        else if (o < 0) r.totalLosses++;
        else r.totalTies++;
        r.ptsFor += mine;
        r.ptsAgainst += theirs;
        r.streak = o === 0 ? 0 : Math.sign(r.streak) === o ? r.streak + o : o;
      }
  const ranked = [...rows].sort(
    (x, y) => y.totalWins - x.totalWins || y.ptsFor - y.ptsAgainst - (x.ptsFor - x.ptsAgainst),
  );
  for (const [i, r] of ranked.entries()) r.seed = i < 3 ? i + 1 : 0;
  return list(
    "teamStandingInfoList",
    rows.map(({ streak, ...r }) => ({ ...r, winLossStreak: exportedStreak(streak) })),
  );
}
