// The season ledger (issue 38, decision 291): pure functions from one season of a league's export to
// the facts a beat writer would have for one game. Nothing here reads storage; load.ts does.
import { weekLabel } from "../../../db/domain/league-export";
import { teamName } from "../league-export/box-score";
import { playerSeasons } from "./players";
import { type Played, weeksComplete } from "./results";
import { seasonView, standingsNote, teamLedger } from "./teams";
import type { GameLedger, GameRef, Meeting, SeasonData } from "./types";

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

export function gameLedger(data: SeasonData, ref: GameRef): GameLedger | null {
  const v = seasonView(data);
  const game = v.played.find((g) => g.scheduleId === ref.scheduleId && g.stage === ref.stage && g.week === ref.week);
  if (!game) return null;
  const home = teamLedger(v, ref, game, game.home);
  const away = teamLedger(v, ref, game, game.away);
  const name = (id: number) => teamName(v.teamsById, id);
  const meetings: Meeting[] = v.played
    .filter(
      (g) =>
        (g.stage < ref.stage || (g.stage === ref.stage && g.week < ref.week)) &&
        [g.home, g.away].includes(game.home) &&
        [g.home, g.away].includes(game.away),
    )
    .map((g: Played) => ({
      weekLabel: weekLabel(g.stage, g.week),
      winner: g.homeScore === g.awayScore ? null : name(g.homeScore > g.awayScore ? g.home : g.away),
      homeTeam: name(g.home),
      awayTeam: name(g.away),
      homeScore: g.homeScore,
      awayScore: g.awayScore,
    }));
  const meetingsKnown = weeksComplete(data.schedule, ref.stage, Math.max(0, ref.week - 1));
  return {
    season: data.season,
    game: { ...ref, weekLabel: weekLabel(ref.stage, ref.week) },
    home,
    away,
    divisionGame: home.division !== "" && home.division === away.division,
    meetings: {
      value: meetingsKnown ? meetings : [],
      source: meetingsKnown ? "the schedule and results before this game" : "earlier weeks were not all sent",
    },
    players: playerSeasons(data, ref),
    teamNames: [...v.teamsById.keys()].map(name),
    standings: standingsNote(v, ref),
  };
}

/** What a typed or screenshot recap says about its game, for finding it in the export. */
export interface GameClaim {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  /** Export stage and 0-based week, when the recap gives its week. */
  week: { stage: number; week: number } | null;
}

/**
 * The exported game a recap describes: the same two teams (by full name, as the export spells them)
 * and the same final score, in the recap's week when it gives one. Undefined unless exactly one game fits.
 */
export function findGame(data: SeasonData, claim: GameClaim): GameRef | undefined {
  const v = seasonView(data);
  const fits = v.played.filter(
    (g) =>
      norm(teamName(v.teamsById, g.home)) === norm(claim.homeTeam) &&
      norm(teamName(v.teamsById, g.away)) === norm(claim.awayTeam) &&
      g.homeScore === claim.homeScore &&
      g.awayScore === claim.awayScore &&
      (!claim.week || (claim.week.stage === g.stage && claim.week.week === g.week)),
  );
  const [only] = fits;
  return fits.length === 1 && only ? { stage: only.stage, week: only.week, scheduleId: only.scheduleId } : undefined;
}
