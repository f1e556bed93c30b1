// The author's typed quotes in a recap, every one of them and never cut: "Name: words" lines name the
// speaker with his team; any other form is kept as typed. No label leads them in ("On the record:"):
// a quote and its speaker are the sentence.
import type { ArticleBrief } from "../types";
import type { GameFacts, Leader } from "./facts";
import type { Namer } from "./lines";
import { NEVER, type Sentence, sideOf } from "./recap";
import { sentencesOf } from "./text";

/** A typed quote line, as the form asks ("Name: words") or as often pasted ("“words” — Name"). */
function quoteLine(line: string): { speaker: string; words: string } | null {
  const named = line.match(/^([^:"“]{2,80}):\s*(.+)$/);
  if (named) return { speaker: named[1]!.trim(), words: named[2]!.trim().replace(/^["“]|["”]$/g, "") };
  const signed = line.match(/^["“](.+)["”]\s*[—–-]\s*([^"“”]{2,80})$/);
  return signed ? { speaker: signed[2]!.trim(), words: signed[1]!.trim() } : null;
}

/** The author's quotes, one sentence each; "Name: words" lines name the speaker with his team. */
export function quoteSentences(b: ArticleBrief, f: GameFacts): Sentence[] {
  const typed = b.playerQuotes?.trim();
  if (!typed) return [];
  const lines = typed.split(/\n+/).map((line) => line.trim());
  const rows = [...f.winner.rows, ...f.loser.rows];
  const parsed = lines.map((line) => {
    const q = quoteLine(line);
    const row = q ? b.players.find((p) => p.name.trim() === q.speaker) : undefined;
    return q && row ? { row, words: q.words } : null;
  });
  if (parsed.some((p) => p === null)) {
    const text = sentencesOf(typed).join(" ");
    const q = /["“”]/.test(text) ? text : `"${text}"`;
    return [{ section: "quotes", priority: NEVER, render: () => q }];
  }
  return parsed.map((p) => {
    const { row, words } = p!;
    const side = f.winner.rows.includes(row) ? f.winner : rows.includes(row) ? f.loser : null;
    const leader: Leader = { row, side, verdict: "plain", rate: null };
    const names = f.tie ? undefined : sideOf(f, leader);
    const said = sentencesOf(words).join(" ").replace(/\.$/, ",");
    const line = (name: Namer) => `"${said}${/[,!?]$/.test(said) ? "" : ","}" said ${name(leader)}.`;
    return {
      section: "quotes",
      priority: NEVER,
      names,
      render: line,
    };
  });
}
