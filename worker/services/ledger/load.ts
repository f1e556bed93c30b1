// The one place the season ledger reads storage (decision 291): a season of a league's export from
// the league's own store (decision 305), and the game a recap is about (D1). The ledger itself
// (ledger.ts) only takes data.
import type { Db } from "../../../db/client";
import { exportWeekOf, isGameWeek } from "../../../db/domain/game-week";
import { gameOfStory } from "../../../db/queries/export-games";
import type { Recap } from "../../../db/schema";
import { type LeagueStore, leagueStore } from "../../league-store-object";
import { findGame, gameLedger } from "./ledger";
import { newsLedger } from "./news";
import type { GameLedger, GameRef, NewsLedger, SeasonData } from "./types";

const NO_SEASON = -1;

/** One season of a league's export as the ledger reads it. */
export async function loadSeasonData(store: LeagueStore, season: number): Promise<SeasonData> {
  const [teams, schedule, standings, passing, rushing, receiving, defense, roster] = await Promise.all([
    store.seasonRows("team", NO_SEASON),
    store.seasonRows("schedule", season),
    store.seasonRows("standing", season),
    store.seasonRows("passing", season),
    store.seasonRows("rushing", season),
    store.seasonRows("receiving", season),
    store.seasonRows("defense", season),
    store.seasonRows("roster", NO_SEASON),
  ]);
  const week = (r: { stage: number; week: number; data: Record<string, unknown> }) => ({
    stage: r.stage,
    week: r.week,
    data: r.data,
  });
  return {
    season,
    teams: teams.map((r) => r.data),
    schedule: schedule.map((r) => ({ ...week(r), rowId: r.rowId })),
    standings: standings.map((r) => r.data),
    passing: passing.map(week),
    rushing: rushing.map(week),
    receiving: receiving.map(week),
    defense: defense.map(week),
    roster: roster.map((r) => r.data),
  };
}

/**
 * The ledger of the game a recap is about: the exported game it is the story of, else (a typed or
 * screenshot recap) the league's one exported game with the same teams and final score, in the
 * recap's season and week when it gives them. Null when the league has no export of that game.
 */
export async function ledgerForRecap(
  { env, db }: { env: Env; db: Db },
  recap: Pick<
    Recap,
    "id" | "type" | "leagueId" | "season" | "week" | "homeTeam" | "awayTeam" | "homeScore" | "awayScore"
  >,
): Promise<GameLedger | null> {
  if (recap.type !== "game_recap" || recap.leagueId === null) return null;
  const store = leagueStore(env, recap.leagueId);
  const linked = await gameOfStory(db, recap.leagueId, recap.id);
  if (linked) {
    const data = await loadSeasonData(store, linked.season);
    return gameLedger(data, { stage: linked.stage, week: linked.week, scheduleId: linked.scheduleId });
  }
  if (!recap.homeTeam || !recap.awayTeam) return null;
  const seasons = await store.listSeasons();
  const season = recap.season != null ? recap.season - 1 : seasons[0];
  if (season === undefined || !seasons.includes(season)) return null;
  const data = await loadSeasonData(store, season);
  const w = recap.week && isGameWeek(recap.week) ? exportWeekOf(recap.week) : null;
  const ref: GameRef | undefined = findGame(data, {
    homeTeam: recap.homeTeam,
    awayTeam: recap.awayTeam,
    homeScore: recap.homeScore,
    awayScore: recap.awayScore,
    week: w ? { stage: w.stage, week: w.weekIndex } : null,
  });
  return ref ? gameLedger(data, ref) : null;
}

/**
 * What the league's export proves about the players and teams a news story names (decision 297),
 * from the league's latest season. Null for a recap, a story outside a league, a league with no
 * export, or news that names no one the export knows.
 */
export async function ledgerForNews(
  env: Env,
  news: Pick<Recap, "type" | "leagueId" | "title" | "content" | "notes" | "playerQuotes">,
): Promise<NewsLedger | null> {
  if (news.type !== "news" || news.leagueId === null) return null;
  const store = leagueStore(env, news.leagueId);
  const seasons = await store.listSeasons();
  const season = seasons.length ? Math.max(...seasons) : undefined;
  if (season === undefined) return null;
  const typed = [news.title, news.notes ?? news.content, news.playerQuotes ?? ""].join("\n");
  const ledger = newsLedger(await loadSeasonData(store, season), typed);
  return ledger.players.length || ledger.teams.length ? ledger : null;
}
