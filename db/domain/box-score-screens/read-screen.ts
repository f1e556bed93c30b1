// One box-score screen → its kind, the team whose tab is selected, the score and the player rows.
// A row is accepted only when every column got exactly one well-formed number in the right place;
// anything else is reported as unread (the author types it), never repaired by guessing.
import { type Column, HEADERS, headerToken, screenOfHeader, TEAM_STAT_LABELS, TITLES } from "./columns";
import { joinSlashes, lineText } from "./lines";
import { matchTeam } from "./teams";
import type { OcrLine, OcrWord, ReadCell, ScreenKind, ScreenRead, ScreenRow, TypedTeams } from "./types";

const NUMBER = /^-?\d+(\.\d+)?$/;
const PAIR = /^(\d+)\/(\d+)$/;
/** "D." or "D.Kest": the initial the games abbreviate a first name to. */
const INITIAL = /^[A-Z]\.([A-Z][a-z'’-]+)?$/;
/** A surname or first name word: a capital, then at least one lower-case letter ("Kest", "O'Neil"). */
const NAME_PART = /^[A-Z][a-z'’-]*[a-z][A-Za-z'’-]*$/;
const SUFFIX = /^(Jr\.?|Sr\.?|II|III|IV)$/;

/**
 * A name is one tight cluster of words. A short word far to its right ("D. Dorsey      Bb") is a
 * speck of the row's background read as letters, not part of the name: it is dropped. Without
 * boxes (a model's text answer) nothing is dropped.
 */
function withoutSpecks(words: OcrWord[]): OcrWord[] {
  const out = [...words];
  while (out.length > 2) {
    const last = out[out.length - 1]!;
    const before = out[out.length - 2]!;
    if (!last.box || !before.box) break;
    const gap = last.box.x0 - before.box.x1;
    if (last.text.length > 2 || gap <= before.box.y1 - before.box.y0) break;
    out.pop();
  }
  return out;
}

/**
 * What the games print for a player: "D. Kest", "D.Kest", "D. Van Dyke", "D. Kest Jr.", or a full
 * "Darius Kest". Anything else ("NPutt", "L. Lindquist Bb", digits) is a name OCR did not read, and
 * the line is left to the author: a misread name could put numbers on the wrong player.
 */
function isName(words: string[]): boolean {
  const parts = words.filter((w, i) => !(i > 0 && SUFFIX.test(w)));
  if (parts.length === 0 || parts.length > 3) return false;
  const [first, ...rest] = parts as [string, ...string[]];
  if (INITIAL.test(first)) {
    if (first.length > 2) return rest.length === 0;
    return rest.length >= 1 && rest.every((w, i) => NAME_PART.test(w) && (i === 0 || w.length >= 3));
  }
  return parts.length >= 2 && parts.every((w) => NAME_PART.test(w) && w.length >= 3);
}

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
  const columns = columnsOf(lines[headerAt]!, tableKind);
  // A header we do not know may hold a stat the box score keeps: its numbers are not read, and the
  // author is told which column of which screen to type, rather than losing it without a word.
  for (const word of unknownHeaders(lines[headerAt]!, tableKind))
    read.unread.push({
      screen: kind,
      text: word.text,
      reason: `column not recognised${read.team ? ` on the ${read.team} screen` : ""}: type its numbers if the box score keeps them`,
    });
  for (const line of lines.slice(headerAt + 1).map(nameRead)) {
    const row = readRow(line, columns);
    if ("reason" in row) {
      if (looksLikeRow(line)) read.unread.push({ screen: kind, text: lineText(line), reason: row.reason });
      continue;
    }
    read.rows.push(row.row);
    // The rest of the row is placed; the cells left blank are the author's to type.
    if (row.missing.length)
      read.unread.push({ screen: kind, text: lineText(line), reason: `${row.missing.join(", ")} not read` });
  }
  return read;
}

/** Header words from the first known column on: unknown ones are columns we do not keep. */
function columnsOf(header: OcrLine, kind: Exclude<ScreenKind, "game">): HeaderColumn[] {
  const first = header.findIndex((w) => HEADERS[kind][headerToken(w.text)] !== undefined);
  return header
    .slice(first)
    .filter(isColumnWord)
    .map((w) => ({ word: w, column: HEADERS[kind][headerToken(w.text)] ?? { keys: [] } }));
}

/** A header word that can be a column: a bar or a dot OCR drew between headers is not one. */
const isColumnWord = (w: OcrWord) => /[\p{L}\p{N}\p{S}]/u.test(w.text);

/** Headers of the name column, which holds no numbers. */
const NAME_HEADERS = new Set(["PLAYER", "PLAYERS", "NAME"]);

/** Header words that name no column of this screen (the name column's header aside). */
function unknownHeaders(header: OcrLine, kind: Exclude<ScreenKind, "game">): OcrWord[] {
  return header.filter(
    (w) => isColumnWord(w) && !(headerToken(w.text) in HEADERS[kind]) && !NAME_HEADERS.has(headerToken(w.text)),
  );
}

/**
 * Letters OCR is known to swap in a name: an initial read as a digit ("0. Tremblay") and a capital
 * I read as a lower-case l ("R. lwu"). Only these are mapped back, and the name is then marked
 * doubtful so the author checks it.
 */
const INITIAL_DIGITS: Record<string, string> = { "0": "O", "1": "I", "5": "S", "8": "B" };
function nameRead(line: OcrLine): OcrLine {
  const [first, second, ...rest] = line;
  if (!first || !second || !/^[A-Za-z]/.test(second.text)) return line;
  const doubtful = (w: OcrWord, text: string): OcrWord => ({ ...w, text, confidence: Math.min(w.confidence, 50) });
  const digit = /^([0158])\.$/.exec(first.text);
  const initial = digit ? doubtful(first, `${INITIAL_DIGITS[digit[1]!]}.`) : first;
  const surname = /^l[a-z]/.test(second.text) ? doubtful(second, `I${second.text.slice(1)}`) : second;
  return [initial, surname, ...rest];
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

interface HeaderColumn {
  word: OcrWord;
  column: Column;
}

/** Brackets and bars OCR draws around a lone digit ("[1]", "|0"): marks, not part of the number. */
const unwrap = (text: string) => text.replace(/^[[(|{]+(?=[\d-])/, "").replace(/(?<=\d)[\])|}]+$/, "");

function readRow(line: OcrLine, columns: HeaderColumn[]): { row: ScreenRow; missing: string[] } | { reason: string } {
  const firstNumber = line.findIndex((w) => hasDigit(w.text));
  const nameWords = withoutSpecks(firstNumber < 0 ? line : line.slice(0, firstNumber));
  const numbers = (firstNumber < 0 ? [] : line.slice(firstNumber)).map((w) => ({ ...w, text: unwrap(w.text) }));
  if (!isName(nameWords.map((w) => w.text))) return { reason: "player name not read" };
  const placed = placeCells(numbers, columns);
  if ("reason" in placed) return placed;
  const cells: ScreenRow["cells"] = {};
  const missing: string[] = [];
  for (const [i, { word: header, column }] of columns.entries()) {
    const word = placed[i];
    const values = word && valuesOf(word.text, column.keys.length);
    if (!values) {
      if (column.keys.length) missing.push(header.text);
      continue;
    }
    for (const [k, key] of column.keys.entries()) cells[key] = { value: values[k]!, confidence: word.confidence };
  }
  if (Object.keys(cells).length === 0) return { reason: "no number read under its column" };
  return {
    row: {
      name: nameWords.map((w) => w.text).join(" "),
      nameConfidence: Math.min(...nameWords.map((w) => w.confidence)),
      cells,
    },
    missing,
  };
}

/**
 * The word under each column. With boxes (OCR), each word goes to the header nearest it; two
 * numbers under one header make the row unread, a column with no number is a blank cell, a mark
 * that is no number under a column that has one is dropped. Without boxes (a model's text answer),
 * words and columns are taken in order and their counts must agree.
 */
function placeCells(words: OcrWord[], columns: HeaderColumn[]): (OcrWord | undefined)[] | { reason: string } {
  const boxed = words.every((w) => w.box) && columns.every((c) => c.word.box);
  if (!boxed) {
    if (words.length !== columns.length)
      return { reason: `${words.length} numbers read for ${columns.length} columns` };
    return words;
  }
  const placed: (OcrWord | undefined)[] = columns.map(() => undefined);
  for (const word of words) {
    // Two cells OCR ran together ("17/23 161" read as "123161") cover two headers' centres: under
    // either header the number would be false, so both cells stay blank for the author to type.
    const spanned = columns.filter((c) => word.box!.x0 < centreX(c.word) && centreX(c.word) < word.box!.x1);
    if (spanned.length > 1) continue;
    const i = nearestColumn(word, columns);
    const before = placed[i];
    const isNumber = NUMBER.test(word.text) || PAIR.test(word.text);
    if (!before) placed[i] = word;
    else if (NUMBER.test(before.text) || PAIR.test(before.text)) {
      if (isNumber) return { reason: `"${before.text}" and "${word.text}" under one column` };
    } else if (isNumber) placed[i] = word;
  }
  return placed;
}

/** The header nearest a word, by left edges, centres or right edges (the games align either way). */
function nearestColumn(word: OcrWord, columns: HeaderColumn[]): number {
  const distance = (c: HeaderColumn) => {
    const a = word.box!;
    const b = c.word.box!;
    return Math.min(Math.abs(a.x0 - b.x0), Math.abs(a.x1 - b.x1), Math.abs(centreX(word) - centreX(c.word)));
  };
  let best = 0;
  for (const [i, c] of columns.entries()) if (distance(c) < distance(columns[best]!)) best = i;
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
