import { GAME_WEEKS, type GameWeek, type GameWeekFilter } from "../../../db/domain";

interface HasSeasonWeek {
  season: number | null;
  week: string | null;
}

/**
 * The weeks the league page's week filter offers (decision 366): those its stories are in, in the
 * chosen season or in any, plus the week chosen in the address (as the season select keeps its
 * season), in the game's order. Every week when the league's list is cut at its limit (`complete`
 * false): its older stories are not in the list, and a week they are in must stay choosable.
 */
export function weekChoices(
  stories: readonly HasSeasonWeek[],
  filter: GameWeekFilter,
  complete: boolean,
): readonly GameWeek[] {
  if (!complete) return GAME_WEEKS;
  const weeks = new Set<string>(filter.week ? [filter.week] : []);
  for (const s of stories) {
    if (s.week !== null && (filter.season === undefined || s.season === filter.season)) weeks.add(s.week);
  }
  return GAME_WEEKS.filter((w) => weeks.has(w));
}
