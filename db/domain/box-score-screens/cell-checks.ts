// Relations every football box score obeys between the cells of one row. A digit both reads agree on
// at a high confidence passes every check of how a word looks; a row whose cells break one of these
// relations holds a misread, and the cells that could be it are marked doubtful for the author,
// never corrected (which one is wrong cannot be told). Only relations no real game breaks are
// here: a lateral gives yards and a touchdown to a player with no catch or carry, so nothing bounds
// a receiver's or a runner's yards or touchdowns by his plays.
import type { ScreenRow, StatKey } from "./types";

type Cells = ScreenRow["cells"];

/** `small` never exceeds the sum of `large`: a count of some plays against the plays they are part of. */
interface AtMost {
  small: StatKey[];
  large: StatKey[];
}

const atMost = (small: StatKey[], large: StatKey[]): AtMost => ({ small, large });

/**
 * A completion and an interception are each a pass attempt, a catch is a target, and a passing
 * touchdown is a completion. Passing yards are the completions' gains, at most 99 each (the field is
 * 100 yards long; a lateral after the catch still counts to the passer within that play).
 */
const AT_MOST: AtMost[] = [
  atMost(["completions"], ["attempts"]),
  atMost(["completions", "interceptions"], ["attempts"]),
  atMost(["receptions"], ["targets"]),
  atMost(["passingTouchdowns"], ["completions"]),
];
const LONGEST_GAIN = 99;

/**
 * The kept cells of a row that break a relation between them: all the cells of each relation broken.
 * A relation with a cell read below `doubtBelow` is not checked: that cell, which the author checks
 * already, may be what breaks it ("1" at 50 for 11 completions beside 123 yards), and the others are
 * not in question. Nor is one over cells a narrower relation already put in doubt (completions over
 * attempts breaks completions and interceptions over attempts too: the interceptions are not in
 * question).
 */
export function offRelations(cells: Cells, doubtBelow: number): StatKey[] {
  const off = new Set<StatKey>();
  const sum = (keys: StatKey[]) => keys.reduce((s, k) => s + cells[k]!.value, 0);
  const checked = (keys: StatKey[]) =>
    keys.every((k) => cells[k] !== undefined && cells[k].confidence >= doubtBelow && !off.has(k));
  for (const { small, large } of AT_MOST) {
    const keys = [...small, ...large];
    if (checked(keys) && sum(small) > sum(large)) for (const k of keys) off.add(k);
  }
  const gains: StatKey[] = ["passingYards", "completions"];
  if (checked(gains) && cells.passingYards!.value > LONGEST_GAIN * cells.completions!.value)
    for (const k of gains) off.add(k);
  return [...off];
}
