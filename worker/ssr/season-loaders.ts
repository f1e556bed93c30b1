// The season pages' data for the server render: the same answers as
// GET /api/leagues/:league/seasons/:season(/teams/:teamId) (services/league-season.ts).
import type { Db } from "../../db/client";
import { leagueSeason, leagueTeamSeason } from "../services/league-season";
import type { PageLoaders } from "./contract";

export const seasonLoaders = (db: Db): Pick<PageLoaders, "leagueSeason" | "leagueTeam"> => ({
  leagueSeason: (league, season) => leagueSeason(db, league, season),
  leagueTeam: (league, season, teamId) => leagueTeamSeason(db, league, season, teamId),
});
