// The players of one game in their season: totals through this game and the league rank then,
// season highs and firsts (each needs earlier games to compare with), and the roster's full name.
import { rosteredName } from "../../../db/domain/player-names";
import { teamName } from "../league-export/box-score";
import { countedThrough, rankAmong, resultsSource, weeksComplete } from "./results";
import type { GameRef, PlayerSeason, SeasonData, SeasonStat, WeekRow } from "./types";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Which stat list and field each season stat is summed from. */
export const SEASON_STATS: Record<
  SeasonStat,
  { list: "passing" | "rushing" | "receiving" | "defense"; field: string }
> = {
  passYds: { list: "passing", field: "passYds" },
  passTDs: { list: "passing", field: "passTDs" },
  rushYds: { list: "rushing", field: "rushYds" },
  rushTDs: { list: "rushing", field: "rushTDs" },
  recYds: { list: "receiving", field: "recYds" },
  recTDs: { list: "receiving", field: "recTDs" },
  tackles: { list: "defense", field: "defTotalTackles" },
  sacks: { list: "defense", field: "defSacks" },
  ints: { list: "defense", field: "defInts" },
};

const STATS = Object.keys(SEASON_STATS) as SeasonStat[];

interface Line {
  rosterId: number;
  teamId: number;
  name: string;
  /** scheduleId → value, in week order. */
  games: { scheduleId: number; week: number; value: number }[];
}

/** Every player's games of one stat through a week, keyed on rosterId (a player's id across weeks). */
function linesOf(rows: WeekRow[], field: string): Map<number, Line> {
  const out = new Map<number, Line>();
  for (const r of rows) {
    const id = num(r.data.rosterId);
    if (!id) continue;
    const line = out.get(id) ?? { rosterId: id, teamId: num(r.data.teamId), name: str(r.data.fullName), games: [] };
    line.games.push({ scheduleId: num(r.data.scheduleId), week: r.week, value: num(r.data[field]) });
    out.set(id, line);
  }
  for (const line of out.values()) line.games.sort((a, b) => a.week - b.week);
  return out;
}

/**
 * Every player's season totals through a week of a stage, by rosterId: only stats whose every week
 * so far is in the export, and only totals above zero (a news story's season line, decision 297).
 */
export function seasonTotals(
  data: SeasonData,
  stage: number,
  through: number,
): Map<number, Partial<Record<SeasonStat, number>>> {
  const out = new Map<number, Partial<Record<SeasonStat, number>>>();
  for (const stat of STATS) {
    const { list, field } = SEASON_STATS[stat];
    const rows = data[list].filter((r) => r.stage === stage && r.week <= through);
    if (!weeksComplete(rows, stage, through)) continue;
    for (const line of linesOf(rows, field).values()) {
      const total = line.games.reduce((s, g) => s + g.value, 0);
      if (total > 0) out.set(line.rosterId, { ...out.get(line.rosterId), [stat]: total });
    }
  }
  return out;
}

export function playerSeasons(data: SeasonData, ref: GameRef): PlayerSeason[] {
  const through = countedThrough(ref.stage, ref.week);
  const roster = new Map(data.roster.map((r) => [num(r.rosterId), r]));
  const teams = new Map(data.teams.map((t) => [num(t.teamId), t]));
  const players = new Map<number, PlayerSeason>();
  for (const stat of STATS) {
    const { list, field } = SEASON_STATS[stat];
    const rows = data[list].filter((r) => r.stage === ref.stage && r.week <= through);
    // A total is only a season total when every week so far is in the export.
    const complete = weeksComplete(rows, ref.stage, through);
    const lines = linesOf(rows, field);
    const total = (l: Line) => l.games.reduce((s, g) => s + g.value, 0);
    const all = [...lines.values()];
    for (const line of all) {
      const inGame = line.games.find((g) => g.scheduleId === ref.scheduleId);
      if (!inGame) continue;
      const p = players.get(line.rosterId) ?? newPlayer(line, roster, teams);
      players.set(line.rosterId, p);
      const earlier = line.games.filter((g) => g.week < ref.week);
      if (complete && total(line) > 0)
        p.totals[stat] = {
          value: {
            total: total(line),
            rank: rankAmong(
              line,
              all,
              (a, b) => total(a) > total(b),
              (a, b) => total(a) === total(b),
            ),
          },
          source: resultsSource(through),
        };
      if (!complete || earlier.length === 0 || inGame.value <= 0) continue;
      if (earlier.every((g) => inGame.value > g.value)) p.seasonHighs.push(stat);
      if (earlier.every((g) => g.value === 0)) p.firsts.push(stat);
    }
  }
  return [...players.values()];
}

function newPlayer(
  line: Line,
  roster: Map<number, Record<string, unknown>>,
  teams: Map<number, Record<string, unknown>>,
) {
  const r = roster.get(line.rosterId);
  const named = r ? rosteredName(line.name, r.firstName, r.lastName) : null;
  return {
    id: `x${line.rosterId}`,
    rosterId: line.rosterId,
    exportName: line.name,
    full: named?.full || null,
    surname: named?.surname || null,
    team: teamName(teams, line.teamId),
    totals: {},
    seasonHighs: [],
    firsts: [],
  } satisfies PlayerSeason as PlayerSeason;
}
