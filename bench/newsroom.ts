// How long the newsroom's pure core takes on a full league (issue 41): comparing two roster
// exports of 32 teams × 53 players plus a free-agent pool, and finding, writing and checking a
// week's newsroom (rankings, awards, playoff picture, roster articles). Prints figures; asserts
// nothing (the rules are in the *.node.test.ts files). Storage is bench/newsroom-site.ts.
// Run: npx tsx bench/newsroom.ts [--rounds 20]
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import {
  playoffPicture,
  powerRankings,
  previousColumnOf,
  type RosterSnapshot,
  rosterArticles,
  rosterChanges,
  weeklyAwards,
} from "../db/domain/newsroom";
import {
  baselineRosters,
  changedRosters,
  NEWSROOM_SEASON,
  newsroomGames,
  newsroomStandings,
  newsroomStats,
  newsroomTeams,
  newsroomWeeks,
} from "../db/seed/newsroom-fixtures";
import { writeAwardsArticle } from "../worker/services/ai/builtin/newsroom/awards-article";
import { writePlayoffPicture } from "../worker/services/ai/builtin/newsroom/playoff-article";
import { writeRankingsColumn } from "../worker/services/ai/builtin/newsroom/rankings-column";
import { writeRosterArticle } from "../worker/services/ai/builtin/newsroom/roster-articles";
import { checkNewsroomClaims } from "../worker/services/ai/claims/newsroom-claims";
import { fullSize } from "./newsroom-rosters";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" } } });
const rounds = Number(values.rounds);

const time = (f: () => void) => {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    f();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  // The fastest round is the figure least disturbed by other work on a shared machine.
  return `${ms[0]!.toFixed(1)} ms min, ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms median`;
};

const before = fullSize(baselineRosters());
const after = changedRosters(before);
/** An offseason's worth of moves: 200 free agents signed at once. */
const signingSpree: RosterSnapshot = structuredClone(after);
for (const [i, p] of signingSpree.freeAgents!.splice(3, 200).entries())
  signingSpree.rosters[i % 32]!.players.push({
    ...p,
    teamId: signingSpree.rosters[i % 32]!.teamId,
    isFreeAgent: false,
  });
const players = after.rosters.reduce((n, r) => n + r.players.length, 0);
const weeks = newsroomWeeks();
const input = {
  teams: newsroomTeams(),
  games: newsroomGames(weeks),
  stats: newsroomStats(weeks),
  season: NEWSROOM_SEASON,
};
const week = weeks.length - 1;
const standings = newsroomStandings(weeks);

console.log(
  `Newsroom core, ${rounds} rounds each (Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)})\n`,
);
console.log("| step | time |");
console.log("| --- | --- |");
console.log(
  `| compare two roster exports (${players} rostered + ${after.freeAgents!.length} free agents) | ${time(() => rosterChanges(before, after))} |`,
);
console.log(
  `| write and check a transactions wire of ${rosterChanges(after, signingSpree).length} signings | ${time(() => {
    for (const article of rosterArticles(rosterChanges(after, signingSpree)))
      if (!checkNewsroomClaims(writeRosterArticle(article, "marcus-vale"), { kind: "roster", article }).ok)
        throw new Error("checker refused the wire");
  })} |`,
);
console.log(
  `| a week's newsroom: find, write and check rankings, awards, playoff picture, roster articles | ${time(() => {
    const last = powerRankings({ ...input, week: week - 1, previous: null })!;
    const column = powerRankings({ ...input, week, previous: previousColumnOf(last) })!;
    const awards = weeklyAwards({ ...input, week })!;
    const picture = playoffPicture({ teams: input.teams, standings, season: NEWSROOM_SEASON, week })!;
    const drafts = [
      { d: writeRankingsColumn(column, "marcus-vale"), f: { kind: "rankings", column } as const },
      { d: writeAwardsArticle(awards, "marcus-vale"), f: { kind: "awards", awards } as const },
      { d: writePlayoffPicture(picture, "marcus-vale"), f: { kind: "playoffs", picture } as const },
      ...rosterArticles(rosterChanges(before, after)).map((article) => ({
        d: writeRosterArticle(article, "marcus-vale"),
        f: { kind: "roster", article } as const,
      })),
    ];
    for (const { d, f } of drafts) if (!checkNewsroomClaims(d, f).ok) throw new Error(`checker refused ${d.kind}`);
  })} |`,
);
