// A draft as sentences, with quoted speech set aside (a quote is checked as a whole, not parsed for
// stats) and every player and team named in each sentence located.
import type { Facts, PlayerFacts, TeamFacts } from "./facts";
import { resolveTwins } from "./twins";

export interface Mention {
  start: number;
  end: number;
  player?: PlayerFacts;
  team?: TeamFacts;
  /** Followed by 's or ’s (or a bare apostrophe after an s). */
  possessive: boolean;
  /**
   * Every player the name may be when several in the game share it and the sentence has not yet told
   * which (twins.ts); `player` is then the first of them.
   */
  twins?: PlayerFacts[];
}

export interface Sentence {
  /** The sentence with quoted speech blanked out (same length, so positions stay valid). */
  text: string;
  /** The sentence as written. */
  raw: string;
  quotes: string[];
  mentions: Mention[];
}

const QUOTE = /["“]([^"“”]*)["”]/g;

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function findMentions(text: string, facts: Facts): Mention[] {
  const aliases: { alias: string; player?: PlayerFacts; team?: TeamFacts }[] = [
    ...facts.players.flatMap((player) => player.aliases.map((alias) => ({ alias, player }))),
    ...facts.teams.flatMap((team) => team.aliases.map((alias) => ({ alias, team }))),
  ].sort((a, b) => b.alias.length - a.alias.length);
  const out: Mention[] = [];
  for (const a of aliases) {
    const re = new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(a.alias)}(?![\\p{L}\\p{M}])(['’]s?)?`, "gu");
    for (const m of text.matchAll(re)) {
      const end = m.index + a.alias.length;
      if (out.some((o) => m.index < o.end && end > o.start)) continue;
      const twins = a.player ? facts.players.filter((p) => p.aliases.includes(a.alias)) : [];
      out.push({
        start: m.index,
        end,
        player: a.player,
        team: a.team,
        possessive: Boolean(m[1]),
        ...(twins.length > 1 ? { twins } : {}),
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Quoted speech blanked out, keeping the quote marks and a closing stop so sentences still end. */
function maskQuotes(draft: string): { masked: string; spans: { start: number; end: number; inner: string }[] } {
  const spans = [...draft.matchAll(QUOTE)].map((m) => ({ start: m.index, end: m.index + m[0].length, inner: m[1]! }));
  let masked = draft;
  for (const s of spans) {
    // The first letter stays when it is a capital, so the sentence after a quote still starts one.
    const first = /^\p{Lu}/u.test(s.inner) ? s.inner[0]! : " ";
    const inner = `${first}${s.inner
      .slice(1)
      .replace(/[^.!?]$/, " ")
      .replace(/[^\n](?=.)/g, " ")}`.slice(0, s.inner.length);
    masked = `${masked.slice(0, s.start + 1)}${inner}${masked.slice(s.end - 1)}`;
  }
  return { masked, spans };
}

/**
 * A full stop that ends no sentence: an initial ("A. Jones", the export's "A.St. Brown") and the
 * abbreviations of names and match-ups ("St. Brown", "Jones Jr. said", "No. 1").
 */
export const NOT_AN_END = String.raw`(?<!\b(?:[A-Z]|St|Jr|Sr|Mr|Mrs|Ms|Dr|vs|No)\.)`;

const BOUNDARY = new RegExp(String.raw`(?<=[.!?]["”’)]?)${NOT_AN_END}[ \t]+(?=["“‘(]?[\p{Lu}\d])|\s*\n\s*`, "gu");

/** Where each sentence starts and ends. */
function sentenceSpans(masked: string): [number, number][] {
  const cuts = [0];
  for (const m of masked.matchAll(BOUNDARY)) cuts.push(m.index, m.index + m[0].length);
  cuts.push(masked.length);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < cuts.length; i += 2)
    if (masked.slice(cuts[i], cuts[i + 1]).trim()) out.push([cuts[i]!, cuts[i + 1]!]);
  return out;
}

/** The sentences of a draft as written (a quote of several sentences stays in one). */
export const splitSentences = (draft: string): string[] =>
  sentenceSpans(maskQuotes(draft).masked).map(([start, end]) => draft.slice(start, end));

export function sentencesOf(draft: string, facts: Facts): Sentence[] {
  const { masked, spans } = maskQuotes(draft);
  return sentenceSpans(masked).map(([start, end]) => {
    const text = masked.slice(start, end);
    const quotes = spans.filter((q) => q.start >= start && q.end <= end).map((q) => q.inner);
    const sentence = { text, raw: draft.slice(start, end), quotes, mentions: findMentions(text, facts) };
    resolveTwins(sentence);
    return sentence;
  });
}

export const nameOf = (m: Mention) => m.player?.name ?? m.team?.name ?? "";
