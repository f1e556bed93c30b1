// The season ledger in a model's brief (issue 38 item 6, decision 293): the same facts the built-in
// writer and the claim checker read, each with where it came from, and the shape of a game story.
import type { GameLedger, Rank, SeasonStat, TeamLedger, WinLoss } from "../ledger/types";

const rec = (r: WinLoss) => `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`;
const streak = (n: number) => (n > 0 ? `won ${n} in a row` : n < 0 ? `lost ${-n} in a row` : "no streak");
const rank = (r: Rank) => `${r.tied ? "tied " : ""}${r.rank} of ${r.of}`;
const STATS: Record<SeasonStat, string> = {
  passYds: "passing yards",
  passTDs: "touchdown passes",
  rushYds: "rushing yards",
  rushTDs: "rushing touchdowns",
  recYds: "receiving yards",
  recTDs: "receiving touchdowns",
  tackles: "tackles",
  sacks: "sacks",
  ints: "interceptions",
};

/** The shape asked of a model when the season is known (the wire services' game story). */
export const SEASON_SHAPE =
  "Write it as a wire game story: the lede gives the result, the story's angle and both teams' records after the game; weave the numbers into that angle rather than one sentence per stat line; then the season context (streak, division, standings); close with each team's next game. Records, streaks, standings, season totals and ranks, earlier meetings and next games: only as given under Season context, about the team or player named there.";

function teamLine(t: TeamLedger): string {
  const parts: string[] = [];
  if (t.record) parts.push(`record after this game ${rec(t.record.value)} (${t.record.source})`);
  if (t.recordBefore) parts.push(`before it ${rec(t.recordBefore.value)}`);
  if (t.divisionRecord) parts.push(`division record ${rec(t.divisionRecord.value)}`);
  if (t.homeRecord && t.awayRecord)
    parts.push(`at home ${rec(t.homeRecord.value)}, on the road ${rec(t.awayRecord.value)}`);
  if (t.streak)
    parts.push(`streak: ${streak(t.streak.value)} (before this game: ${streak(t.streakBefore?.value ?? 0)})`);
  if (t.divisionPlace)
    parts.push(`place in the ${t.division}: ${rank(t.divisionPlace.value)} (${t.divisionPlace.source})`);
  if (t.seed) parts.push(`seed ${t.seed.value} (${t.seed.source})`);
  if (t.pointsFor && t.pointsAgainst && t.pointsForRank && t.pointsAgainstRank)
    parts.push(
      `points scored ${t.pointsFor.value} (rank ${rank(t.pointsForRank.value)}), allowed ${t.pointsAgainst.value} (rank ${rank(t.pointsAgainstRank.value)} fewest)`,
    );
  if (t.seasonHighPoints?.value) parts.push("this game's points are the team's season high");
  if (t.next)
    parts.push(
      `next game: ${t.next.value.home ? "hosts" : "at"} ${t.next.value.opponent}, ${t.next.value.weekLabel} (${t.next.source})`,
    );
  return `- ${t.name}: ${parts.join("; ") || "no season facts"}.`;
}

/** The ledger's facts as prompt lines; `nameOf` gives a box-score line's player as the story names him. */
export function seasonLines(ctx: GameLedger, nameOf: (id: string) => string | undefined): string[] {
  const lines = [`Season context (${ctx.game.weekLabel}; ${ctx.standings}):`, teamLine(ctx.home), teamLine(ctx.away)];
  if (ctx.divisionGame) lines.push(`- A division game (${ctx.home.division}).`);
  for (const m of ctx.meetings.value)
    lines.push(`- Earlier meeting, ${m.weekLabel}: ${m.homeTeam} ${m.homeScore}, ${m.awayTeam} ${m.awayScore}.`);
  for (const p of ctx.players) {
    const stats = (Object.keys(p.totals) as SeasonStat[]).map((s) => {
      const t = p.totals[s]!.value;
      return `${t.total} ${STATS[s]} (league rank ${rank(t.rank)})${p.seasonHighs.includes(s) ? ", season high this game" : ""}`;
    });
    const name = nameOf(p.id) ?? p.full ?? p.exportName;
    if (stats.length) lines.push(`- ${name} (${p.team}), season through this game: ${stats.join("; ")}.`);
  }
  return lines;
}
