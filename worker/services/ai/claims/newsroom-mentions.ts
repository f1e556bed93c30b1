// Where a newsroom draft names a team or a player its facts know: newsroom-claims.ts ties each claim
// to the nearest name before it in its sentence.
import { uniqueSurnames } from "../../../../db/domain/newsroom";
import type { Known, PlayerFact, TeamFact } from "./newsroom-known";

export interface Mention {
  start: number;
  end: number;
  team?: TeamFact;
  player?: PlayerFact;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type Finder = (text: string) => Mention[];

/** One pattern for every name the facts hold, longest first, so a draft is scanned once per sentence. */
export function mentionFinder(k: Known): Finder {
  const names = new Map<string, Omit<Mention, "start" | "end">>();
  for (const team of k.teams)
    for (const alias of [team.team.name, team.team.short]) if (!names.has(alias)) names.set(alias, { team });
  for (const player of k.players) if (!names.has(player.name)) names.set(player.name, { player });
  // A roster story calls a player by his surname after the first mention, when no one else has it.
  const surnames = uniqueSurnames(k.players);
  for (const player of k.players) {
    const last = player.row?.lastName.trim();
    if (last && surnames.has(last) && !names.has(last)) names.set(last, { player });
  }
  const aliases = [...names.keys()].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!aliases.length) return () => [];
  const re = new RegExp(`(?<![\\p{L}])(?:${aliases.map(escapeRegExp).join("|")})(?![\\p{L}])`, "gu");
  return (text) =>
    [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, ...names.get(m[0])! }));
}

/** The nearest team or player named before a position in the sentence. */
export type Before<T> = (at: number) => T | null;
