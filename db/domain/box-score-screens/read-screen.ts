// One box-score screen → its kind, the team whose tab is selected, the score and the player rows.
// A row is accepted only when every column got exactly one well-formed number in the right place;
// anything else is reported as unread (the author types it), never repaired by guessing.
import { type Column, HEADERS, headerToken, screenOfHeader, TEAM_STAT_LABELS, TITLES } from "./columns";
import { joinSlashes, lineText } from "./lines";
import { matchTeam } from "./teams";
import type { OcrLine, OcrWord, ReadCell, ScreenKind, ScreenRead, ScreenRow, TypedTeams } from "./types";

const NUMBER = /^-?\d+(\.\d+)?$/;
const PAIR = /^(\d+)\/(\d+)$/;
const NAME_WORD = /^[A-Za-z][A-Za-z.'’-]*$/;

/** Dashes OCR and fonts use for a minus sign, read as "-". */
const clean = (text: string) => text.replace(/[‐-―−]/g, "-");
const hasDigit = (text: string) => /\d/.test(text);
const centreX = (w: OcrWord) => (w.box ? (w.box.x0 + w.box.x1) / 2 : Number.NaN);

export function readScreen(input: OcrLine[], teams: TypedTeams): ScreenRead {
  const lines = input.map(joinSlashes).map((l) => l.map((w) => ({ ...w, text: clean(w.text) })));
  const headers = lines.map((l) => screenOfHeader(l.map((w) => headerToken(w.text))));
  const headerAt = headers.findIndex((h) => h !== null);
  const tableKind = headers[headerAt] ?? null;
  const kind = tableKind ?? titleKind(lines);
  const top = headerAt >= 0 ? lines.slice(0, headerAt) : lines;
  const read: ScreenRead = { kind, team: selectedTeam(top, teams), rows: [], score: score(top, teams), unread: [] };
  if (kind === "game") return read;
  if (tableKind === null) {
    // A player screen whose header did not read: its numbers cannot be placed in columns.
    for (const line of lines.filter(looksLikeRow))
      read.unread.push({ screen: kind, text: lineText(line), reason: "column headers not read" });
    return read;
  }
  const columns = lines[headerAt]!.map((w) => ({ word: w, column: HEADERS[tableKind][headerToken(w.text)] })).filter(
    (c): c is { word: OcrWord; column: Column } => c.column !== undefined,
  );
  for (const line of lines.slice(headerAt + 1)) {
    const row = readRow(line, columns);
    if ("reason" in row) {
      if (looksLikeRow(line)) read.unread.push({ screen: kind, text: lineText(line), reason: row.reason });
    } else read.rows.push(row);
  }
  return read;
}

function titleKind(lines: OcrLine[]): ScreenKind | "unknown" {
  const texts = lines.map((line) => line.map((w) => headerToken(w.text)).join(""));
  if (texts.some((t) => TEAM_STAT_LABELS.some((label) => t.startsWith(label)))) return "game";
  for (const text of texts)
    for (const [title, kind] of Object.entries(TITLES)) if (text.includes(title.replace(" ", ""))) return kind;
  return "unknown";
}

/** A data row starts with an abbreviated name ("D. Kest") or carries numbers. */
const looksLikeRow = (line: OcrLine) =>
  line.some((w) => hasDigit(w.text)) ||
  /^[A-Z]\.?$/.test(line[0]?.text ?? "") ||
  /^[A-Z]\.[A-Za-z]/.test(line[0]?.text ?? "");

function readRow(line: OcrLine, columns: { word: OcrWord; column: Column }[]): ScreenRow | { reason: string } {
  const firstNumber = line.findIndex((w) => hasDigit(w.text));
  const nameWords = firstNumber < 0 ? line : line.slice(0, firstNumber);
  const numbers = firstNumber < 0 ? [] : line.slice(firstNumber);
  if (nameWords.length === 0) return { reason: "player name not read" };
  if (!nameWords.every((w) => NAME_WORD.test(w.text))) return { reason: "player name not read" };
  if (numbers.length !== columns.length)
    return { reason: `${numbers.length} numbers read for ${columns.length} columns` };
  const cells: ScreenRow["cells"] = {};
  for (const [i, word] of numbers.entries()) {
    const { column } = columns[i]!;
    if (placedIn(word, columns, i) !== i) return { reason: `"${word.text}" is not under its column` };
    const values = valuesOf(word.text, column.keys.length);
    if (!values) return { reason: `"${word.text}" is not a number` };
    for (const [k, key] of column.keys.entries()) cells[key] = { value: values[k]!, confidence: word.confidence };
  }
  return {
    name: nameWords.map((w) => w.text).join(" "),
    nameConfidence: Math.min(...nameWords.map((w) => w.confidence)),
    cells,
  };
}

/** The column whose header is nearest the word horizontally; its own index without boxes. */
function placedIn(word: OcrWord, columns: { word: OcrWord }[], own: number): number {
  const x = centreX(word);
  if (Number.isNaN(x) || columns.some((c) => Number.isNaN(centreX(c.word)))) return own;
  let best = 0;
  for (const [i, c] of columns.entries())
    if (Math.abs(centreX(c.word) - x) < Math.abs(centreX(columns[best]!.word) - x)) best = i;
  return best;
}

function valuesOf(text: string, count: number): number[] | null {
  if (count === 2) {
    const pair = PAIR.exec(text);
    return pair ? [Number(pair[1]), Number(pair[2])] : null;
  }
  return NUMBER.test(text) ? [Number(text)] : null;
}

/** The tab of the team whose players the screen lists: the brighter one, or the only one shown. */
function selectedTeam(lines: OcrLine[], teams: TypedTeams): string | null {
  for (const line of lines) {
    if (line.some((w) => hasDigit(w.text))) continue;
    const found = new Map<string, number>();
    for (const w of line) {
      const team = matchTeam(w.text, teams);
      if (team) found.set(team, Math.max(found.get(team) ?? 0, w.contrast ?? Number.NaN));
    }
    if (found.size === 1) return [...found.keys()][0]!;
    if (found.size === 2) {
      const home = found.get(teams.home)!;
      const away = found.get(teams.away)!;
      // Without a clear difference in brightness the selected tab is unknown: no team is guessed.
      if (Number.isNaN(home) || Number.isNaN(away) || Math.abs(home - away) < 40) return null;
      return home > away ? teams.home : teams.away;
    }
  }
  return null;
}

/**
 * "CHIEFS 17 FINAL 24 BILLS": two numbers, one team's label before them and the other's after. The
 * word between ("FINAL", "FINAL/OT", a boxed badge OCR reads as "[Fina]") is not needed.
 */
function score(lines: OcrLine[], teams: TypedTeams): ScreenRead["score"] {
  for (const line of lines) {
    const numbers = line.map((w, i) => ({ w, i })).filter(({ w }) => /^\d+$/.test(w.text));
    if (numbers.length !== 2) continue;
    const [a, b] = numbers as [{ w: OcrWord; i: number }, { w: OcrWord; i: number }];
    const left = matchTeam(
      line
        .slice(0, a.i)
        .map((w) => w.text)
        .join(" "),
      teams,
    );
    const right = matchTeam(
      line
        .slice(b.i + 1)
        .map((w) => w.text)
        .join(" "),
      teams,
    );
    if (!left || !right || left === right) continue;
    const cell = (w: OcrWord): ReadCell => ({ value: Number(w.text), confidence: w.confidence });
    return left === teams.home ? { home: cell(a.w), away: cell(b.w) } : { home: cell(b.w), away: cell(a.w) };
  }
  return null;
}
