// The grounding check run on every draft before it is published: every number must come from the
// inputs (or a simple derivation of them) and every person named must be in the player rows, the
// quotes, the teams or the author's own text. A draft that fails is never published as is.
import { type PlayerStat, STAT_KEYS } from "../../../db/domain";
import type { ArticleBrief } from "./types";

export interface GroundingResult {
  ok: boolean;
  problems: string[];
}

/** Free-text inputs: anything they state may be repeated. */
const inputTexts = (b: ArticleBrief) =>
  [
    b.title,
    b.details,
    b.homeTeam,
    b.awayTeam,
    b.venue,
    b.leagueName,
    b.gameDate,
    b.playerQuotes,
    b.keyMoments,
    b.gameSummary,
    b.injuries,
    b.bigPlays,
    b.persona.name,
    ...b.players.flatMap((p) => [p.name, p.team]),
  ].filter((t): t is string => Boolean(t?.trim()));

// ---------- numbers ----------

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
const ONES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/** Number words that are football vocabulary, not facts ("two-minute drill", "two-point try"). */
const IDIOM_AFTER = /^-(?:point|minute|man|way|deep|high|level|score|possession|yard line)\b/i;

/** Digits (1,024 / 4.5 / the parts of 24-17), and number words; ordinals up to 4th (quarters, downs) are vocabulary. */
export function numbersIn(text: string): { value: number; raw: string }[] {
  const out: { value: number; raw: string }[] = [];
  for (const m of text.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 2).toLowerCase();
    const value = Number(m[0].replace(/,/g, ""));
    if (/^(st|nd|rd|th)/.test(after) && value <= 4) continue;
    out.push({ value, raw: m[0] });
  }
  for (const m of text.matchAll(
    /\b(twenty|thirty|forty|fifty|[a-z]+teen|eleven|twelve|ten|two|three|four|five|six|seven|eight|nine)(?:-(one|two|three|four|five|six|seven|eight|nine))?\b/gi,
  )) {
    const base = NUMBER_WORDS[m[1]!.toLowerCase()];
    if (base === undefined) continue;
    const rest = text.slice(m.index + m[0].length);
    if (!m[2] && IDIOM_AFTER.test(rest)) continue;
    out.push({ value: base + (m[2] ? (ONES[m[2].toLowerCase()] ?? 0) : 0), raw: m[0] });
  }
  return out;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every number the inputs state, plus margins, totals, sums per team and simple per-player rates. */
export function allowedNumbers(b: ArticleBrief): Set<number> {
  const allowed = new Set<number>();
  const add = (n: number) => {
    if (Number.isFinite(n)) allowed.add(round1(n));
  };
  for (const t of inputTexts(b)) for (const { value } of numbersIn(t)) add(value);
  add(b.homeScore);
  add(b.awayScore);
  add(Math.abs(b.homeScore - b.awayScore));
  add(b.homeScore + b.awayScore);
  const teams = new Map<string, PlayerStat[]>();
  for (const p of b.players) {
    const key = p.team.trim().toLowerCase();
    teams.set(key, [...(teams.get(key) ?? []), p]);
    const v = (k: (typeof STAT_KEYS)[number]) => p[k] ?? 0;
    for (const k of STAT_KEYS) if (p[k] !== undefined) add(p[k]!);
    add(v("passingTouchdowns") + v("rushingTouchdowns") + v("receivingTouchdowns"));
    add(v("passingYards") + v("rushingYards") + v("receivingYards"));
    add(v("rushingYards") + v("receivingYards"));
    add(v("interceptions") + v("fumbles"));
    add(v("defensiveInterceptions") + v("forcedFumbles"));
    if (v("attempts") > 0) {
      const pct = (v("completions") / v("attempts")) * 100;
      add(Math.round(pct));
      add(round1(pct));
      add(round1(v("passingYards") / v("attempts")));
    }
    if (v("carries") > 0) add(round1(v("rushingYards") / v("carries")));
    if (v("receptions") > 0) add(round1(v("receivingYards") / v("receptions")));
  }
  for (const rows of teams.values())
    for (const k of STAT_KEYS) if (rows.some((p) => p[k] !== undefined)) add(rows.reduce((s, p) => s + (p[k] ?? 0), 0));
  for (const k of STAT_KEYS)
    if (b.players.some((p) => p[k] !== undefined)) add(b.players.reduce((s, p) => s + (p[k] ?? 0), 0));
  return allowed;
}

// ---------- names ----------

/**
 * Capitalised words that are not people: sentence starters, function words, calendar words,
 * positions and football vocabulary. A run of capitalised words left after removing these must be
 * made of words from the inputs.
 */
const COMMON = new Set(
  `a an the and but or nor so yet for in on at by with from to of as after before when while without within
  this that these those it its he she they we you i his her their our my your him them us me there here
  what who whom why how where which whose then now still even just not no yes all every each both either
  neither one some any many much more most few less least other another such only also again ever never
  always once if though although because since until unless than over under into onto upon about around
  through across against between behind beyond during toward towards up down out off
  is are was were be been being has have had do does did will would can could should may might must
  let let's here's there's that's it's what's who's don't didn't can't won't isn't wasn't
  oh whoa wow boom yes well look listen okay ok good great final finally meanwhile later afterward afterwards
  today tonight yesterday tomorrow morning afternoon evening night
  monday tuesday wednesday thursday friday saturday sunday
  january february march april may june july august september october november december
  week weeks game games season seasons preseason postseason playoff playoffs championship title bowl super pro
  hall fame hail mary red zone end quarter half halftime overtime ot
  first second third fourth fifth last next
  coach coaches head offensive defensive special teams team coordinator staff front office owner gm
  quarterback quarterbacks running back backs receiver receivers wide tight linebacker linebackers
  cornerback cornerbacks safety safeties kicker punter lineman linemen tackle guard center edge rusher
  rookie rookies veteran veterans captain captains starter starters mvp
  league leagues sources source franchise breaking news scoop report update trade trades signing draft
  injury contract coaching awards rumor rumors general
  qb qbs rb rbs wr wrs te def dl ol lb cb fb k p st td tds int ints yds
  touchdown touchdowns interception interceptions fumble fumbles sack sacks yards yard field goal
  final score box stats stat verdict bottom line put stop hold give scheme situational execution momentum
  some games nobody neither smiles bodies tape scoop sources`.split(/\s+/),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}'’-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, "").replace(/['’]s$/, ""))
    .filter(Boolean);

/** Runs of capitalised words; `atStart` when the run opens a sentence, a quote or a line. */
export function capitalisedRuns(text: string): { run: string[]; atStart: boolean }[] {
  const out: { run: string[]; atStart: boolean }[] = [];
  let run: string[] = [];
  let runAtStart = false;
  let nextIsStart = true;
  const flush = () => {
    if (run.length) out.push({ run, atStart: runAtStart });
    run = [];
  };
  for (const line of text.split(/\n+/)) {
    flush();
    nextIsStart = true;
    for (const raw of line.split(/\s+/).filter(Boolean)) {
      const leading = raw.match(/^["“‘'([]+/)?.[0] ?? "";
      const trailing = raw.match(/[,;:.!?"”’')\]—-]+$/)?.[0] ?? "";
      const core = raw.slice(leading.length, raw.length - trailing.length).replace(/['’]s$/, "");
      const isStart = nextIsStart || leading.length > 0;
      // Acronyms (NFL, MVP, QB) are vocabulary, not people.
      const capitalised = /^\p{Lu}/u.test(core) && !/^[\p{Lu}\d]{2,5}$/u.test(core);
      if (capitalised) {
        if (leading) flush();
        if (!run.length) runAtStart = isStart;
        run.push(core);
      } else {
        flush();
      }
      if (trailing) flush();
      nextIsStart = /[.!?:]/.test(trailing) || (core === "" && leading.length > 0);
    }
  }
  flush();
  return out;
}

const scoreLines = (text: string) =>
  [...text.matchAll(/(?<![\d.,-])(\d{1,3})[-–](\d{1,3})(?![\d-])/g)].map((m) => `${m[1]}-${m[2]}`);

export function checkGrounding(text: string, brief: ArticleBrief): GroundingResult {
  const problems: string[] = [];
  const seen = new Set<string>();
  const report = (p: string) => {
    if (!seen.has(p)) {
      seen.add(p);
      problems.push(p);
    }
  };

  // The persona's own style may name the game edition ("season-26"); that is not a game fact.
  const styleEditions = brief.persona.style.match(/season[- ]\d+/gi) ?? [];
  let scrubbed = text;
  for (const e of styleEditions) scrubbed = scrubbed.split(e).join(" ");

  // A score line ("31-20") must be the final score or one the inputs state, even when each
  // number on its own appears somewhere else in the box score.
  const finalScores = [`${brief.homeScore}-${brief.awayScore}`, `${brief.awayScore}-${brief.homeScore}`];
  const typedScores = inputTexts(brief).flatMap((t) => scoreLines(t));
  for (const line of scoreLines(scrubbed))
    if (!finalScores.includes(line) && !typedScores.includes(line))
      report(
        `The score ${line} does not match the final score (${brief.homeTeam ?? "home"} ${brief.homeScore}, ${brief.awayTeam ?? "away"} ${brief.awayScore}).`,
      );

  const allowed = allowedNumbers(brief);
  for (const { value, raw } of numbersIn(scrubbed))
    if (!allowed.has(round1(value))) report(`The number ${raw} is not in the game data or the author's text.`);

  const knownWords = new Set(inputTexts(brief).flatMap(words));
  for (const { run, atStart } of capitalisedRuns(scrubbed)) {
    const names = run.filter((w) => !COMMON.has(w.toLowerCase()));
    // A lone capitalised word opening a sentence is usually just a sentence; too noisy to judge.
    if (names.length === 0 || (atStart && run.length === 1)) continue;
    const unknown = names.filter((w) => !words(w).every((part) => knownWords.has(part)));
    if (unknown.length) report(`"${run.join(" ")}" is not a player, team or person in the data.`);
  }
  return { ok: problems.length === 0, problems };
}
