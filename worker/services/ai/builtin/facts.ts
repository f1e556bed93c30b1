// What the data says about this game: who won and how (the game's shape), each side's totals
// computed from the player rows, and each leader's line with the verdict the thresholds allow.
// The writer states nothing about a game that is not read from here or typed by the author.
import type { PlayerStat } from "../../../../db/domain";
import type { ArticleBrief } from "../types";
import { SHAPES, THRESHOLDS as T } from "./thresholds";

export type Shape = "tie" | "upset" | "blowout" | "shootout" | "defensive" | "one-score" | "comfortable";
export type Verdict = "good" | "poor" | "plain";

export interface Side {
  name: string;
  /** The nickname ("Lumberjacks"), or the full name when the nicknames clash. */
  short: string;
  score: number;
  rows: PlayerStat[];
  /** Sums over the side's rows; null when no row carries the stat. */
  passingYards: number | null;
  rushingYards: number | null;
  interceptionsThrown: number;
  fumbles: number;
  sacks: number | null;
  interceptionsMade: number;
  forcedFumbles: number;
}

/** A leader's row with the verdict the thresholds give it and the numbers that justify it. */
export interface Leader {
  row: PlayerStat;
  side: Side | null;
  verdict: Verdict;
  /** Completion percentage (QB) and yards per carry (runner), to one decimal; null when not judged. */
  rate: number | null;
}

export interface Leaders {
  qb?: Leader;
  runner?: Leader;
  receiver?: Leader;
  defender?: Leader;
}

export interface GameFacts {
  tie: boolean;
  /** In a tie, the home side. */
  winner: Side;
  /** In a tie, the away side. */
  loser: Side;
  margin: number;
  shape: Shape;
  /** The side the author's text calls the favourite, when it names exactly one. */
  favourite: Side | null;
  leaders: { winner: Leaders; loser: Leaders; other: Leaders };
  /** Whether any player row was given (thin data makes a shorter story). */
  hasPlayers: boolean;
  /** A stable string of the game's facts, for choosing phrasing. */
  key: string;
}

export const n = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const sumOf = (rows: PlayerStat[], k: keyof PlayerStat) => rows.reduce((s, p) => s + n(p[k] as number | undefined), 0);
const sumOrNull = (rows: PlayerStat[], k: keyof PlayerStat) =>
  rows.some((p) => typeof p[k] === "number") ? sumOf(rows, k) : null;
const norm = (s: string) => s.trim().toLowerCase();

export const nickname = (team: string) => team.trim().split(/\s+/).at(-1) ?? team;

function side(name: string, short: string, score: number, rows: PlayerStat[]): Side {
  const defenders = rows.filter((p) => p.position === "DEF");
  return {
    name,
    short,
    score,
    rows,
    passingYards: sumOrNull(
      rows.filter((p) => p.position === "QB"),
      "passingYards",
    ),
    rushingYards: sumOrNull(rows, "rushingYards"),
    interceptionsThrown: sumOf(rows, "interceptions"),
    fumbles: sumOf(rows, "fumbles"),
    sacks: sumOrNull(defenders, "sacks"),
    interceptionsMade: sumOf(defenders, "defensiveInterceptions"),
    forcedFumbles: sumOf(defenders, "forcedFumbles"),
  };
}

const pct = (a: number, b: number) => (b > 0 ? a / b : 0);
const round1 = (v: number) => Math.round(v * 10) / 10;

export function qbVerdict(p: PlayerStat): Verdict {
  const att = n(p.attempts);
  const rate = pct(n(p.completions), att);
  if (n(p.interceptions) >= T.poorGiveaways || (att >= T.minAttempts && rate < T.poorCompletionRate)) return "poor";
  if (att >= T.minAttempts && rate >= T.goodCompletionRate) return "good";
  if (n(p.passingTouchdowns) >= T.goodPassingTouchdowns && n(p.interceptions) === 0) return "good";
  return "plain";
}

/** Yards per carry, yards, touchdowns and a back's fumbles, read together (thresholds.ts). */
export function runnerVerdict(p: PlayerStat): Verdict {
  const enough = n(p.carries) >= T.minCarries;
  const ypc = pct(n(p.rushingYards), n(p.carries));
  if (enough && ypc < T.poorYardsPerCarry && n(p.rushingTouchdowns) < T.rushingTouchdownsNeverPoor) return "poor";
  const productive = (enough && ypc >= T.goodYardsPerCarry) || n(p.rushingYards) >= T.goodRushingYards;
  const fumbled = n(p.fumbles) >= 1 && p.position === "RB";
  return productive && !fumbled ? "good" : "plain";
}

export function receiverVerdict(p: PlayerStat): Verdict {
  const targets = n(p.targets);
  const rate = pct(n(p.receptions), targets);
  if (targets >= T.minTargets && rate < T.poorCatchRate) return "poor";
  if (targets >= T.minTargets && rate >= T.goodCatchRate) return "good";
  if (n(p.receivingYards) >= T.goodReceivingYards) return "good";
  return "plain";
}

export function defenderVerdict(p: PlayerStat): Verdict {
  const takeaway = n(p.defensiveInterceptions) + n(p.forcedFumbles) > 0;
  return takeaway || n(p.sacks) >= T.goodSacks || n(p.tackles) >= T.goodTackles ? "good" : "plain";
}

const top = (rows: PlayerStat[], score: (p: PlayerStat) => number) =>
  rows.filter((p) => score(p) > 0).sort((a, b) => score(b) - score(a))[0];

function leadersOf(rows: PlayerStat[], s: Side | null): Leaders {
  const out: Leaders = {};
  const qb = top(
    rows.filter((p) => p.position === "QB"),
    (p) => n(p.attempts) + n(p.passingYards),
  );
  if (qb) {
    const judged = n(qb.attempts) >= T.minAttempts;
    out.qb = {
      row: qb,
      side: s,
      verdict: qbVerdict(qb),
      rate: judged ? round1(pct(n(qb.completions), n(qb.attempts)) * 100) : null,
    };
  }
  const runner =
    top(
      rows.filter((p) => p.position !== "QB"),
      (p) => n(p.rushingYards) + n(p.rushingTouchdowns),
    ) ?? top(rows, (p) => n(p.rushingYards));
  if (runner && runner !== qb)
    out.runner = {
      row: runner,
      side: s,
      verdict: runnerVerdict(runner),
      rate: n(runner.carries) > 0 ? round1(pct(n(runner.rushingYards), n(runner.carries))) : null,
    };
  const receiver = top(rows, (p) => n(p.receivingYards) + n(p.receptions));
  if (receiver && receiver !== out.runner?.row)
    out.receiver = {
      row: receiver,
      side: s,
      verdict: receiverVerdict(receiver),
      // Yards per catch: what a verdict can add when there are no targets (an export has none).
      rate: n(receiver.receptions) > 0 ? round1(pct(n(receiver.receivingYards), n(receiver.receptions))) : null,
    };
  const defender = top(
    rows.filter((p) => p.position === "DEF"),
    (p) => n(p.tackles) + 3 * n(p.sacks) + 4 * n(p.defensiveInterceptions) + 3 * n(p.forcedFumbles),
  );
  if (defender) out.defender = { row: defender, side: s, verdict: defenderVerdict(defender), rate: null };
  return out;
}

/** A sentence of the author's that names one side as the favourite (favoured, favourite, favorite). */
function typedFavourite(b: ArticleBrief, sides: Side[]): Side | null {
  const typed = [b.details, b.gameSummary, b.keyMoments].filter(Boolean).join(" ");
  const named = new Set<Side>();
  for (const sentence of typed.split(/(?<=[.!?])\s+/))
    if (/\bfavou?r(?:ed|ite|ites)\b/i.test(sentence))
      for (const s of sides) if (sentence.toLowerCase().includes(norm(s.short))) named.add(s);
  return named.size === 1 ? [...named][0]! : null;
}

export function gameFacts(b: ArticleBrief): GameFacts {
  const homeName = b.homeTeam?.trim() || "home side";
  const awayName = b.awayTeam?.trim() || "visitors";
  const clash = norm(nickname(homeName)) === norm(nickname(awayName));
  const shortOf = (t: string) => (clash ? t : nickname(t));
  const onTeam = (p: PlayerStat, t: string) => {
    const team = norm(p.team);
    return team !== "" && (team === norm(t) || (!clash && team === norm(nickname(t))));
  };
  const home = side(
    homeName,
    shortOf(homeName),
    b.homeScore,
    b.players.filter((p) => onTeam(p, homeName)),
  );
  const away = side(
    awayName,
    shortOf(awayName),
    b.awayScore,
    b.players.filter((p) => onTeam(p, awayName)),
  );
  const tie = b.homeScore === b.awayScore;
  const [winner, loser] = b.awayScore > b.homeScore ? [away, home] : [home, away];
  const margin = winner.score - loser.score;
  const favourite = typedFavourite(b, [home, away]);
  const shape: Shape = tie
    ? "tie"
    : favourite === loser
      ? "upset"
      : margin >= SHAPES.blowout
        ? "blowout"
        : margin <= SHAPES.close
          ? "one-score"
          : loser.score >= SHAPES.shootoutEach
            ? "shootout"
            : winner.score <= SHAPES.defensiveWinner
              ? "defensive"
              : margin <= SHAPES.oneScore
                ? "one-score"
                : "comfortable";
  const other = b.players.filter((p) => !home.rows.includes(p) && !away.rows.includes(p));
  return {
    tie,
    winner,
    loser,
    margin,
    shape,
    favourite,
    leaders: {
      winner: leadersOf(winner.rows, winner),
      loser: leadersOf(loser.rows, loser),
      other: leadersOf(other, null),
    },
    hasPlayers: b.players.length > 0,
    key: [homeName, awayName, b.homeScore, b.awayScore, ...b.players.map((p) => p.name)].join("|"),
  };
}
