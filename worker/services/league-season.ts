// A league's season from its stored export (issue 22, decision 224): what the season pages show,
// for the API (routes/leagues) and the server render (ssr/season-loaders.ts) alike. The export's
// rows are read from the league's store (decision 305); the league and its stories from D1.
import type { Db } from "../../db/client";
import { GAME_NOT_PLAYED, signedStreak, type WeekRef } from "../../db/domain/league-export";
import { gameKey, seasonStories, storyTitles } from "../../db/queries/league-season";
import { getLeagueByName, type LeagueRow } from "../../db/queries/leagues";
import { type LeagueStore, leagueStore } from "../league-store-object";
import { leagueView } from "../routes/leagues/views";
import type {
  GameView,
  LeaderCategory,
  LeadersPartView,
  SchedulePartView,
  SeasonPart,
  SeasonPartView,
  SeasonView,
  StandingsPartView,
  StandingView,
  TeamRef,
  TeamSeasonView,
} from "../schemas/league-season";
import { teamName } from "./league-export/box-score";

type Data = Record<string, unknown>;
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Season leaders: the regular season's sums; kicking and punting are here (the box score has no columns for them). */
export const LEADER_STATS = [
  { id: "passYds", label: "Passing yards", kind: "passing", field: "passYds" },
  { id: "passTDs", label: "Passing touchdowns", kind: "passing", field: "passTDs" },
  { id: "rushYds", label: "Rushing yards", kind: "rushing", field: "rushYds" },
  { id: "recYds", label: "Receiving yards", kind: "receiving", field: "recYds" },
  { id: "tackles", label: "Tackles", kind: "defense", field: "defTotalTackles" },
  { id: "sacks", label: "Sacks", kind: "defense", field: "defSacks" },
  { id: "ints", label: "Interceptions", kind: "defense", field: "defInts" },
  { id: "fgMade", label: "Field goals made", kind: "kicking", field: "fGMade" },
  { id: "puntYds", label: "Punting yards", kind: "punting", field: "puntYds" },
] as const;

const SEASON_LEADERS = 5;
const TEAM_LEADERS = 3;

function teamRefs(rows: { rowId: number; data: Data }[]): TeamRef[] {
  const byId = new Map(rows.map((r) => [r.rowId, r.data]));
  return rows
    .map((r) => ({
      id: r.rowId,
      name: teamName(byId, r.rowId),
      abbr: str(r.data.abbrName) || str(r.data.displayName),
      division: str(r.data.divName),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** "W3" / "L2" from the export's streak byte (255 = L1, decision 290). */
export function streakLabel(sent: number): string {
  const n = signedStreak(sent);
  return n > 0 ? `W${n}` : n < 0 ? `L${-n}` : "—";
}

function standingOf(r: { rowId: number; data: Data }, names: Map<number, string>): StandingView {
  const d = r.data;
  const division = str(d.divisionName) || str(d.divisonName);
  return {
    teamId: r.rowId,
    team: names.get(r.rowId) ?? (str(d.teamName) || `Team ${r.rowId}`),
    conference: str(d.conferenceName) || division.split(" ")[0] || "",
    division,
    wins: num(d.totalWins),
    losses: num(d.totalLosses),
    ties: num(d.totalTies),
    streak: streakLabel(num(d.winLossStreak)),
    pointsFor: num(d.ptsFor),
    pointsAgainst: num(d.ptsAgainst),
    seed: num(d.seed) > 0 ? num(d.seed) : null,
  };
}

function gameOf(r: { stage: number; week: number; rowId: number; data: Data }, stories: Map<string, number>): GameView {
  const played = r.data.status !== GAME_NOT_PLAYED;
  return {
    scheduleId: r.rowId,
    stage: r.stage,
    week: r.week,
    homeTeamId: num(r.data.homeTeamId),
    awayTeamId: num(r.data.awayTeamId),
    homeScore: played ? num(r.data.homeScore) : 0,
    awayScore: played ? num(r.data.awayScore) : 0,
    played,
    storyId: played ? (stories.get(gameKey(r.stage, r.week, r.rowId)) ?? null) : null,
  };
}

const byWeek = (a: GameView, b: GameView) => a.stage - b.stage || a.week - b.week || a.scheduleId - b.scheduleId;

/** Where a season is read from: D1 (leagues, stories) and the bindings (the league's store). */
export interface SeasonSource {
  env: Env;
  db: Db;
}

interface Loaded {
  league: LeagueRow;
  store: LeagueStore;
  season: number;
  seasons: number[];
  teams: TeamRef[];
}

/** The league and season a page names; undefined when the league or the season has no export. */
async function loadSeason(
  { env, db }: SeasonSource,
  leagueParam: string,
  season: number | "latest",
): Promise<Loaded | undefined> {
  const league = await getLeagueByName(db, leagueParam);
  if (!league) return undefined;
  const store = leagueStore(env, league.id);
  const [seasons, teamRows] = await Promise.all([store.listSeasons(), store.seasonRows("team", -1)]);
  const index = season === "latest" ? seasons[0] : season - 1;
  if (index === undefined || !seasons.includes(index)) return undefined;
  return { league, store, season: index, seasons, teams: teamRefs(teamRows) };
}

async function leadersOf(loaded: Loaded, limit: number, teamId?: number): Promise<LeaderCategory[]> {
  const boards = await loaded.store.seasonLeaders(loaded.season, LEADER_STATS, limit, teamId);
  return LEADER_STATS.map((s, i) => ({ id: s.id, label: s.label, leaders: boards[i] ?? [] })).filter(
    (c) => c.leaders.length > 0,
  );
}

/** What every season answer carries; a page's answer keeps only the teams it names. */
const base = (l: Loaded, named?: (number | null)[]) => {
  const ids = named && new Set(named);
  return {
    league: leagueView(l.league),
    season: l.season + 1,
    seasons: l.seasons.map((s) => s + 1),
    teams: ids ? l.teams.filter((t) => ids.has(t.id)) : l.teams,
  };
};

const sameWeek = (a: WeekRef, b: WeekRef) => a.stage === b.stage && a.week === b.week;

type SeasonAt = { league: string; season: number | "latest" };

export async function standingsPart(source: SeasonSource, at: SeasonAt): Promise<StandingsPartView | undefined> {
  const loaded = await loadSeason(source, at.league, at.season);
  if (!loaded) return undefined;
  const names = new Map(loaded.teams.map((t) => [t.id, t.name]));
  const rows = await loaded.store.seasonRows("standing", loaded.season);
  const standings = rows.map((r) => standingOf(r, names));
  return {
    ...base(
      loaded,
      standings.map((s) => s.teamId),
    ),
    page: "standings",
    standings,
  };
}

export async function leadersPart(source: SeasonSource, at: SeasonAt): Promise<LeadersPartView | undefined> {
  const loaded = await loadSeason(source, at.league, at.season);
  if (!loaded) return undefined;
  const leaders = await leadersOf(loaded, SEASON_LEADERS);
  const named = leaders.flatMap((c) => c.leaders.map((l) => l.teamId));
  return { ...base(loaded, named), page: "leaders", leaders };
}

/** The season's weeks and one week's games: the one asked for, else the latest with a finished game. */
export async function schedulePart(
  source: SeasonSource,
  at: SeasonAt,
  asked: WeekRef | null,
): Promise<SchedulePartView | undefined> {
  const loaded = await loadSeason(source, at.league, at.season);
  if (!loaded) return undefined;
  const [scheduleRows, stories] = await Promise.all([
    loaded.store.seasonRows("schedule", loaded.season),
    seasonStories(source.db, loaded.league.id, loaded.season),
  ]);
  const all = scheduleRows.map((r) => gameOf(r, stories)).sort(byWeek);
  const weeks: WeekRef[] = [];
  for (const g of all) if (!weeks.some((w) => sameWeek(w, g))) weeks.push({ stage: g.stage, week: g.week });
  const week =
    asked ?? [...weeks].reverse().find((w) => all.some((g) => sameWeek(g, w) && g.played)) ?? weeks[0] ?? null;
  const games = week ? all.filter((g) => sameWeek(g, week)) : [];
  const named = games.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
  return { ...base(loaded, named), page: "schedule", weeks, week, games };
}

/** One season page's data (decision 228): one section, and for the schedule one week's games. */
export function leagueSeasonPart(
  source: SeasonSource,
  at: SeasonAt,
  part: SeasonPart,
): Promise<SeasonPartView | undefined> {
  if (part.page === "standings") return standingsPart(source, at);
  if (part.page === "leaders") return leadersPart(source, at);
  return schedulePart(source, at, part.week);
}

export async function leagueSeason(
  source: SeasonSource,
  leagueParam: string,
  season: number | "latest",
): Promise<SeasonView | undefined> {
  const loaded = await loadSeason(source, leagueParam, season);
  if (!loaded) return undefined;
  const { league, store } = loaded;
  const names = new Map(loaded.teams.map((t) => [t.id, t.name]));
  const [standingRows, scheduleRows, stories, leaders] = await Promise.all([
    store.seasonRows("standing", loaded.season),
    store.seasonRows("schedule", loaded.season),
    seasonStories(source.db, league.id, loaded.season),
    leadersOf(loaded, SEASON_LEADERS),
  ]);
  return {
    ...base(loaded),
    standings: standingRows.map((r) => standingOf(r, names)),
    games: scheduleRows.map((r) => gameOf(r, stories)).sort(byWeek),
    leaders,
  };
}

export async function leagueTeamSeason(
  source: SeasonSource,
  leagueParam: string,
  season: number | "latest",
  teamId: number,
): Promise<TeamSeasonView | undefined> {
  const loaded = await loadSeason(source, leagueParam, season);
  const team = loaded?.teams.find((t) => t.id === teamId);
  if (!loaded || !team) return undefined;
  const { league, store } = loaded;
  const names = new Map(loaded.teams.map((t) => [t.id, t.name]));
  const [standingRows, scheduleRows, stories, leaders] = await Promise.all([
    store.seasonRows("standing", loaded.season),
    store.seasonRows("schedule", loaded.season),
    seasonStories(source.db, league.id, loaded.season),
    leadersOf(loaded, TEAM_LEADERS, teamId),
  ]);
  const games = scheduleRows
    .map((r) => gameOf(r, stories))
    .filter((g) => g.homeTeamId === teamId || g.awayTeamId === teamId)
    .sort(byWeek);
  const storyIds = games.flatMap((g) => (g.storyId === null ? [] : [g.storyId]));
  const titles = new Map((await storyTitles(source.db, storyIds)).map((s) => [s.id, s.title]));
  const standing = standingRows.find((r) => r.rowId === teamId);
  return {
    ...base(loaded),
    team,
    standing: standing ? standingOf(standing, names) : null,
    games,
    leaders,
    stories: storyIds.flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : [])).reverse(),
  };
}
