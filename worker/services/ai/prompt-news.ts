// The news ledger in a model's brief (decision 297): what the league's export proves about the people
// and teams a news story names, with where it came from, in the phrasings the news checker reads.

import type { NewsLedger, SeasonStat } from "../ledger/types";
import { seasonNoun } from "./builtin/news-facts";
import { POSITIONS } from "./builtin/newsroom/words";

export const NEWS_SHAPE =
  "Keep every fact the author typed. You may add only the facts under League data, about the player or team named there, written as: 'a 23-year-old quarterback for the X', 'N years left on a M-year contract', 'out N weeks', 'N passing yards on the season through Week 3', 'the X are 2-1 through Week 3'.";

export function newsLines(n: NewsLedger): string[] {
  const lines = [`League data (the league's export${n.through ? `, results through ${n.through}` : ""}):`];
  for (const p of n.players) {
    const parts = [
      p.position ? (POSITIONS[p.position] ?? p.position) : "",
      p.age !== null ? `age ${p.age}` : "",
      p.team ? `on the ${p.team} roster` : "",
      p.contract ? `${p.contract.yearsLeft} years left on a ${p.contract.length}-year contract` : "",
      p.injuryWeeks !== null ? `injured, out ${p.injuryWeeks} weeks` : "",
      ...(Object.entries(p.totals?.value ?? {}) as [SeasonStat, number][]).map(
        ([s, v]) => `${v} ${seasonNoun(s).many} on the season (${p.totals!.source})`,
      ),
    ].filter(Boolean);
    lines.push(`- ${p.full}: ${parts.join("; ")}.`);
  }
  for (const t of n.teams)
    if (t.record)
      lines.push(
        `- ${t.name}: ${t.record.value.wins}-${t.record.value.losses}${t.record.value.ties ? `-${t.record.value.ties}` : ""} (${t.record.source}).`,
      );
  return lines;
}
