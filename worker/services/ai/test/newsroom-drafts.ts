// Every kind of newsroom story (rankings, awards, playoff picture, roster news) written by each of the
// nine personas from the small newsroom league's fixtures: what the label check and bench/writing.ts
// read (decision 331).
import {
  PLAYOFF_STATUS,
  playoffPicture,
  powerRankings,
  previousColumnOf,
  rosterArticles,
  rosterChanges,
  type StandingRow,
  weeklyAwards,
} from "../../../../db/domain/newsroom";
import { baselineRosters, changedRosters } from "../../../../db/seed/newsroom-fixtures";
import { SMALL_GAMES, SMALL_TEAMS, WEEK_TWO_STATS } from "../../../../db/seed/newsroom-small-league";
import { writeAwardsArticle } from "../builtin/newsroom/awards-article";
import type { NewsroomDraft } from "../builtin/newsroom/draft";
import { writePlayoffPicture } from "../builtin/newsroom/playoff-article";
import { writeRankingsColumn } from "../builtin/newsroom/rankings-column";
import { writeRosterArticle } from "../builtin/newsroom/roster-articles";
import { VOICES } from "../builtin/voices";

export function newsroomDrafts(): { persona: string; draft: NewsroomDraft }[] {
  const league = { teams: SMALL_TEAMS, games: SMALL_GAMES, stats: WEEK_TWO_STATS, season: 0 };
  const weekOne = powerRankings({ ...league, week: 0, previous: null })!;
  const weekTwo = powerRankings({ ...league, week: 1, previous: previousColumnOf(weekOne) })!;
  const standings = [
    [1, 9, 1, 1, PLAYOFF_STATUS.clinchedBerth],
    [2, 8, 2, 2, PLAYOFF_STATUS.undecided],
    [3, 7, 3, 0, PLAYOFF_STATUS.undecided],
    [4, 2, 8, 0, PLAYOFF_STATUS.eliminated],
  ].map(
    ([teamId, w, l, seed, playoffStatus]): StandingRow => ({
      teamId: teamId!,
      seasonIndex: 0,
      totalWins: w!,
      totalLosses: l!,
      seed: seed!,
      playoffStatus: playoffStatus!,
      conferenceName: "AFC",
    }),
  );
  const playoffs = playoffPicture({ teams: SMALL_TEAMS, standings, season: 0, week: 9 })!;
  const awards = weeklyAwards({ ...league, week: 1 })!;
  const roster = rosterArticles(rosterChanges(baselineRosters(), changedRosters()));
  return Object.keys(VOICES).flatMap((persona) =>
    [
      writeRankingsColumn(weekOne, persona),
      writeRankingsColumn(weekTwo, persona),
      writeAwardsArticle(awards, persona),
      writePlayoffPicture(playoffs, persona),
      ...roster.map((a) => writeRosterArticle(a, persona)),
    ].map((draft) => ({ persona, draft })),
  );
}
