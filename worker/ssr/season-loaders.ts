// The season pages' data for the server render: the same answers as
// GET /api/leagues/:league/seasons/:season/{standings,schedule[/:week],leaders,teams/:teamId}
// (services/league-season.ts).
import { leagueSeasonPart, leagueTeamSeason, type SeasonSource } from "../services/league-season";
import type { PageLoaders } from "./contract";

export const seasonLoaders = (source: SeasonSource): Pick<PageLoaders, "leagueSeason" | "leagueTeam"> => ({
  leagueSeason: (league, season, part) => leagueSeasonPart(source, { league, season }, part),
  leagueTeam: (league, season, teamId) => leagueTeamSeason(source, league, season, teamId),
});
