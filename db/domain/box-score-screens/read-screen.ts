// One box-score screen → its kind, the team whose tab is selected, the score and the player rows.
// The table is found by its header line (columns.ts), wherever it sits and in whatever order its
// columns come; rows are read under those headers (rows.ts), the score from the lines above (score.ts).

import { headerToken, keptOf, screenOfHeader, TEAM_STAT_LABELS, TITLES } from "./columns";
import { joinedScraps } from "./header-scraps";
import { withHeadlessColumn } from "./headless-column";
import { levelLines } from "./level-lines";
import { joinSlashes, lineText, withoutDoubles } from "./lines";
import { printsInitials } from "./name-misreads";
import { doubtUnsurePairs } from "./pair-confidence";
import { columnsOf, inSideMenu, nameColumnAt, namedByElimination, readRow } from "./rows";
import { readScore } from "./score";
import { rushingTotals } from "./team-totals";
import { matchTeam, nearLabel } from "./teams";
import { doubtTiltedRows } from "./tilted-rows";
import type { OcrLine, OcrWord, ScreenKind, ScreenRead, TypedTeams } from "./types";
import { doubtWideDigits } from "./wide-digits";

/** Dashes OCR and fonts use for a minus sign, read as "-". */
const clean = (text: string) => text.replace(/[‐-―−]/g, "-");
const hasDigit = (text: string) => /\d/.test(text);

/**
 * A word whose box spans fewer grey levels than this in the capture holds no ink: the engine saw a
 * letter in plain background ("IRONCLADS 4 HERONS", the "4" at contrast 3). Dim text on game screens
 * spans 80 and more, and the threshold keeps nothing under 45 levels from the paper (threshold.ts).
 */
const NO_INK = 16;
const inked = (w: OcrWord) => w.contrast === undefined || w.contrast >= NO_INK;

export function readScreen(input: OcrLine[], teams: TypedTeams): ScreenRead {
  const lines = levelLines(input)
    .map((l) => withoutDoubles(joinSlashes(l.filter(inked))))
    .filter((l) => l.length > 0)
    .map((l) => l.map((w) => ({ ...w, text: clean(w.text) })));
  const title = titleKind(lines);
  const headers = lines.map((l) =>
    screenOfHeader(
      l.map((w) => headerToken(w.text)),
      title,
    ),
  );
  const headerAt = headers.findIndex((h) => h !== null);
  const tableKind = headers[headerAt] ?? null;
  const kind = tableKind ?? title;
  const top = headerAt >= 0 ? lines.slice(0, headerAt) : lines;
  const read: ScreenRead = { kind, team: selectedTeam(top, teams), rows: [], score: readScore(top, teams), unread: [] };
  if (kind === "game") return { ...read, rushingTotals: rushingTotals(lines, teams) };
  if (tableKind === null) {
    // A player screen whose header did not read: its numbers cannot be placed in columns.
    for (const line of lines.filter(looksLikeRow))
      read.unread.push({ screen: kind, text: lineText(line), reason: "column headers not read" });
    return read;
  }
  const rows = doubtTiltedRows(lines[headerAt]!, doubtUnsurePairs(doubtWideDigits(lines.slice(headerAt + 1))));
  const columns = withHeadlessColumn(
    namedByElimination(joinedScraps(columnsOf(lines[headerAt]!, tableKind)), tableKind, rows),
    rows,
    tableKind,
  );
  const nameAt = nameColumnAt(lines[headerAt]!);
  // A header we do not know may hold a stat the box score keeps when one of the screen's stats has
  // no column: its numbers are not read, and the author is told which column of which screen to
  // type. When every kept stat has its column, an unknown header is one more column we do not keep.
  const covered = new Set(columns.flatMap((c) => c.column.keys));
  if ([...keptOf(tableKind)].some((k) => !covered.has(k)))
    for (const { word } of columns.filter((c) => !c.known))
      read.unread.push({
        screen: kind,
        text: word.text,
        reason: `column not recognised${read.team ? ` on the ${read.team} screen` : ""}: type its numbers if the box score keeps them`,
      });
  const initials = printsInitials(rows);
  for (const line of rows) {
    const row = readRow(line, columns, nameAt, initials);
    if ("reason" in row) {
      // A side menu's item between two rows ("Player 4 Stats", its icon read as a 4: style 161 at
      // 1280, 145) is no row the author could type.
      if (looksLikeRow(line) && !line.every((w) => inSideMenu(w, nameAt)) && !underColumnsOnly(line, columns[0]?.word))
        read.unread.push({ screen: kind, text: lineText(line), reason: row.reason });
      continue;
    }
    read.rows.push(row.row);
    // The rest of the row is placed; the cells left blank are the author's to type.
    if (row.missing.length)
      read.unread.push({ screen: kind, text: lineText(line), reason: `${row.missing.join(", ")} not read` });
  }
  return read;
}

/**
 * Whether recognised lines show a box-score screen at all: a player table's header line, or the
 * team-stats screen. A photo the engine could not straighten reads as neither, and the author is
 * told to take it again rather than shown its noise as lines to type.
 */
export function screenFound(input: OcrLine[]): boolean {
  const lines = levelLines(input).map(joinSlashes);
  const title = titleKind(lines);
  return (
    title === "game" ||
    lines.some(
      (l) =>
        screenOfHeader(
          l.map((w) => headerToken(w.text)),
          title,
        ) !== null,
    )
  );
}

/** The screen a title or the team-stats rows name, for a screen whose header does not decide it. */
export function titleKind(lines: OcrLine[]): ScreenKind | "unknown" {
  const texts = lines.map((line) => line.map((w) => headerToken(w.text)).join(""));
  if (texts.some((t) => TEAM_STAT_LABELS.some((label) => t.startsWith(label)))) return "game";
  for (const text of texts)
    for (const [title, kind] of Object.entries(TITLES)) if (text.includes(title.replace(" ", ""))) return kind;
  return "unknown";
}

/** A data row starts with an abbreviated name ("D. Kest") or carries numbers. */
const looksLikeRow = (line: OcrLine) =>
  line.some((w) => hasDigit(w.text)) ||
  (/^[A-Z]\.?$/.test(line[0]?.text ?? "") && !splitWord(line)) ||
  /^[A-Z]\.[A-Za-z]/.test(line[0]?.text ?? "");

/**
 * A line of words, every one right of the first column's header's left edge, has no name cell: it is
 * a legend or a button under the table ("LB / RB Switch Team" read "L.B/Switch Tean", its "L.B" shaped
 * like an initial: style 199's photo), no row the author could type, when none of its words is a
 * number and most hold no digit at all (a letter read as a digit, "L8 RB Switch Team": 215's photo).
 */
const underColumnsOnly = (line: OcrLine, first: OcrWord | undefined) =>
  !!first?.box &&
  line.every((w) => !!w.box && w.box.x0 >= first.box!.x0 && !numeric(w.text)) &&
  line.filter((w) => hasDigit(w.text)).length * 2 < line.length;

/**
 * A lone capital touching the small letters after it is one word OCR cut in two ("T eam Stats", a
 * side menu's item, style 118; "G ame Log", 104), not an initial whose period was lost: that leaves
 * the period's width and a space before the surname, more than a quarter of the letter's height.
 */
function splitWord(line: OcrLine): boolean {
  const [first, second] = line;
  if (!first?.box || !second?.box || !/^[A-Z]$/.test(first.text) || !/^[a-z]/.test(second.text)) return false;
  return second.box.x0 - first.box.x1 <= 0.25 * (first.box.y1 - first.box.y0);
}

/**
 * A word of digits and marks only ("23", "(6-5)"): a score bug's points or a record, never on a line
 * of tabs. A tab OCR read with a digit for a letter ("3RIGHTWATER", "3R" on photos of style 163)
 * keeps its letters, and its line is still the tabs'.
 */
const numeric = (text: string) => hasDigit(text) && !/\p{L}/u.test(text);

/**
 * A number the engine read at almost no confidence beside one team's tab, the two words alone on
 * their line, is the other tab it could not read: the selected tab, drawn bright in a taller box
 * ("10" at confidence 0 for STO beside a dim "RED", style 211 at 1280). A score bug's points read
 * with some confidence; and the tab is taken only for a clear difference in brightness.
 */
const UNREAD_TAB = 20;
const unreadTab = (line: OcrLine, w: OcrWord) => line.length === 2 && w.confidence < UNREAD_TAB;

/**
 * The tab of the team whose players the screen lists: the brighter one, or the only one shown. On
 * a line of two tabs where OCR misread one name ("BBY" for BBV), the other word is the other team's
 * tab. A team is never taken from a tab dimmer than another word beside it.
 */
function selectedTeam(lines: OcrLine[], teams: TypedTeams): string | null {
  const printed = lines.flat().flatMap((w) => (matchTeam(w.text, teams) ? [w.text] : []));
  for (const line of lines) {
    if (line.some((w) => numeric(w.text) && !unreadTab(line, w))) continue;
    // A tab one letter off a label the screen prints is read so only on a line of tabs alone.
    const exact = line.map((w) => matchTeam(w.text, teams));
    const near = line.map((w) => nearLabel(w.text, printed, teams));
    const tabs = line.every((_, i) => exact[i] ?? near[i]);
    const found = new Map<string, number>();
    for (const [i, w] of line.entries()) {
      const team = exact[i] ?? (tabs ? near[i] : null);
      if (team) found.set(team, Math.max(found.get(team) ?? 0, w.contrast ?? Number.NaN));
    }
    if (found.size === 1 && line.length === 2) {
      const other = line.find((w) => matchTeam(w.text, teams) === null);
      const known = [...found.keys()][0]!;
      if (other) found.set(known === teams.home ? teams.away : teams.home, other.contrast ?? Number.NaN);
    }
    if (found.size === 1) {
      const [team, contrast] = [...found][0]!;
      const brightest = Math.max(...line.map((w) => w.contrast ?? Number.NaN));
      return Number.isNaN(brightest) || contrast >= brightest - 40 ? team : null;
    }
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
