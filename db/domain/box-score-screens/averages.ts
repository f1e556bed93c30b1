// A column of averages the box score does not keep (AVG, Y/C, PCT…) is worked out by the game from two
// cells it does keep: yards per carry from the carries and the yards. Both reads of the numbers block
// can agree on a wrong digit at a high confidence ("77" read "71" at 94, style 159 at 1920, beside
// "24" carries and "3.2" per carry): the average printed beside them says so. Where the two cells do
// not give the average the row shows, one of the three is misread, and the two kept cells are marked
// doubtful for the author; the average is never used to correct them.
import { headerToken } from "./columns";
import type { ScreenRow, StatKey } from "./types";

/** `of` divided by `per`, times `scale`: what an average column shows. */
interface Ratio {
  of: StatKey;
  per: StatKey;
  scale: number;
}

const ratio = (of: StatKey, per: StatKey, scale = 1): Ratio => ({ of, per, scale });
const PER_ATTEMPT = ratio("passingYards", "attempts");
const PER_CARRY = ratio("rushingYards", "carries");
const PER_CATCH = ratio("receivingYards", "receptions");
const PERCENT = ratio("completions", "attempts", 100);

/**
 * The averages each header may show. A passing AVG is yards per attempt in most games, per
 * completion in some: either agrees. The screen's kept cells pick the ratio (a rushing row has no
 * attempts), so the header alone is enough.
 */
const AVERAGES: Record<string, Ratio[]> = {
  AVG: [PER_ATTEMPT, ratio("passingYards", "completions"), PER_CARRY, PER_CATCH],
  "Y/A": [PER_ATTEMPT],
  YPA: [PER_ATTEMPT],
  "Y/C": [PER_CARRY],
  YPC: [PER_CARRY],
  "Y/R": [PER_CATCH],
  YPR: [PER_CATCH],
  PCT: [PERCENT],
  "CMP%": [PERCENT],
  "COMP%": [PERCENT],
};

/** A column the box score does not keep, as read on a row: its header and the word under it, if read sure. */
export interface ShownCell {
  header: string;
  text: string | undefined;
}

/** A shown average: a number with at most two decimals ("3.2", "62.5", "4"). */
const SHOWN = /^\d+(\.\d{1,2})?$/;

/**
 * The kept cells of a row that disagree with an average column beside them: `averages` is each
 * column's header as read and the word read under it. A game rounds or cuts the average to the
 * decimals it prints, so it may differ from the true ratio by one unit of its last decimal; more
 * means a misread. A ratio over zero (no carries) is not checked: games print it as 0, "-" or blank.
 */
export function offAverage(averages: ShownCell[], cells: ScreenRow["cells"]): StatKey[] {
  const off = new Set<StatKey>();
  for (const { header, text } of averages) {
    const ratios = (AVERAGES[headerToken(header)] ?? []).filter(
      (r) => cells[r.of] !== undefined && (cells[r.per]?.value ?? 0) > 0,
    );
    if (!text || !SHOWN.test(text) || ratios.length === 0) continue;
    const agrees = (r: Ratio) =>
      readings(text).some(
        (shown) => Math.abs((r.scale * cells[r.of]!.value) / cells[r.per]!.value - shown.value) <= shown.unit + 1e-9,
      );
    if (ratios.some(agrees)) continue;
    for (const r of ratios) off.add(r.of).add(r.per);
  }
  return [...off];
}

/**
 * What a shown average may stand for, each with the unit of its last decimal. OCR loses a small
 * decimal point ("31" for 3.1, style 158 at 1280): a number of two digits or more without one may
 * also be that number with a point before its last digit.
 */
function readings(text: string): { value: number; unit: number }[] {
  const decimals = text.split(".")[1]?.length ?? 0;
  const as = { value: Number(text), unit: 10 ** -decimals };
  return decimals === 0 && text.length >= 2 ? [as, { value: Number(text) / 10, unit: 0.1 }] : [as];
}
