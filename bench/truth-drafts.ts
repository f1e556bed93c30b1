// The truth benchmark's own writer: correct recaps of a generated game in varied phrasing, and the
// same recap with exactly one injected error of a named class. Deliberately independent of the
// built-in writer, so the checker is measured on prose it was not shaped around.
import type { PlayerStat } from "../db/domain";
import { type GeneratedGame, mulberry32 } from "../db/seed/games";
import type { ArticleBrief } from "../worker/services/ai/types";

type Rng = () => number;
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
export function inWords(n: number): string {
  if (n < 20) return WORDS[n]!;
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${WORDS[n % 10]}` : ""}`;
  return String(n);
}
/** A count as digits or words, at random (words only below one hundred). */
const count = (r: Rng, n: number) => (n >= 0 && n < 100 && r() < 0.4 ? inWords(n) : String(n));
const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);
const surname = (p: PlayerStat) => p.name.split(" ").at(-1)!;
const nickname = (team: string) => team.split(" ").at(-1)!;

export function briefFromGame(g: GeneratedGame, persona: ArticleBrief["persona"], articleId: number): ArticleBrief {
  return {
    articleId,
    type: "game_recap",
    persona,
    title: `${g.homeTeam} vs ${g.awayTeam}`,
    leagueName: "OGLeague25",
    category: null,
    gameDate: g.gameDate,
    details: "",
    homeTeam: g.homeTeam,
    awayTeam: g.awayTeam,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    venue: g.venue,
    players: g.players,
    playerQuotes: g.playerQuotes,
    keyMoments: null,
    gameSummary: null,
    injuries: null,
    bigPlays: null,
  };
}

interface Result {
  winner: string;
  loser: string;
  hi: number;
  lo: number;
}
const resultOf = (g: GeneratedGame): Result =>
  g.homeScore > g.awayScore
    ? { winner: g.homeTeam, loser: g.awayTeam, hi: g.homeScore, lo: g.awayScore }
    : { winner: g.awayTeam, loser: g.homeTeam, hi: g.awayScore, lo: g.homeScore };

function lede(r: Rng, x: Result): string {
  const margin = x.hi - x.lo;
  return pick(r, [
    `The ${x.winner} beat the ${x.loser} ${x.hi}-${x.lo}.`,
    `The ${x.winner} defeated the ${x.loser} ${x.hi}–${x.lo} on Sunday.`,
    `The ${x.loser} fell to the ${x.winner} ${x.hi} to ${x.lo}.`,
    `The ${x.winner} held off the ${x.loser}, ${x.hi}-${x.lo}, winning by ${count(r, margin)}.`,
    `It finished ${x.hi}—${x.lo}, a ${margin}-point win for the ${x.winner} over the ${x.loser}.`,
    `The ${nickname(x.winner)} topped the ${nickname(x.loser)} by ${margin} ${plural(margin, "point")}, ${x.hi}-${x.lo}.`,
  ]);
}

function qbLine(r: Rng, p: PlayerStat): string {
  const c = p.completions!;
  const a = p.attempts!;
  const y = p.passingYards!;
  const td = p.passingTouchdowns!;
  const pct = a ? Math.round((c / a) * 1000) / 10 : 0;
  const tds =
    td === 1
      ? pick(r, ["a touchdown", "one touchdown", "a single touchdown pass"])
      : `${count(r, td)} touchdown passes`;
  return pick(r, [
    `${p.name} went ${c}-of-${a} for ${y} yards and ${tds}.`,
    `${p.name} completed ${c} of ${a} passes for ${y} yards.`,
    `${p.name} of the ${p.team} threw for ${y} yards and ${tds}.`,
    `${p.team} quarterback ${p.name} finished ${c}-of-${a} with ${y} passing yards.`,
    `${p.name} (${p.team}) completed ${pct}% of his passes for ${y} yards.`,
    `${surname(p)} was ${count(r, c)} of ${count(r, a)} passing for ${y} yards and threw ${count(r, p.interceptions!)} ${plural(p.interceptions!, "interception")}.`,
    `${surname(p)}'s ${y} passing yards kept the ${nickname(p.team)} moving.`,
    `Under center, ${p.name} completed ${c} passes on ${a} attempts.`,
    `${p.name} threw for ${y} yards. He finished ${c}-of-${a}.`,
  ]);
}

function rbLine(r: Rng, p: PlayerStat): string {
  const car = p.carries!;
  const y = p.rushingYards!;
  const td = p.rushingTouchdowns!;
  const ypc = car ? Math.round((y / car) * 10) / 10 : 0;
  const tds =
    td === 0
      ? ""
      : td === 1
        ? pick(r, [" and a touchdown", " and his lone touchdown"])
        : ` and ${count(r, td)} touchdowns`;
  return pick(r, [
    `${p.name} carried ${count(r, car)} times for ${y} yards${tds}.`,
    `${p.name} rushed for ${y} yards on ${count(r, car)} ${plural(car, "carry", "carries")}${tds}.`,
    `${p.team}'s ${p.name} ran for ${y} yards, ${ypc} yards per carry.`,
    `${surname(p)} finished with ${y} rushing yards on ${car} ${plural(car, "carry", "carries")}.`,
    `On the ground, ${p.name} picked up ${y} yards on ${car} ${plural(car, "carry", "carries")}.`,
    `${p.name} added ${y} yards rushing for the ${nickname(p.team)}.`,
  ]);
}

function wrLine(r: Rng, p: PlayerStat): string {
  const rec = p.receptions!;
  const y = p.receivingYards!;
  const td = p.receivingTouchdowns!;
  const catches =
    rec === 12 && r() < 0.5
      ? "a dozen catches"
      : rec === 2 && r() < 0.5
        ? "a pair of catches"
        : `${count(r, rec)} ${plural(rec, "catch", "catches")}`;
  const tds = td === 0 ? "" : td === 1 ? " and a touchdown" : ` and ${count(r, td)} touchdowns`;
  return pick(r, [
    `${p.name} caught ${count(r, rec)} ${plural(rec, "pass", "passes")} for ${y} yards${tds}.`,
    `${p.name} had ${catches} for ${y} yards on ${p.targets} targets.`,
    `${p.name} of the ${p.team} hauled in ${rec} of ${p.targets} targets for ${y} yards.`,
    `${surname(p)} finished with ${y} receiving yards${tds}.`,
    `${p.name} was targeted ${count(r, p.targets!)} times and caught ${count(r, rec)}.`,
    `With ${rec} ${plural(rec, "catch", "catches")} for ${y} yards, ${p.name} gave the ${nickname(p.team)} a target.`,
  ]);
}

function defLine(r: Rng, p: PlayerStat, qb: PlayerStat | undefined): string {
  const tk = p.tackles!;
  const sk = p.sacks!;
  const picks = p.defensiveInterceptions!;
  const tackles = tk === 12 && r() < 0.5 ? "a dozen tackles" : `${count(r, tk)} ${plural(tk, "tackle")}`;
  if (picks > 0 && qb && r() < 0.6)
    return picks === 1
      ? `${p.name} intercepted ${qb.name} once and made ${tackles}.`
      : `${p.name} picked off ${qb.name} ${picks === 2 ? "twice" : `${count(r, picks)} times`}.`;
  return pick(r, [
    `${p.name} had ${tackles} and ${count(r, sk)} ${plural(sk, "sack")}.`,
    `${p.team} linebacker ${p.name} recorded ${tackles}.`,
    `${p.name} made ${tackles} for the ${p.team}.`,
    `${p.name} led the ${nickname(p.team)} defense with ${tackles}.`,
    `${surname(p)} finished with ${count(r, sk)} ${plural(sk, "sack")} and ${tackles}.`,
  ]);
}

export interface Draft {
  text: string;
  sentences: string[];
}

/** A correct recap: every sentence true of the game. */
export function correctDraft(g: GeneratedGame, variant: number): Draft {
  const r = mulberry32(g.seed * 7919 + variant);
  const x = resultOf(g);
  const s: string[] = [lede(r, x)];
  if (r() < 0.3) s.push(`The two sides combined for ${x.hi + x.lo} points.`);
  if (r() < 0.3)
    s.push(
      pick(r, [
        `The ${nickname(x.loser)} scored ${x.lo}.`,
        `The ${x.winner} held the ${x.loser} to ${x.lo} points.`,
        `It was the ${nickname(x.winner)}' day.`,
      ]),
    );
  if (r() < 0.3) {
    const team = pick(r, [g.homeTeam, g.awayTeam]);
    const rush = g.players.filter((p) => p.team === team).reduce((a, p) => a + (p.rushingYards ?? 0), 0);
    s.push(`As a team, the ${nickname(team)} ran for ${rush} yards.`);
  }
  const qbs = g.players.filter((p) => p.position === "QB");
  for (const p of g.players) {
    if (r() < 0.3) continue;
    const otherQb = qbs.find((q) => q.team !== p.team);
    if (p.position === "QB") s.push(qbLine(r, p));
    else if (p.position === "RB") s.push(rbLine(r, p));
    else if (p.position === "WR") s.push(wrLine(r, p));
    else s.push(defLine(r, p, otherQb));
  }
  for (const q of g.quotes)
    s.push(
      r() < 0.5 ? `${q.player} said: "${q.text}"` : `"${q.text}" said ${surname({ name: q.player } as PlayerStat)}.`,
    );
  return { text: s.join(" "), sentences: s };
}

export const ERROR_CLASSES = [
  "swapped yardage",
  "wrong winner",
  "touchdown to wrong player",
  "player on wrong team",
  "wrong defender interception",
  "number-word miscount",
  "a dozen / a pair wrong",
  "wrong score (any format)",
  "wrong margin",
  "wrong completions",
  "invented halftime score",
  "invented quote",
  "invented injury",
  "invented streak",
  "invented surname",
] as const;
export type ErrorClass = (typeof ERROR_CLASSES)[number];

// None of these is in the generator's name lists or a persona's name (the brief names its writer, whom the
// checker lets the draft name: "Okonkwo", the X's and O's specialist, was here), so each is a name in no input.
const OUTSIDE_SURNAMES = [
  "Thibodeaux",
  "Kowalczyk",
  "Villanueva",
  "Haverford",
  "Szymanski",
  "Adeyemi",
  "Lachance",
  "Gutierrez",
];

/** The correct draft with one false sentence added (or one true sentence made false). */
export function draftWithError(g: GeneratedGame, cls: ErrorClass, variant: number): string | null {
  const r = mulberry32(g.seed * 104729 + variant);
  const base = correctDraft(g, variant).sentences;
  const x = resultOf(g);
  const by = (pos: PlayerStat["position"]) => g.players.filter((p) => p.position === pos);
  const add = (sentence: string) => [...base, sentence].join(" ");
  const other = (p: PlayerStat) => (p.team === g.homeTeam ? g.awayTeam : g.homeTeam);
  switch (cls) {
    case "swapped yardage": {
      const rb = pick(r, by("RB"));
      const own = new Set([rb.rushingYards, rb.receivingYards, (rb.rushingYards ?? 0) + (rb.receivingYards ?? 0)]);
      const theirs = g.players
        .flatMap((p) => [p.receivingYards, p.rushingYards])
        .filter((v): v is number => v !== undefined && !own.has(v));
      if (!theirs.length) return null;
      return add(`${rb.name} carried ${rb.carries} times for ${pick(r, theirs)} yards.`);
    }
    case "wrong winner":
      return [lede(r, { ...x, winner: x.loser, loser: x.winner }), ...base.slice(1)].join(" ");
    case "touchdown to wrong player": {
      const dry = by("WR").filter((p) => p.receivingTouchdowns === 0);
      if (dry.length)
        return add(
          pick(r, [`${pick(r, dry).name} caught a touchdown pass.`, `${pick(r, dry).name} finished with a touchdown.`]),
        );
      const wr = pick(r, by("WR"));
      return add(`${wr.name} caught ${count(r, wr.receivingTouchdowns! + 1)} touchdown passes.`);
    }
    case "player on wrong team": {
      const p = pick(r, g.players);
      return add(
        pick(r, [
          `${p.name} of the ${other(p)} was everywhere.`,
          `${other(p)} standout ${p.name} kept pushing.`,
          `${nickname(other(p))}' ${p.name} never let up.`,
        ]),
      );
    }
    case "wrong defender interception": {
      const clean = by("DEF").filter((p) => p.defensiveInterceptions === 0);
      if (!clean.length) return null;
      const d = pick(r, clean);
      return add(
        pick(r, [
          `${d.name} intercepted a pass.`,
          `${d.name} had an interception.`,
          `${d.name} came up with two interceptions.`,
        ]),
      );
    }
    case "number-word miscount": {
      const d = pick(r, by("DEF"));
      const wrong = d.tackles! + pick(r, [-2, -1, 1, 2, 3]);
      return add(`${d.name} finished with ${inWords(Math.max(0, wrong === d.tackles ? wrong + 1 : wrong))} tackles.`);
    }
    case "a dozen / a pair wrong": {
      const d = pick(
        r,
        by("DEF")
          .filter((p) => p.tackles !== 12)
          .concat(by("WR").filter((p) => p.receptions !== 2)),
      );
      return add(d.position === "DEF" ? `${d.name} made a dozen tackles.` : `${d.name} had a pair of catches.`);
    }
    case "wrong score (any format)": {
      const lo = x.lo + pick(r, [1, 2, 3, 4, 7]);
      const fmt = pick(r, [`${x.hi}-${lo}`, `${x.hi}–${lo}`, `${x.hi}—${lo}`, `${x.hi} to ${lo}`]);
      return add(`The final was ${fmt}.`);
    }
    case "wrong margin": {
      const m = x.hi - x.lo + pick(r, [1, 2, 3, 4]);
      return add(pick(r, [`The ${x.winner} won by ${count(r, m)}.`, `It was a ${m}-point victory.`]));
    }
    case "wrong completions": {
      const qb = pick(r, by("QB"));
      return add(`${qb.name} went ${qb.completions! + 1}-of-${qb.attempts! + 1} on the day.`);
    }
    case "invented halftime score":
      return add(
        pick(r, [
          `The ${x.winner} led 14-3 at halftime.`,
          `It was 10-7 at the half.`,
          `The ${x.loser} trailed 21-10 at the break.`,
        ]),
      );
    case "invented quote": {
      const p = pick(r, g.players);
      return add(
        pick(r, [
          `${p.name} said: "We are going all the way this year."`,
          `"Nobody believed in us," said ${surname(p)}.`,
        ]),
      );
    }
    case "invented injury": {
      const p = pick(r, g.players);
      return add(
        pick(r, [
          `${p.name} left the game with an ankle injury.`,
          `${surname(p)} limped off in the second half.`,
          `${p.name} was sidelined by a hamstring problem.`,
        ]),
      );
    }
    case "invented streak":
      return add(
        pick(r, [
          `The win extended the ${nickname(x.winner)}' winning streak.`,
          `The ${x.winner} have now won three in a row.`,
          `The ${x.loser} dropped their fourth straight game.`,
        ]),
      );
    case "invented surname": {
      const name = pick(r, OUTSIDE_SURNAMES);
      return add(
        pick(r, [`${name} added a late catch.`, `${name} caught two passes.`, `${name}'s block sprang the play.`]),
      );
    }
  }
}
