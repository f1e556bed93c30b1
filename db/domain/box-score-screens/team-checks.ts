// Relations every box score obeys between the screens of one game: each catch is a completion of
// one of the team's passers, each receiving yard or touchdown is a passing one, each target a pass
// attempt, each defender's interception an interception of a passer of the other team. A cell
// read wrong at a high confidence passes every check of its own row (94 receiving yards read "924" on
// 9 catches: under 99 a catch); summed over a team it breaks one of these. Where a team's
// sums break one, the cells that could hold the misread are marked doubtful for the author, never
// corrected (which one is wrong cannot be told). A screen may show only some of a team's players
// (a scrolled list, a cut photo), so only "at most" holds, never "equal": the receivers shown catch
// at most what the passers completed. A passer left off his screen breaks it too, and then right
// cells are marked: a look for the author, never a cell read wrong and shown as sure.
import { DOUBTFUL } from "./rows";
import type { ReadCell, ReadPlayer, StatKey } from "./types";

/** The sum of `small` over a team's rows never exceeds the sum of `large` over `of`'s rows. */
interface TeamRelation {
  small: StatKey;
  large: StatKey;
  /** Whose rows hold `large`: the same team's offence, or the other team's. */
  of: "team" | "opponent";
}

const RELATIONS: TeamRelation[] = [
  { small: "receptions", large: "completions", of: "team" },
  { small: "receivingYards", large: "passingYards", of: "team" },
  { small: "receivingTouchdowns", large: "passingTouchdowns", of: "team" },
  { small: "targets", large: "attempts", of: "team" },
  { small: "defensiveInterceptions", large: "interceptions", of: "opponent" },
];

/** Yards may be lost: a yards cell read at 0 or below can still be one read too high ("-12" read "-2"). */
const MAY_BE_NEGATIVE: StatKey[] = ["receivingYards"];

/**
 * Marks doubtful, in place, the cells of every team relation the players' rows break: all the
 * `large` cells (any may be read too low) and the `small` cells that could be read too high (not a
 * count read 0). Rows with no team read (team "") are in no team's sums: a relation is checked only
 * where both sides were read on named teams' screens.
 */
export function doubtTeamRelations(players: ReadPlayer[]): void {
  const teams = [...new Set(players.map((p) => p.team).filter(Boolean))];
  for (const team of teams) {
    const opponent = teams.length === 2 ? teams.find((t) => t !== team) : undefined;
    for (const { small, large, of } of RELATIONS) {
      const holder = of === "team" ? team : opponent;
      const smallRows = players.filter((p) => p.team === team && p.stats[small]);
      const largeRows = players.filter((p) => holder && p.team === holder && p.position !== "DEF" && p.stats[large]);
      if (smallRows.length === 0 || largeRows.length === 0) continue;
      const total = (rows: ReadPlayer[], key: StatKey) => rows.reduce((s, p) => s + p.stats[key]!.value, 0);
      if (total(smallRows, small) <= total(largeRows, large)) continue;
      for (const p of smallRows) if (MAY_BE_NEGATIVE.includes(small) || p.stats[small]!.value > 0) doubt(p, small);
      for (const p of largeRows) doubt(p, large);
    }
  }
}

/**
 * The rushing yards a team's runners show against the team-stats screen's total for the team: they
 * never exceed it but by a runner left off his screen with yards lost. Where they do, a runner's
 * yards read too high (or the total too low, which the box score does not keep) is the misread: the
 * runners' yards are marked doubtful ("438" read for 48 on 8 carries keeps decision 388's bound).
 */
export function doubtRushingTotals(players: ReadPlayer[], totals: Record<string, ReadCell> | undefined): void {
  for (const [team, total] of Object.entries(totals ?? {})) {
    const rows = players.filter((p) => p.team === team && p.position !== "DEF" && p.stats.rushingYards);
    if (rows.reduce((s, p) => s + p.stats.rushingYards!.value, 0) <= total.value) continue;
    for (const p of rows) doubt(p, "rushingYards");
  }
}

function doubt(player: ReadPlayer, key: StatKey): void {
  const cell = player.stats[key]!;
  player.stats[key] = { ...cell, confidence: Math.min(cell.confidence, DOUBTFUL) };
}

/** Every touchdown a team's rows show is one of its own, 6 points: its passers' or its receivers' ones, and its runners'. */
const TOUCHDOWNS: StatKey[][] = [
  ["passingTouchdowns", "rushingTouchdowns"],
  ["receivingTouchdowns", "rushingTouchdowns"],
];
const POINTS_A_TOUCHDOWN = 6;

/**
 * A team's points as read, checked against its rows' touchdowns: 6 points a touchdown never exceed
 * the points (field goals, kicks and a defence's touchdowns only add to them). Where they do, a
 * touchdown cell read too high (not one read 0) or the points read too low is the misread: those
 * cells are marked doubtful, the touchdown ones in place; the points are returned, doubtful or not.
 */
export function doubtTouchdowns(players: ReadPlayer[], team: string, points: ReadCell | null): ReadCell | null {
  if (!points) return points;
  const rows = players.filter((p) => p.team === team && p.position !== "DEF");
  let broken = false;
  for (const keys of TOUCHDOWNS) {
    const shown = rows.flatMap((p) => keys.flatMap((k) => (p.stats[k] ? [[p, k] as const] : [])));
    const total = shown.reduce((s, [p, k]) => s + p.stats[k]!.value, 0);
    if (POINTS_A_TOUCHDOWN * total <= points.value) continue;
    broken = true;
    for (const [p, k] of shown) if (p.stats[k]!.value > 0) doubt(p, k);
  }
  return broken ? { ...points, confidence: Math.min(points.confidence, DOUBTFUL) } : points;
}
