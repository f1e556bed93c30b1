// The final score on a screen: the score bug above a player table ("CHIEFS 17 FINAL 24 BILLS",
// "PAF (8-3) 30 FINAL 27 SLP (5-6)", "PAF 30 SLP 27") or the team screen's header, on one line or
// stacked on two. Two team names and two numbers are paired in reading order, whichever sits first;
// anything less clear (a third number, one team named twice) reads no score rather than a wrong one.
import { DOUBTFUL } from "./rows";
import { otherLabel, runTeam } from "./score-labels";
import { joinSplitPoints } from "./split-points";
import type { OcrLine, OcrWord, ReadCell, ScreenRead, TypedTeams } from "./types";

/** A score: one to three digits, alone. Records ("(8-3)"), clocks and quarters are not scores. */
export const POINTS = /^\d{1,3}$/;
/**
 * Points a football team hardly ever scores: three digits are a two-digit score OCR read a glyph too
 * many in ("471" for 41, "271" for 21, "160" for 16: styles 99, 76 and 94 at 1920, 198 and 204 in
 * photos), so they are doubtful, and lose a vote to points under it (combine.ts).
 */
export const unlikely = (points: number) => points >= 100;
/** A word's height in pixels; NaN for a text answer (no boxes), which then drops no number. */
const height = (w: OcrWord) => (w.box ? w.box.y1 - w.box.y0 : Number.NaN);

function scoreOfLine(line: OcrLine, teams: TypedTeams): ScreenRead["score"] {
  const numbers: OcrWord[] = [];
  // The words between numbers, each run with the team it names: a team's record or seed beside its
  // name is not part of the name, nor is a badge ("FINAL") OCR ran into it (runTeam).
  const runs: { words: OcrWord[]; team: string | null }[] = [];
  let run: OcrWord[] = [];
  const flush = () => {
    if (run.length) runs.push({ words: run, team: runTeam(run, teams) });
    run = [];
  };
  for (const word of joinSplitPoints(line)) {
    if (POINTS.test(word.text)) {
      flush();
      numbers.push(word);
    } else run.push(word);
  }
  flush();
  // One team named and one label OCR misread past knowing: the label where the other stands is the
  // other team's, and the points so paired are doubtful (score-labels.ts).
  // A record or a seed OCR read as a lone digit ("2" for "(2-4)") is printed smaller than the points.
  const tallest = Math.max(...numbers.map(height));
  const points = numbers.filter((w) => !(height(w) < 0.75 * tallest));
  const other = points.length === 2 ? otherLabel(runs) : -1;
  const guessed = other >= 0;
  if (guessed) runs[other]!.team = runs.find((r) => r.team)!.team === teams.home ? teams.away : teams.home;
  const named = runs.flatMap((r) => (r.team ? [r.team] : []));
  if (points.length !== 2 || named.length !== 2 || named[0] === named[1]) return null;
  const cell = (w: OcrWord): ReadCell => ({
    value: Number(w.text),
    confidence: offDigits(w) || guessed || unlikely(Number(w.text)) ? Math.min(w.confidence, DOUBTFUL) : w.confidence,
  });
  const [first, second] = points.map(cell) as [ReadCell, ReadCell];
  return named[0] === teams.home ? { home: first, away: second } : { home: second, away: first };
}

/**
 * Points whose boxes cannot hold the digits read: a lone digit boxed wider than tall holds two
 * ("11" read "1"; two-reads.ts), and a digit other than "1" narrower than NARROW of its height is a
 * "1" read as another (a "7"). Bold digits other than "1" are 0.55–0.82 of their height in every
 * face the bench draws, a "1" 0.39–0.50 in the faces whose "1" has no foot.
 */
const NARROW = 0.48;
function offDigits(w: OcrWord): boolean {
  if (!w.box) return false;
  const h = height(w);
  if (w.text.length === 1 && w.box.x1 - w.box.x0 > h) return true;
  const glyphs = w.glyphs?.length === w.text.length ? w.glyphs : [];
  return glyphs.some((g, i) => w.text[i] !== "1" && g < NARROW * h);
}

/** The score the lines show, from one line or two consecutive ones (a stacked bug), or null. */
export function readScore(lines: OcrLine[], teams: TypedTeams): ScreenRead["score"] {
  for (const line of lines) {
    const score = scoreOfLine(line, teams);
    if (score) return score;
  }
  for (const [i, line] of lines.slice(1).entries()) {
    const score = scoreOfLine([...lines[i]!, ...line], teams);
    if (score) return score;
  }
  return null;
}
