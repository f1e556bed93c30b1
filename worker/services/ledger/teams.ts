// One team's facts after a game: records (overall, division, home/away), streak, division place,
// seed, points and their ranks, a season high and the next scheduled game, each with its source.
import { signedStreak, weekLabel } from "../../../db/domain/league-export";
import { nickname } from "../ai/builtin/facts";
import { teamName } from "../league-export/box-score";
import {
  add,
  countedThrough,
  emptyRecord,
  outcome,
  type Played,
  pct,
  playedGames,
  rankAmong,
  resultsSource,
  streakOf,
  tables,
  weeksComplete,
} from "./results";
import type { ExportData, Fact, GameRef, NextGame, SeasonData, TeamLedger, WinLoss } from "./types";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === "string" ? v : "");

export interface SeasonView {
  data: SeasonData;
  teamsById: Map<number, ExportData>;
  played: Played[];
  division: (teamId: number) => string;
}

export function seasonView(data: SeasonData): SeasonView {
  const teamsById = new Map(data.teams.map((t) => [num(t.teamId), t]));
  return {
    data,
    teamsById,
    played: playedGames(data),
    division: (id) => str(teamsById.get(id)?.divName),
  };
}

const sameRecord = (a: WinLoss, b: WinLoss) => a.wins === b.wins && a.losses === b.losses && a.ties === b.ties;
const fact = <T>(value: T, source: string): Fact<T> => ({ value, source });

/** The team's standings row when the league sent standings for this very week, else undefined. */
function standingsRow(v: SeasonView, ref: GameRef, teamId: number) {
  const row = v.data.standings.find((s) => num(s.teamId) === teamId);
  if (!row) return undefined;
  const stage = typeof row.stageIndex === "number" ? row.stageIndex : ref.stage;
  if (num(row.weekIndex) !== ref.week || stage !== ref.stage) return undefined;
  return {
    record: { wins: num(row.totalWins), losses: num(row.totalLosses), ties: num(row.totalTies) },
    streak: signedStreak(num(row.winLossStreak)),
    seed: num(row.seed),
    source: `standings sent for ${weekLabel(ref.stage, ref.week)}`,
  };
}

/** Why the standings were, or were not, used for this game (kept with the ledger for the prompt and tests). */
export function standingsNote(v: SeasonView, ref: GameRef): string {
  const weeks = [...new Set(v.data.standings.map((s) => num(s.weekIndex)))];
  if (weeks.length === 0) return "no standings were sent";
  if (weeks.includes(ref.week)) return `standings sent for ${weekLabel(ref.stage, ref.week)} (used where they agree)`;
  return `standings sent for ${weeks.map((w) => weekLabel(ref.stage, w)).join(", ")}, not this game's week: not used`;
}

function nextGame(v: SeasonView, ref: GameRef, teamId: number): Fact<NextGame> | null {
  const later = v.data.schedule
    .filter(
      (g) =>
        g.stage === ref.stage &&
        g.week > ref.week &&
        (num(g.data.homeTeamId) === teamId || num(g.data.awayTeamId) === teamId),
    )
    .sort((a, b) => a.week - b.week)[0];
  if (!later) return null;
  // A week between this game and the next that the export has not sent may hold an earlier game.
  for (let w = ref.week + 1; w < later.week; w++)
    if (!v.data.schedule.some((g) => g.stage === ref.stage && g.week === w)) return null;
  const home = num(later.data.homeTeamId) === teamId;
  const opponent = teamName(v.teamsById, num(home ? later.data.awayTeamId : later.data.homeTeamId));
  return fact(
    {
      opponent,
      opponentNickname: nickname(opponent),
      home,
      weekLabel: weekLabel(later.stage, later.week),
      stage: later.stage,
      week: later.week,
    },
    `the schedule of ${weekLabel(later.stage, later.week)}`,
  );
}

export function teamLedger(v: SeasonView, ref: GameRef, game: Played, teamId: number): TeamLedger {
  const name = teamName(v.teamsById, teamId);
  const o = outcome(game, teamId);
  const through = countedThrough(ref.stage, ref.week);
  const complete = weeksComplete(v.data.schedule, ref.stage, through);
  const source = resultsSource(through);
  const counted = v.played.filter((g) => g.stage === ref.stage && g.week <= through);
  const mine = counted.filter((g) => g.home === teamId || g.away === teamId);
  const thisOne = mine.findIndex((g) => g.scheduleId === game.scheduleId);
  const upTo = thisOne >= 0 ? mine.slice(0, thisOne + 1) : mine;
  const before = upTo.filter((g) => g.scheduleId !== game.scheduleId);
  const division = v.division(teamId);
  const tally = (games: Played[], keep: (g: Played) => boolean = () => true) => {
    const r = emptyRecord();
    for (const g of games) if (keep(g)) add(r, outcome(g, teamId));
    return r;
  };
  const opponentOf = (g: Played) => (g.home === teamId ? g.away : g.home);
  const known = <T>(value: T, src = source) => (complete ? fact(value, src) : null);

  const record = tally(upTo);
  // Standings for this week fill in a record the results cannot (an earlier week was never sent);
  // when both exist they must agree, or the standings are not used at all.
  const sent = standingsRow(v, ref, teamId);
  const agreed = sent && (!complete || sameRecord(sent.record, record)) ? sent : undefined;
  // Every team's table after the whole week (a division rival may have played after this game).
  const all = tables(counted);
  const rivals = [...v.teamsById.keys()].filter((id) => division !== "" && v.division(id) === division);
  const recordOf = (id: number) => all.records.get(id) ?? emptyRecord();
  const place =
    division && rivals.length > 1
      ? rankAmong(
          teamId,
          rivals,
          (a, b) => pct(recordOf(a)) > pct(recordOf(b)),
          (a, b) => pct(recordOf(a)) === pct(recordOf(b)),
        )
      : null;
  const teamsPlayed = [...all.pointsFor.keys()];
  const pf = (id: number) => all.pointsFor.get(id) ?? 0;
  const pa = (id: number) => all.pointsAgainst.get(id) ?? 0;
  const myScore = game.home === teamId ? game.homeScore : game.awayScore;
  const earlierScores = before.map((g) => (g.home === teamId ? g.homeScore : g.awayScore));

  return {
    teamId,
    name,
    nickname: nickname(name),
    division,
    won: o > 0,
    lost: o < 0,
    record: known(record) ?? (agreed ? fact(agreed.record, agreed.source) : null),
    recordBefore: known(tally(before)),
    divisionRecord: division ? known(tally(upTo, (g) => v.division(opponentOf(g)) === division)) : null,
    homeRecord: known(tally(upTo, (g) => g.home === teamId)),
    awayRecord: known(tally(upTo, (g) => g.away === teamId)),
    streak:
      known(streakOf(upTo.map((g) => outcome(g, teamId)))) ?? (agreed ? fact(agreed.streak, agreed.source) : null),
    streakBefore: known(streakOf(before.map((g) => outcome(g, teamId)))),
    divisionPlace: place ? known(place) : null,
    seed: agreed && agreed.seed > 0 ? fact(agreed.seed, agreed.source) : null,
    pointsFor: known(pf(teamId)),
    pointsAgainst: known(pa(teamId)),
    pointsForRank: known(
      rankAmong(
        teamId,
        teamsPlayed,
        (a, b) => pf(a) > pf(b),
        (a, b) => pf(a) === pf(b),
      ),
    ),
    pointsAgainstRank: known(
      rankAmong(
        teamId,
        teamsPlayed,
        (a, b) => pa(a) < pa(b),
        (a, b) => pa(a) === pa(b),
      ),
    ),
    seasonHighPoints: earlierScores.length ? known(earlierScores.every((s) => myScore > s)) : null,
    next: nextGame(v, ref, teamId),
  };
}
