// Relations every football box score obeys between the cells of one row. A digit both reads agree on
// at a high confidence passes every check of how a word looks; a row whose cells break one of these
// relations holds a misread, and the cells that could be it are marked doubtful for the author,
// never corrected (which one is wrong cannot be told). Only relations no real game breaks are
// here: a lateral gives yards and a touchdown to a player with no catch or carry, so a runner's or a
// receiver's touchdowns and yards are bounded only by one play more than his own (a lateral caught).
import type { ShownCell } from "./averages";
import { headerToken } from "./columns";
import type { ScreenRow, StatKey } from "./types";

type Cells = ScreenRow["cells"];

/** `small` never exceeds the sum of `large`: a count of some plays against the plays they are part of. */
interface AtMost {
  small: StatKey[];
  large: StatKey[];
}

const atMost = (small: StatKey[], large: StatKey[]): AtMost => ({ small, large });

/** A completion and an interception are each a pass attempt, a catch is a target, a passing touchdown is a completion. */
const AT_MOST: AtMost[] = [
  atMost(["completions"], ["attempts"]),
  atMost(["completions", "interceptions"], ["attempts"]),
  atMost(["receptions"], ["targets"]),
  atMost(["passingTouchdowns"], ["completions"]),
];
/**
 * Passing yards are the completions' gains, at most 99 each: the field is 100 yards long, and a lateral
 * after the catch still counts to the passer within that play.
 */
const LONGEST_GAIN = 99;

/**
 * A runner's or a receiver's yards: his own plays' gains and, at most once in a game as far as any box
 * score shows, a lateral's: at most 99 a play, one play more than his own ("929" read for 99 yards on 7
 * catches at confidence 80, style 92 at 1920, marked only by its narrow "2").
 */
const OWN_PLAYS: [StatKey, StatKey][] = [
  ["rushingYards", "carries"],
  ["receivingYards", "receptions"],
];

/**
 * A runner's or a receiver's touchdowns: one a play of his own at most and, as for his yards, one
 * lateral's ("11" read for 1 receiving touchdown on 1 catch, "4" for 0 on 2: tuning logs of s18–s21).
 */
const OWN_TOUCHDOWNS: [StatKey, StatKey][] = [
  ["rushingTouchdowns", "carries"],
  ["receivingTouchdowns", "receptions"],
];

/** A passing LONG as printed: one gain, at most 99 yards, lost yards when every completion lost some. */
const LONG = /^-?\d{1,2}$/;

/**
 * The longest completion a passing row shows (LNG, LONG), when it was read sure: no completion gained
 * more, so the yards are at most that times the completions. Not a runner's or a receiver's long: a
 * lateral's yards count to him with no play of his own.
 */
function passingLong(shown: ShownCell[], cells: Cells): number | undefined {
  if (cells.carries || cells.rushingYards || cells.receptions || cells.receivingYards) return undefined;
  const text = shown.find((s) => ["LNG", "LONG"].includes(headerToken(s.header)))?.text;
  return text && LONG.test(text) ? Number(text) : undefined;
}

/** A whole count as printed, or a pair of them ("6/5" under SOLO/AST). */
const COUNT = /^\d{1,2}$/;
const COUNTS = /^(\d{1,2})\/(\d{1,2})$/;

/**
 * A defender's solo and assisted tackles as shown (SOLO/AST, or SOLO and AST apart), read sure: his
 * tackles are their sum, as every box score counts them ("6/6" beside 12, style 205's defense).
 */
function soloAndAssisted(shown: ShownCell[]): number | undefined {
  const text = (header: string) => shown.find((s) => headerToken(s.header) === header)?.text;
  const pair = COUNTS.exec(text("SOLO/AST") ?? "");
  if (pair) return Number(pair[1]) + Number(pair[2]);
  const [solo, assisted] = [text("SOLO"), text("AST")];
  return solo && assisted && COUNT.test(solo) && COUNT.test(assisted) ? Number(solo) + Number(assisted) : undefined;
}

/**
 * The kept cells of a row that break a relation between them: all the cells of each relation broken,
 * those already in doubt too (style 174 at 2400 read 11/17 completions "1/17" at 80 beside 171 yards
 * read at 50: the yards in doubt did not break the relation, the completions did). A relation over
 * cells a narrower one already put in doubt adds none (completions over attempts breaks completions
 * and interceptions over attempts too: the interceptions are not in question).
 */
export function offRelations(cells: Cells, shown: ShownCell[] = []): StatKey[] {
  const broken: StatKey[][] = [];
  const sum = (keys: StatKey[]) => keys.reduce((s, k) => s + cells[k]!.value, 0);
  const breaks = (keys: StatKey[], holds: () => boolean) => {
    const wider = broken.some((narrower) => narrower.every((k) => keys.includes(k)));
    if (keys.every((k) => cells[k] !== undefined) && !wider && !holds()) broken.push(keys);
  };
  for (const { small, large } of AT_MOST) breaks([...small, ...large], () => sum(small) <= sum(large));
  const gain = Math.min(LONGEST_GAIN, passingLong(shown, cells) ?? LONGEST_GAIN);
  breaks(["passingYards", "completions"], () => cells.passingYards!.value <= gain * cells.completions!.value);
  for (const [yards, plays] of OWN_PLAYS)
    breaks([yards, plays], () => cells[yards]!.value <= LONGEST_GAIN * (cells[plays]!.value + 1));
  for (const [touchdowns, plays] of OWN_TOUCHDOWNS)
    breaks([touchdowns, plays], () => cells[touchdowns]!.value <= cells[plays]!.value + 1);
  const tackles = soloAndAssisted(shown);
  if (tackles !== undefined) breaks(["tackles"], () => cells.tackles!.value === tackles);
  return [...new Set(broken.flat())];
}
