// The box score checked before anyone writes from it. Refusals are lines no game can produce (the
// author must fix them); warnings are lines that may be right but look wrong (the author may still
// confirm). Browser-safe, so the box-score page can show the same messages per row.
import { type PlayerStat, STAT_KEYS, type StatKey } from "./players";

export interface BoxScoreInput {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
}

/** The final score the screenshots show, when they show one. */
export interface ExtractedScore {
  homeScore: number;
  awayScore: number;
}

export interface RowRefusal {
  /** Index of the row in `players`. */
  row: number;
  player: string;
  message: string;
  /** The cells the refusal is about, so the box-score page can mark them. */
  fields: (StatKey | "name" | "team")[];
}

export type BoxScoreWarning =
  | { kind: "touchdowns"; team: string; message: string }
  | { kind: "score"; message: string; typed: ExtractedScore; extracted: ExtractedScore };

export interface BoxScoreCheck {
  refusals: RowRefusal[];
  warnings: BoxScoreWarning[];
}

/** Yards can be negative (a loss on a run); every other field is a count. */
const CAN_BE_NEGATIVE: StatKey[] = ["passingYards", "rushingYards", "receivingYards"];
/** Each stat in words, for messages to people (box-score refusals, claim-check problems). */
export const STAT_WORDS: Record<StatKey, string> = {
  completions: "completions",
  attempts: "pass attempts",
  passingYards: "passing yards",
  passingTouchdowns: "passing touchdowns",
  interceptions: "interceptions thrown",
  carries: "carries",
  rushingYards: "rushing yards",
  rushingTouchdowns: "rushing touchdowns",
  fumbles: "fumbles",
  receptions: "receptions",
  receivingYards: "receiving yards",
  receivingTouchdowns: "receiving touchdowns",
  targets: "targets",
  tackles: "tackles",
  sacks: "sacks",
  defensiveInterceptions: "interceptions",
  forcedFumbles: "forced fumbles",
};

const key = (s: string) => s.trim().toLowerCase();
const sum = (rows: PlayerStat[], k: StatKey) => rows.reduce((a, p) => a + (p[k] ?? 0), 0);

function rowRefusals(box: BoxScoreInput): RowRefusal[] {
  const out: RowRefusal[] = [];
  const teams = [box.homeTeam, box.awayTeam];
  const firstRow = new Map<string, number>();
  box.players.forEach((p, row) => {
    const name = p.name.trim() || `Row ${row + 1}`;
    const refuse = (message: string, fields: RowRefusal["fields"]) =>
      out.push({ row, player: name, message: `${name}: ${message}`, fields });
    const c = p.completions;
    const a = p.attempts;
    if (c !== undefined && a !== undefined && c > a)
      refuse(`${c} completions is more than ${a} attempts. A quarterback cannot complete more passes than he throws.`, [
        "completions",
        "attempts",
      ]);
    if (p.receptions !== undefined && p.targets !== undefined && p.receptions > p.targets)
      refuse(`${p.receptions} receptions is more than ${p.targets} targets.`, ["receptions", "targets"]);
    for (const k of STAT_KEYS) {
      const v = p[k];
      if (v !== undefined && v < 0 && !CAN_BE_NEGATIVE.includes(k))
        refuse(`${STAT_WORDS[k]} cannot be negative (${v}).`, [k]);
    }
    if (!teams.some((t) => key(t) === key(p.team)))
      refuse(
        p.team.trim()
          ? `"${p.team.trim()}" is not one of this game's teams (${box.homeTeam} or ${box.awayTeam}).`
          : `choose this player's team (${box.homeTeam} or ${box.awayTeam}).`,
        ["team"],
      );
    const first = firstRow.get(key(p.name));
    if (first !== undefined)
      refuse(`listed twice (rows ${first + 1} and ${row + 1}). Keep one row per player.`, ["name"]);
    else firstRow.set(key(p.name), row);
  });
  return out;
}

/** The fewest touchdowns a team's rows show: rushing TDs plus the passing or receiving TDs (the same plays). */
function touchdownsShown(rows: PlayerStat[]): number {
  return sum(rows, "rushingTouchdowns") + Math.max(sum(rows, "passingTouchdowns"), sum(rows, "receivingTouchdowns"));
}

export function checkBoxScore(box: BoxScoreInput, extracted?: ExtractedScore | null): BoxScoreCheck {
  const warnings: BoxScoreWarning[] = [];
  for (const [team, score] of [
    [box.homeTeam, box.homeScore],
    [box.awayTeam, box.awayScore],
  ] as const) {
    const tds = touchdownsShown(box.players.filter((p) => key(p.team) === key(team)));
    if (tds * 6 > score)
      warnings.push({
        kind: "touchdowns",
        team,
        message: `The ${team} rows show ${tds} touchdowns (at least ${tds * 6} points), but the final score gives the ${team} ${score}.`,
      });
  }
  if (extracted && (extracted.homeScore !== box.homeScore || extracted.awayScore !== box.awayScore))
    warnings.push({
      kind: "score",
      message: `The screenshots show ${box.homeTeam} ${extracted.homeScore}, ${box.awayTeam} ${extracted.awayScore}; you typed ${box.homeScore}-${box.awayScore}.`,
      typed: { homeScore: box.homeScore, awayScore: box.awayScore },
      extracted,
    });
  return { refusals: rowRefusals(box), warnings };
}
