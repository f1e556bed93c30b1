// When a game was played (issue 20 item 7, decision 201): a recap carries its game date, the
// franchise season (1, 2, 3… as the league counts them) and the week. Browser-safe: the forms,
// cards, the story page, the list filters, the API, RSS and the export stories all use these.
import { STAGES, weekLabel } from "./league-export";
import { leagueKey } from "./leagues";
import { type NewsroomShelf, shelfOf } from "./newsroom/kinds";

export const SEASON_MIN = 1;
export const SEASON_MAX = 99;

/**
 * A week as stored and as written in URLs (`?week=`): preseason weeks, regular-season weeks 1–18
 * and the playoff rounds. Kept as words rather than the export's 0-based indexes so links read well.
 */
export const GAME_WEEKS = [
  "pre1",
  "pre2",
  "pre3",
  "pre4",
  ...Array.from({ length: 18 }, (_, i) => String(i + 1)),
  "wildcard",
  "divisional",
  "conference",
  "superbowl",
] as const;
export type GameWeek = (typeof GAME_WEEKS)[number];

export const isGameWeek = (v: unknown): v is GameWeek => (GAME_WEEKS as readonly unknown[]).includes(v);

const PLAYOFF_WEEKS: Record<string, number> = { wildcard: 19, divisional: 20, conference: 21, superbowl: 23 };

/** The export's stage and 0-based week index of a week (the one numbering league-export.ts names). */
export function exportWeekOf(week: GameWeek): { stage: number; weekIndex: number } {
  if (week.startsWith("pre")) return { stage: STAGES.pre, weekIndex: Number(week.slice(3)) - 1 };
  return { stage: STAGES.reg, weekIndex: (PLAYOFF_WEEKS[week] ?? Number(week)) - 1 };
}

/** "Preseason week 2", "Week 7", "Wild Card Round"… */
export function gameWeekLabel(week: GameWeek): string {
  const { stage, weekIndex } = exportWeekOf(week);
  return weekLabel(stage, weekIndex);
}

/** The week of an exported game (stage and 0-based week index), or null for a week we do not name. */
export function gameWeekOfExport(stage: number, weekIndex: number): GameWeek | null {
  return (
    GAME_WEEKS.find((w) => {
      const e = exportWeekOf(w);
      return e.stage === stage && e.weekIndex === weekIndex;
    }) ?? null
  );
}

/** The export counts seasons from 0 (`seasonIndex`); a recap counts them from 1. */
export const seasonOfExport = (seasonIndex: number) => seasonIndex + 1;

/** A game date is a real calendar day written YYYY-MM-DD. */
export function isGameDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
export const GAME_DATE_MESSAGE = "Game date must be a date (YYYY-MM-DD)";
export const SEASON_MESSAGE = `Season must be a whole number from ${SEASON_MIN} to ${SEASON_MAX}`;
export const WEEK_MESSAGE = "Week must be a preseason week, 1–18 or a playoff round";

/** "Season 3 · Week 7", "Season 3", "Wild Card Round", or "" when neither is known. */
export function seasonWeekLabel(a: { season?: number | null; week?: string | null }): string {
  const parts: string[] = [];
  if (a.season != null) parts.push(`Season ${a.season}`);
  if (a.week != null && isGameWeek(a.week)) parts.push(gameWeekLabel(a.week));
  return parts.join(" · ");
}

/** A list's or feed's season and week filter, and the league page's shelf (decision 311); an absent
 * field means every one. */
export interface GameWeekFilter {
  season?: number;
  week?: GameWeek;
  kind?: NewsroomShelf;
}

/**
 * A public list's filter: the season, week and shelf, and one league's stories (the league page,
 * decision 306), matched by leagueKey as the page's /league/{id} matching does.
 */
export interface RecapListFilter extends GameWeekFilter {
  league?: string;
}

/**
 * The filter a page's `?season&week` asks for (the league page's filter form, which is a plain GET
 * form): the same reading in the browser and in the Worker's server render. A value the list API
 * would refuse counts as not given.
 */
export function gameWeekFilterOf(params: URLSearchParams): GameWeekFilter {
  const season = Number(params.get("season"));
  const week = params.get("week");
  const kind = shelfOf(params.get("kind"));
  return {
    ...(Number.isInteger(season) && season >= SEASON_MIN && season <= SEASON_MAX ? { season } : {}),
    ...(isGameWeek(week) ? { week } : {}),
    ...(kind ? { kind } : {}),
  };
}

/** Whether the filter narrows the list at all. */
export const isFiltered = (f: GameWeekFilter) => f.season !== undefined || f.week !== undefined || f.kind !== undefined;

/** The week a league plays after `week`; null after the Super Bowl (the season is over). */
export function nextGameWeek(week: GameWeek): GameWeek | null {
  return GAME_WEEKS[GAME_WEEKS.indexOf(week) + 1] ?? null;
}

/** What the create form needs of an author's earlier recap to suggest the next one's season and week. */
export interface EarlierRecap {
  type: string;
  leagueName: string | null;
  season: number | null;
  week: GameWeek | null;
  createdAt: string;
}

/**
 * The season and week a member's next recap in a league most likely covers: members post one game
 * after another, so it is the week after their latest recap there (with a season) in the same season;
 * after the Super Bowl, the next season with the week left to them. Null when they have no such
 * recap in that league. Only a suggestion: the form shows it prefilled and the member changes it.
 */
export function suggestGameWeek(
  recaps: readonly EarlierRecap[],
  leagueName: string,
): { season: number; week: GameWeek | null } | null {
  const key = leagueKey(leagueName.trim());
  if (key === "") return null;
  const latest = recaps
    .filter((r) => r.type === "game_recap" && r.season != null && leagueKey(r.leagueName ?? "") === key)
    .reduce<EarlierRecap | null>((a, r) => (a === null || r.createdAt > a.createdAt ? r : a), null);
  if (latest?.season == null) return null;
  if (latest.week === null) return { season: latest.season, week: null };
  const next = nextGameWeek(latest.week);
  if (next !== null) return { season: latest.season, week: next };
  return latest.season < SEASON_MAX ? { season: latest.season + 1, week: null } : null;
}
