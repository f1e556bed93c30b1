// Checks the built-in writer's tests run over written recaps: the facts of a recap, read back from
// its text (golden facts, not golden text).

import { nickname } from "../builtin/facts";
import { sentencesOf } from "../builtin/text";
import type { ArticleBrief } from "../types";

const surname = (name: string) => name.trim().split(/\s+/).at(-1)!;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where the recap repeats the author's own sentences word for word. */
function typedSpans(text: string, b: ArticleBrief): [number, number][] {
  const typed = [b.details, b.gameSummary, b.keyMoments, b.bigPlays, b.injuries, b.playerQuotes];
  const spans: [number, number][] = [];
  for (const s of typed.flatMap((t) => (t ? sentencesOf(t) : [])))
    for (let i = text.indexOf(s); i >= 0; i = text.indexOf(s, i + 1)) spans.push([i, i + s.length]);
  return spans;
}

/**
 * Every player named, in order, with whether his team's nickname is said next to the name
 * (within the mention forms "<Team> quarterback <Name>", "<Name> of the <Team>", "the <Team>' <Name>").
 */
export function mentions(text: string, b: ArticleBrief) {
  const found: { name: string; team: string; at: number; withTeam: boolean; typed: boolean }[] = [];
  const spans = typedSpans(text, b);
  for (const p of b.players) {
    const team = nickname(p.team);
    for (const m of text.matchAll(
      new RegExp(`\\b(?:${escapeRegex(p.name)}|${escapeRegex(surname(p.name))})\\b`, "g"),
    )) {
      if (found.some((f) => f.at <= m.index && m.index < f.at + f.name.length)) continue;
      const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 25);
      const typed = spans.some(([from, to]) => from <= m.index && m.index < to);
      found.push({ name: p.name, team: p.team, at: m.index, withTeam: team !== "" && around.includes(team), typed });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * Problems with how the writer names players: team missing on first mention or right after the other
 * side's player. The author's own sentences are quoted as typed, so only their order counts.
 */
export function namingProblems(text: string, b: ArticleBrief): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let lastTeam = "";
  for (const m of mentions(text, b)) {
    if (m.typed) {
      if (m.team) lastTeam = m.team;
      continue;
    }
    if (m.team && !m.withTeam && !seen.has(m.name)) problems.push(`${m.name} named without his team first`);
    else if (m.team && !m.withTeam && lastTeam && lastTeam !== m.team)
      problems.push(`${m.name} named right after a player of the other team without his team`);
    seen.add(m.name);
    if (m.team) lastTeam = m.team;
  }
  return problems;
}

/** The team of the first player a recap names, or null when it names none. */
export const firstNamedTeam = (text: string, b: ArticleBrief) => mentions(text, b).find((m) => !m.typed)?.team ?? null;
