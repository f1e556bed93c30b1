// The season pages' data for the server render: the same answers as
// GET /api/leagues/:league/seasons/:season/{standings,schedule[/:week],leaders,teams/:teamId}
// (services/league-season.ts).
import type { Db } from "../../db/client";
import { leagueSeasonPart, leagueTeamSeason } from "../services/league-season";
import type { PageLoaders } from "./contract";

export const seasonLoaders = (db: Db): Pick<PageLoaders, "leagueSeason" | "leagueTeam"> => ({
  leagueSeason: (league, season, part) => leagueSeasonPart(db, { league, season }, part),
  leagueTeam: (league, season, teamId) => leagueTeamSeason(db, league, season, teamId),
});
