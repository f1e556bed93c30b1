// The team-stats screen's rushing yards of each team ("RUSHING YARDS 135 155" under a header naming
// the two teams): every rushing yard of a team is one of its players', so the runners a rushing screen
// shows gained at most that many (team-checks.ts). Read only where a header above the row names two
// teams, left to right, and the row ends in two numbers: anything less clear reads no total.
import { matchTeam } from "./teams";
import type { OcrLine, ReadCell, TypedTeams } from "./types";

const NUMBER = /^-?\d{1,4}$/;
/** The row's label as its letters run together, after any side menu's words ("Game Log RUSHING YARDS"). */
const RUSHING_ROW = /RUSHING(YARDS|YDS)?$/;

/** The teams a line names, left to right, each once; null unless it names both and holds no number. */
function headerTeams(line: OcrLine, teams: TypedTeams): string[] | null {
  if (line.some((w) => /\d/.test(w.text))) return null;
  const named: string[] = [];
  for (const w of line) {
    const team = matchTeam(w.text, teams);
    if (team && named.at(-1) !== team) named.push(team);
  }
  return named.length === 2 && named[0] !== named[1] ? named : null;
}

/** Each team's rushing yards as the team-stats screen prints them, keyed by the typed name. */
export function rushingTotals(lines: OcrLine[], teams: TypedTeams): Record<string, ReadCell> | undefined {
  const at = lines.findIndex((line) => {
    const label = line.filter((w) => !NUMBER.test(w.text)).map((w) => w.text.toUpperCase());
    return RUSHING_ROW.test(label.join("")) && line.slice(-2).every((w) => NUMBER.test(w.text));
  });
  if (at < 0) return undefined;
  const header = lines
    .slice(0, at)
    .map((line) => headerTeams(line, teams))
    .findLast((named) => named !== null);
  if (!header) return undefined;
  const [first, second] = lines[at]!.slice(-2);
  const cell = (w: typeof first) => ({ value: Number(w!.text), confidence: w!.confidence });
  return { [header[0]!]: cell(first), [header[1]!]: cell(second) };
}
