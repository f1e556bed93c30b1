// Seeded football games whose box scores add up, for the truth benchmark, the built-in writer's
// benchmark and screenshot fixtures. Pure TypeScript (no Node or Worker APIs): the same seed gives
// the same game everywhere.
//
// Exported names (stable; other branches depend on them):
//   mulberry32(seed)        → () => number in [0, 1): the PRNG every draw here uses.
//   generateGame(seed)      → GeneratedGame: two teams, a final score and player rows that support it.
//   teamPoints(scoring)     → the points a TeamScoring adds up to.
//   GeneratedGame, TeamScoring, GameQuote: the shapes returned.
//
// What "adds up" means (the unit test checks every rule for 1,000 seeds):
//   - score = 6·touchdowns + extraPoints + 2·twoPointConversions + 3·fieldGoals + 2·safeties;
//   - a team's touchdowns = its QB's passing TDs + every rushing TD of its players;
//   - a team's QB passing TDs = the receiving TDs of its players, completions = their receptions,
//     passing yards = their receiving yards, and attempts ≥ the sum of their targets;
//   - receptions ≤ targets, completions ≤ attempts, a TD needs a catch or a carry;
//   - a team's defensive interceptions = the other QB's interceptions, forced fumbles ≤ the other
//     team's fumbles;
//   - never a tie; the two teams share no word; every player name and surname is unique in a game.
import type { PlayerStat } from "../domain";

/** How one side's points were scored. */
export interface TeamScoring {
  touchdowns: number;
  extraPoints: number;
  twoPointConversions: number;
  fieldGoals: number;
  safeties: number;
}

/** A quote the author typed for a player of the game. */
export interface GameQuote {
  player: string;
  text: string;
}

export interface GeneratedGame {
  seed: number;
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  scoring: { home: TeamScoring; away: TeamScoring };
  venue: string;
  /** YYYY-MM-DD. */
  gameDate: string;
  /** Every row carries all the fields of its position (zeros included), as a box score shows them. */
  players: PlayerStat[];
  quotes: GameQuote[];
  /** The quotes as an author types them in the form's "Player quotes" field ("Name: text" lines), or null. */
  playerQuotes: string | null;
  /** The author's favourite team (one of the two, as typed in a profile), or null. */
  favoriteTeam: string | null;
  /** The author's favourite player (one of the game's), or null. */
  favoritePlayer: string | null;
}

/** mulberry32: a small, fast 32-bit PRNG; good enough for test data and fully deterministic. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const teamPoints = (s: TeamScoring) =>
  6 * s.touchdowns + s.extraPoints + 2 * s.twoPointConversions + 3 * s.fieldGoals + 2 * s.safeties;

// Invented places and nicknames; none is a demo team's word (db/seed/demo-articles.ts).
const CITIES = [
  "Cedar Hollow",
  "Ironwood",
  "Bramble Bay",
  "Silver Lake",
  "Granite Falls",
  "Marrow Point",
  "Kestrel Ridge",
  "Stonebridge",
  "Larkspur",
  "Halcyon",
  "Redfern",
  "Oak Harbor",
  "Tidewater",
  "Ashford",
  "Brightwater",
  "Fenwick",
  "Juniper Flats",
  "Coldspring",
];
const NICKNAMES = [
  "Comets",
  "Foxes",
  "Mariners",
  "Ironclads",
  "Herons",
  "Coyotes",
  "Blazers",
  "Wolves",
  "Falcons",
  "Raptors",
  "Bison",
  "Sentinels",
  "Vipers",
  "Kodiaks",
  "Stallions",
  "Owls",
];
const FIRST_NAMES = [
  "Andre",
  "Beau",
  "Cal",
  "Darius",
  "Eli",
  "Felix",
  "Gus",
  "Hector",
  "Isaiah",
  "Jalen",
  "Kofi",
  "Luca",
  "Marcus",
  "Nico",
  "Omar",
  "Pierce",
  "Quinn",
  "Rafael",
  "Silas",
  "Tobias",
  "Uriel",
  "Vaughn",
  "Wes",
  "Xavier",
  "Yusuf",
  "Zane",
];
// Surnames that are not ordinary English words, so a surname in prose is always a name.
const SURNAMES = [
  "Okafor",
  "Brewer",
  "Harlan",
  "Delacroix",
  "Vance",
  "Moreau",
  "Castillo",
  "Whitaker",
  "Nakamura",
  "Abernathy",
  "Pruitt",
  "Oduya",
  "Kowalski",
  "Lindqvist",
  "Beaumont",
  "Ferreira",
  "Hollis",
  "Sandoval",
  "Tremblay",
  "Quintero",
  "Ashby",
  "Galloway",
  "Mbatha",
  "Renfrow",
  "Stroud",
  "Iwu",
  "Petrakis",
  "Dorsey",
  "Albright",
  "Yamada",
  "Kessler",
  "Ebright",
  "Marchetti",
  "Osei",
  "Valdez",
  "Fairbanks",
];
const VENUES = ["Lakeshore Field", "Summit Stadium", "Harborview Park", "Pinegate Dome", "Riverside Bowl"];
// Number-free, injury-free, record-free lines: a quote is only ever a player's words.
const QUOTE_LINES = [
  "We trusted the plan all week.",
  "The line gave me time and I just had to deliver.",
  "That was a team win, nothing else to it.",
  "We knew they would come after us early, and we answered.",
  "Coach told us to keep swinging, so we kept swinging.",
  "I saw the lane open and I took it.",
  "Credit to them, they made us earn every yard.",
  "We have to clean some things up, but I like where we are.",
];

type Rng = () => number;
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const chance = (r: Rng, p: number) => r() < p;
const pickOne = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
/** Splits `total` into `parts` non-negative counts at random. */
function split(r: Rng, total: number, parts: number): number[] {
  const out = Array.from({ length: parts }, () => 0);
  for (let i = 0; i < total; i++) out[int(r, 0, parts - 1)]! += 1;
  return out;
}

function scoringFor(r: Rng): TeamScoring {
  const touchdowns = int(r, 0, 5);
  let extraPoints = 0;
  let twoPointConversions = 0;
  for (let i = 0; i < touchdowns; i++) {
    const roll = r();
    if (roll < 0.9) extraPoints++;
    else if (roll < 0.95) twoPointConversions++;
  }
  return { touchdowns, extraPoints, twoPointConversions, fieldGoals: int(r, 0, 4), safeties: chance(r, 0.05) ? 1 : 0 };
}

/** Picks distinct team names: no city or nickname shared, so no word of one names the other. */
function teamNames(r: Rng): [string, string] {
  const c1 = pickOne(r, CITIES);
  const n1 = pickOne(r, NICKNAMES);
  let c2 = pickOne(r, CITIES);
  while (c2 === c1) c2 = pickOne(r, CITIES);
  let n2 = pickOne(r, NICKNAMES);
  while (n2 === n1) n2 = pickOne(r, NICKNAMES);
  return [`${c1} ${n1}`, `${c2} ${n2}`];
}

interface Offense {
  rows: PlayerStat[];
  /** The QB's interceptions (the other side's defenders made them) and the team's fumbles. */
  interceptions: number;
  fumbles: number;
}

function offense(r: Rng, team: string, touchdowns: number, name: () => string, id: () => string): Offense {
  const passingTds = touchdowns === 0 ? 0 : int(r, 0, touchdowns);
  const rushingTds = touchdowns - passingTds;
  const rbCount = int(r, 1, 2);
  const wrCount = int(r, 2, 3);
  // Rushing TDs go to the QB (sometimes) and the running backs.
  const rushSplit = split(r, rushingTds, rbCount + 1);
  const qbRushTds = chance(r, 0.25) ? rushSplit[0]! : 0;
  rushSplit[1]! += rushSplit[0]! - qbRushTds;
  // Receivers: the wide receivers, and the lead running back catches passes half the time.
  const rbCatches = chance(r, 0.5);
  const receiverCount = wrCount + (rbCatches ? 1 : 0);
  const recTds = split(r, passingTds, receiverCount);
  const receiving = recTds.map((td) => {
    const receptions = Math.max(td, int(r, 1, 9));
    const receivingYards = sum(Array.from({ length: receptions }, () => int(r, 3, 22)));
    const targets = receptions + int(r, 0, 4);
    return { receptions, receivingYards, receivingTouchdowns: td, targets };
  });
  const rushing = (tds: number, lo: number, hi: number) => {
    const carries = Math.max(tds, int(r, lo, hi));
    const rushingYards = sum(Array.from({ length: carries }, () => int(r, -2, 9)));
    return { carries, rushingYards, rushingTouchdowns: tds };
  };

  const rows: PlayerStat[] = [];
  const completions = sum(receiving.map((x) => x.receptions));
  const interceptions = chance(r, 0.55) ? 0 : int(r, 1, 3);
  const qb: PlayerStat = {
    id: id(),
    name: name(),
    team,
    position: "QB",
    completions,
    attempts: sum(receiving.map((x) => x.targets)) + int(r, 0, 4) + interceptions,
    passingYards: sum(receiving.map((x) => x.receivingYards)),
    passingTouchdowns: passingTds,
    interceptions,
  };
  if (qbRushTds > 0 || chance(r, 0.4)) Object.assign(qb, rushing(qbRushTds, 1, 7));
  rows.push(qb);
  let fumbles = 0;
  for (let i = 0; i < rbCount; i++) {
    const f = chance(r, 0.15) ? 1 : 0;
    fumbles += f;
    const rb: PlayerStat = {
      id: id(),
      name: name(),
      team,
      position: "RB",
      ...rushing(rushSplit[i + 1]!, 4, 24),
      fumbles: f,
    };
    if (i === 0 && rbCatches) Object.assign(rb, receiving[wrCount]!);
    rows.push(rb);
  }
  for (let i = 0; i < wrCount; i++) rows.push({ id: id(), name: name(), team, position: "WR", ...receiving[i]! });
  return { rows, interceptions, fumbles };
}

function defense(r: Rng, team: string, opponent: Offense, name: () => string, id: () => string): PlayerStat[] {
  const count = int(r, 2, 3);
  const picks = split(r, opponent.interceptions, count);
  const forced = split(r, int(r, 0, opponent.fumbles), count);
  return picks.map((p, i) => ({
    id: id(),
    name: name(),
    team,
    position: "DEF",
    tackles: int(r, 2, 12),
    sacks: chance(r, 0.6) ? 0 : int(r, 1, 3),
    defensiveInterceptions: p,
    forcedFumbles: forced[i]!,
  }));
}

export function generateGame(seed: number): GeneratedGame {
  const r = mulberry32(seed);
  const [homeTeam, awayTeam] = teamNames(r);
  const home = scoringFor(r);
  const away = scoringFor(r);
  if (teamPoints(home) === teamPoints(away)) (chance(r, 0.5) ? home : away).fieldGoals += 1;

  const firsts = new Set<string>();
  const lasts = new Set<string>();
  const name = () => {
    // Unique first names and surnames, so a surname alone always names one player.
    let first = pickOne(r, FIRST_NAMES);
    while (firsts.has(first)) first = pickOne(r, FIRST_NAMES);
    let last = pickOne(r, SURNAMES);
    while (lasts.has(last)) last = pickOne(r, SURNAMES);
    firsts.add(first);
    lasts.add(last);
    return `${first} ${last}`;
  };
  let n = 0;
  const id = () => `g${seed}-p${++n}`;

  const homeOffense = offense(r, homeTeam, home.touchdowns, name, id);
  const awayOffense = offense(r, awayTeam, away.touchdowns, name, id);
  const players = [
    ...homeOffense.rows,
    ...defense(r, homeTeam, awayOffense, name, id),
    ...awayOffense.rows,
    ...defense(r, awayTeam, homeOffense, name, id),
  ];

  const quoteCount = int(r, 0, 2);
  const quoted = new Set<string>();
  const quotes: GameQuote[] = [];
  for (let i = 0; i < quoteCount; i++) {
    const player = pickOne(r, players).name;
    if (quoted.has(player)) continue;
    quoted.add(player);
    quotes.push({ player, text: pickOne(r, QUOTE_LINES) });
  }
  const favoriteTeam = chance(r, 0.5) ? pickOne(r, [homeTeam, awayTeam]) : null;
  const favoritePlayer = chance(r, 0.3) ? pickOne(r, players).name : null;

  return {
    seed,
    homeTeam,
    awayTeam,
    homeScore: teamPoints(home),
    awayScore: teamPoints(away),
    scoring: { home, away },
    venue: pickOne(r, VENUES),
    gameDate: `2026-${String(int(r, 9, 12)).padStart(2, "0")}-${String(int(r, 1, 28)).padStart(2, "0")}`,
    players,
    quotes,
    playerQuotes: quotes.length ? quotes.map((q) => `${q.player}: ${q.text}`).join("\n") : null,
    favoriteTeam,
    favoritePlayer,
  };
}
