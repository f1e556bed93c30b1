// The claim checker run on every draft, from every provider, before anything is published. It
// reads claims, not tokens: who did what (stat-claims), for which team (team-claims), who won and by
// what score (result-claims), and detail a box score cannot hold (unsupported, names). A number no
// reader understood must still be one the inputs state (allowed-numbers).
//
// Derived values are allowed only by these written rules:
//   margin = |home − away|; total = home + away;
//   a team's stat = the sum of its players' rows; a player's "touchdowns" = passing + rushing +
//   receiving TDs, "touchdowns scored" = rushing + receiving; yards from scrimmage = rushing +
//   receiving yards; total yards = passing + rushing yards (or rushing + receiving);
//   completion percentage = completions / attempts × 100, yards per carry = rushing yards / carries,
//   yards per catch = receiving yards / receptions, yards per attempt = passing yards / attempts,
//   each rounded to one decimal; "sacked N times" = the other team's sacks; a team's interceptions
//   (on defense) = its defenders' interceptions or the other team's interceptions thrown.
// "a touchdown" (the article) claims at least one; "lone", "single", "one" claim exactly one.
//
// Known to slip through (each needs its own reader before it can be judged):
//   - rankings and comparisons: "led all receivers", "the game's leading rusher", "more than anyone";
//   - ordinals: "his third touchdown"; margins in plays: "by a touchdown", "by a field goal";
//   - play descriptions with no number or time word: "a diving catch", "a goal-line stand";
//   - unquoted speech: "Brewer said the team trusted the plan" is not compared with the quotes;
//   - a pronoun's stat is accepted if it is true of any player named in the sentence before;
//   - a player named by first name only is not read as a claim's subject.
import type { ArticleBrief } from "../types";
import { allowedNumbers, judgeable } from "./allowed-numbers";
import { contextClaims } from "./context-claims";
import { factsFrom, type PlayerFacts, type TeamFacts } from "./facts";
import { unknownNames } from "./names";
import { newsClaims, newsNames } from "./news-claims";
import { type NumberExpr, numbersIn } from "./numbers";
import { resultClaims } from "./result-claims";
import { statClaims } from "./stat-claims";
import { round1 } from "./stat-values";
import { teamProblems } from "./team-claims";
import { sentencesOf } from "./text";
import { unsupportedDetail } from "./unsupported";
import { winnerClaims } from "./winner";
import { withoutWriterName } from "./writer";

export interface ClaimCheck {
  ok: boolean;
  problems: string[];
}

export function checkClaims(draft: string, brief: ArticleBrief): ClaimCheck {
  const facts = factsFrom(brief);
  const problems: string[] = [];
  const report = (list: string[]) => {
    for (const p of list) if (!problems.includes(p)) problems.push(p);
  };
  // The persona's own style may name the game edition ("season-26"); that is not a game fact.
  let text = draft;
  for (const e of brief.persona.style.match(/season[- ]\d+/gi) ?? []) text = text.split(e).join(" ");
  // The persona's name where it signs the draft; anywhere else it is read as any other name (decision 335).
  text = withoutWriterName(text, brief.persona);

  const allowed = allowedNumbers(brief);
  let previous: PlayerFacts[] = [];
  // The team a sentence without one is about ("They improved to 3-1"): the last one named before.
  let lastTeam: TeamFacts | null = null;
  for (const s of sentencesOf(text, facts)) {
    const used: NumberExpr[] = [];
    if (facts.isRecap) {
      report(teamProblems(s));
      const context = contextClaims(s, facts, lastTeam);
      report(context.problems);
      used.push(...context.used);
      const winner = winnerClaims(s, facts, used);
      report(winner.problems);
      used.push(...winner.used);
      const result = resultClaims(s, facts, used, context.earlierGame);
      report(result.problems);
      used.push(...result.used);
      const stats = statClaims(s, facts, previous, used);
      report(stats.problems);
      used.push(...stats.used);
    } else if (brief.news && !typedByAuthor(s.text, facts.typed)) {
      // What the writer added from the league's data (decision 297); the author's own sentences are theirs.
      const news = newsClaims(s.text, brief.news, facts.typed);
      report(news.problems);
      used.push(...news.used);
    }
    report(unsupportedDetail(s, facts));
    const taken = (n: NumberExpr) => used.some((u) => u.start === n.start && u.end === n.end);
    for (const n of numbersIn(s.text))
      if (!taken(n) && judgeable(s.text, n) && !allowed.has(round1(n.value)))
        report([`The number ${n.raw} is not in the game data or the author's text.`]);
    const named = s.mentions.flatMap((m) => m.twins ?? (m.player ? [m.player] : []));
    if (named.length) previous = named;
    lastTeam = s.mentions.filter((m) => m.team).at(-1)?.team ?? lastTeam;
  }
  // League teams a context claim may name (each one checked there: only a verified next opponent passes).
  const ctx = facts.context;
  const league = ctx ? [...ctx.teamNames, ctx.home.division, ctx.away.division] : [];
  report(
    unknownNames(text, facts, [
      ...facts.players.flatMap((p) => p.aliases),
      ...facts.teams.map((t) => t.name),
      ...league,
      ...(brief.news ? newsNames(brief.news) : []),
    ]),
  );
  return { ok: problems.length === 0, problems };
}

const squash = (t: string) => t.replace(/\s+/g, " ").trim().toLowerCase();
/** A sentence that is the author's own words, repeated from what they typed. */
const typedByAuthor = (sentence: string, typed: string[]) => typed.some((t) => squash(t).includes(squash(sentence)));
