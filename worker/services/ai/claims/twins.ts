// Two players with one name in a game (issue 37 item 10): a mention of the name is resolved to one of
// them by the team the sentence places it with ("Wolves quarterback X", "X of the Comets", "the
// Comets' X") and by a position word just before it ("running back X"). A mention still unresolved
// stays every one of them: a stat claim is then read against those whose rows carry the stat (a
// passing line is the quarterback's), and holds when it holds for one (stat-claims.ts).
import type { Position } from "../../../../db/domain";
import type { PlayerFacts } from "./facts";
import { teamLinks } from "./team-claims";
import type { Mention, Sentence } from "./text";

/** The position a word just before a name gives (the export's rows are QB, RB, WR or DEF). */
const POSITION_BEFORE: [RegExp, Position][] = [
  [/\b(?:quarterback|QB|signal-caller|passer)\s+$/i, "QB"],
  [/\b(?:running back|RB|halfback|tailback|back|rusher)\s+$/i, "RB"],
  [/\b(?:wide receiver|receiver|wideout|tight end|WR|TE|pass-catcher)\s+$/i, "WR"],
  [
    /\b(?:linebacker|cornerback|corner|safety|defender|defensive end|defensive tackle|edge rusher|pass rusher|lineman|LB|CB|DE|DT|S)\s+$/i,
    "DEF",
  ],
];

function narrow(m: Mention, keep: (p: PlayerFacts) => boolean) {
  const left = m.twins!.filter(keep);
  if (left.length === 0) return;
  m.player = left[0];
  if (left.length === 1) delete m.twins;
  else m.twins = left;
}

/** Resolves, in place, each mention of a shared name that the sentence tells apart. */
export function resolveTwins(s: Sentence): void {
  if (!s.mentions.some((m) => m.twins)) return;
  for (const link of teamLinks(s))
    if (link.playerMention.twins) narrow(link.playerMention, (p) => p.team === link.team);
  for (const m of s.mentions) {
    if (!m.twins) continue;
    const before = s.text.slice(Math.max(0, m.start - 40), m.start);
    const position = POSITION_BEFORE.find(([re]) => re.test(before))?.[1];
    if (position) narrow(m, (p) => p.row.position === position);
  }
}
