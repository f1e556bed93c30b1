// The ledger league's fixture (db/seed/ledger-league.ts) as the loader would hand it to the ledger,
// and each of its games as a box score, for unit tests and the writing bench (no storage needed).

import type { BoxScoreUpdate } from "../../../../db/queries/recap-status";
import {
  LEDGER_TEAMS,
  LEDGER_WEEKS,
  ledgerRoster,
  ledgerStandings,
  ledgerWeek,
  ROSTERED,
} from "../../../../db/seed/ledger-league";
import { recapBrief } from "../../ai/test/fixtures";
import type { ArticleBrief } from "../../ai/types";
import { type ExportData, exportBoxScore } from "../../league-export/box-score";
import { gameLedger } from "../ledger";
import type { GameRef, SeasonData, WeekRow } from "../types";

const rows = (body: Record<string, unknown>) => Object.values(body).find(Array.isArray) as ExportData[];
const weekRows = (list: ExportData[]): WeekRow[] =>
  list.map((data) => ({ stage: data.stageIndex as number, week: data.weekIndex as number, data }));

/** The season as exported: every week of LEDGER_WEEKS, standings sent after `standingsWeeks` weeks. */
export function ledgerSeason(opts: { standingsWeeks?: number; rostered?: number[] } = {}): SeasonData {
  const weeks = LEDGER_WEEKS.map((_, i) => ledgerWeek(i));
  const all = (k: "passing" | "rushing" | "receiving" | "defense") => weekRows(weeks.flatMap((w) => rows(w[k])));
  return {
    season: 0,
    teams: LEDGER_TEAMS,
    schedule: weekRows(weeks.flatMap((w) => rows(w.schedules))).map((r) => ({
      ...r,
      rowId: r.data.scheduleId as number,
    })),
    standings: rows(ledgerStandings(opts.standingsWeeks ?? 2)),
    passing: all("passing"),
    rushing: all("rushing"),
    receiving: all("receiving"),
    defense: all("defense"),
    roster: (opts.rostered ?? ROSTERED).flatMap((t) => rows(ledgerRoster(t))),
  };
}

/** A played game of the fixture by week (0-based) and the home team's index. */
export function ledgerGame(data: SeasonData, week: number, homeIndex: number): GameRef & { box: BoxScoreUpdate } {
  const home = LEDGER_TEAMS[homeIndex]!.teamId;
  const g = data.schedule.find((s) => s.week === week && s.data.homeTeamId === home)!;
  const teams = new Map(data.teams.map((t) => [t.teamId as number, t]));
  const mine = (list: WeekRow[]) => list.filter((r) => r.data.scheduleId === g.rowId).map((r) => r.data);
  const box = exportBoxScore({
    schedule: g.data,
    teams,
    passing: mine(data.passing),
    rushing: mine(data.rushing),
    receiving: mine(data.receiving),
    defense: mine(data.defense),
  });
  return { stage: g.stage, week: g.week, scheduleId: g.rowId, box };
}

/** A recap brief of one fixture game with its ledger, as the generate job builds it. */
export function ledgerBrief(
  data: SeasonData,
  week: number,
  homeIndex: number,
  overrides: Partial<ArticleBrief> = {},
): ArticleBrief {
  const game = ledgerGame(data, week, homeIndex);
  return recapBrief({
    articleId: 3000 + week * 10 + homeIndex,
    title: `${game.box.awayTeam} at ${game.box.homeTeam}`,
    leagueName: "Ledger League",
    details: "",
    playerQuotes: null,
    ...game.box,
    context: gameLedger(data, game),
    ...overrides,
  });
}
