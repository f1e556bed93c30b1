// What the context readers share (context-claims.ts, season-claims.ts): a judged span, and which of
// the game's teams a claim is about.
import type { GameLedger, TeamLedger } from "../../ledger/types";
import type { TeamFacts } from "./facts";
import type { NumberExpr } from "./numbers";
import type { Sentence } from "./text";

/** A claim a reader judged: its span, its problem (null when true) and the numbers it read. */
export interface Finding {
  start: number;
  end: number;
  problem: string | null;
  used?: NumberExpr[];
  /** The claim is about an earlier game of the two teams (a meeting). */
  earlierGame?: boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

export const ledgerTeamOf = (ctx: GameLedger, t: TeamFacts | null | undefined): TeamLedger | null =>
  !t ? null : ([ctx.home, ctx.away].find((x) => norm(x.name) === norm(t.name)) ?? null);

/** The game's team a claim at `pos` is about: the last one named before it, else the first after, else `carry`. */
export function teamAt(s: Sentence, pos: number, carry: TeamFacts | null): TeamFacts | null {
  const before = s.mentions.filter((m) => m.team && m.end <= pos).at(-1);
  if (before) return before.team!;
  return s.mentions.find((m) => m.team && m.start >= pos)?.team ?? carry;
}
