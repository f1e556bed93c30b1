// The weekly awards: offensive and defensive player of the week, each with the line that earned
// it and the game it came in, and the game of the week with the reason it was chosen.
import type { GameRow, PlayerAward, WeeklyAwards } from "../../../../../db/domain/newsroom";
import { resultOf } from "../../../../../db/domain/newsroom";
import { framed, type NewsroomDraft } from "./draft";
import { defenceLine, offenceLine, weekName } from "./words";

function inGame(a: PlayerAward): string {
  const r = resultOf(a.game, a.team.teamId);
  if (!r || !a.opponent) return "";
  const [hi, lo] = [Math.max(r.pointsFor, r.pointsAgainst), Math.min(r.pointsFor, r.pointsAgainst)];
  const word = { W: "win over", L: "loss to", T: "tie with" }[r.outcome];
  return ` in a ${hi}-${lo} ${word} the ${a.opponent.name}`;
}

const award = (label: string, a: PlayerAward | null, line: string) =>
  a ? `${label}: ${a.line.name} of the ${a.team.name}, with ${line}${inGame(a)}.` : `${label}: no line stood out.`;

function gameParagraph(w: WeeklyAwards): string {
  const g = w.game;
  if (!g) return "Game of the week: no game was played.";
  const { game } = g;
  const [winner, loser, hi, lo] = winnerFirst(game, g.home.name, g.away.name);
  const what =
    game.homeScore === game.awayScore
      ? `the ${winner} tied the ${loser} ${hi}-${lo}`
      : `the ${winner} beat the ${loser} ${hi}-${lo}`;
  const why =
    g.why === "flagged"
      ? "the league's own pick of the week"
      : `the closest game of the week, decided by ${count(g.margin)}`;
  return `Game of the week: ${what}, ${why}.`;
}
const count = (margin: number) => (margin === 1 ? "1 point" : `${margin} points`);

function winnerFirst(g: GameRow, home: string, away: string): [string, string, number, number] {
  return g.homeScore >= g.awayScore ? [home, away, g.homeScore, g.awayScore] : [away, home, g.awayScore, g.homeScore];
}

export function awardsTitle(w: WeeklyAwards): string {
  const names = [w.offence?.line.name, w.defence?.line.name].filter(Boolean);
  return names.length
    ? `${weekName(w.week)} awards: ${names.join(" and ")} take player of the week`
    : `${weekName(w.week)} awards`;
}

export function writeAwardsArticle(w: WeeklyAwards, personaId: string): NewsroomDraft {
  const title = awardsTitle(w);
  const paragraphs = [
    award("Offensive player of the week", w.offence, w.offence ? offenceLine(w.offence.line) : ""),
    award("Defensive player of the week", w.defence, w.defence ? defenceLine(w.defence.line) : ""),
    gameParagraph(w),
  ];
  return { kind: "awards", title, category: "awards", body: framed(personaId, "awards", title, paragraphs) };
}
