// How the built-in writer's stories read, measured over many of them: repeated sentences, distinct
// sentence shapes with names and numbers masked, filler, length, and whether a simple word-overlap
// classifier can tell the personas apart. Used by bench/writing.ts and its unit test.
import { writeBuiltinArticle } from "../worker/services/ai/builtin";
import { sentencesOf, wordCount } from "../worker/services/ai/builtin/text";
import { checkClaims } from "../worker/services/ai/claims/check";
import { storyNames } from "../worker/services/ai/claims/facts";
import { gameBrief } from "../worker/services/ai/test/fixtures";
import type { ArticleBrief } from "../worker/services/ai/types";

export interface Written {
  brief: ArticleBrief;
  text: string;
}

/**
 * The first seed of the held-out games (decision 332, bench/README.md): generated games from here on
 * are never read while tuning the writer or the checker; `--held-out` runs them once, at the end.
 * Seeds 10001–11000 were the first held-out set, spent by its run (decision 333): tuning stays at or
 * below TUNING_LAST, so they are read by neither side again.
 */
export const HELD_OUT_FIRST = 20_001;
/** The last seed a tuning run may read (bench/README.md's split). */
export const TUNING_LAST = 10_000;

/** The benchmark's recaps: generated games first..first+count-1 (db/seed/games.ts), the nine personas in turn. */
export const benchmarkRecaps = (count = 100, first = 1): Written[] =>
  Array.from({ length: count }, (_, i) => {
    const brief = gameBrief(first + i);
    return { brief, text: writeBuiltinArticle(brief) };
  });

/** The claim checker's problems with a recap (every draft must pass it before it is published). */
export const claimProblems = (w: Written) => checkClaims(w.text, w.brief).problems;

/** Every name the brief gives (players, their surnames and first names, teams, nicknames, venue), longest first. */
function namesOf(b: ArticleBrief): string[] {
  const names = new Set<string>();
  for (const t of [b.homeTeam, b.awayTeam, b.venue, ...b.players.flatMap((p) => [p.name, p.team])]) {
    if (!t?.trim()) continue;
    names.add(t.trim());
    for (const w of t.trim().split(/\s+/)) if (/^\p{Lu}/u.test(w)) names.add(w);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

export const sentences = (text: string) => text.split(/\n\n/).flatMap(sentencesOf);

/** Names become N, numbers #: what is left is the sentence's shape. */
export function mask(sentence: string, b: ArticleBrief): string {
  let out = sentence;
  for (const name of namesOf(b)) out = out.split(name).join("N");
  return out.replace(/\d+(?:\.\d+)?/g, "#");
}

/** A sentence with no name, team or number in it: it carries no fact of the input. */
export const isFiller = (sentence: string, b: ArticleBrief) => mask(sentence, b) === sentence;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Where a name stands as a name of its own in the text (not inside a longer word or an initial's "B.Pardee"). */
const at = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{M}.])${escapeRegExp(name)}(?![\\p{L}\\p{M}])`, "gu"))].map(
    (m) => m.index,
  );

/**
 * How a recap names its players after the first mention (issue 38 item 3): `later` mentions, how many
 * by the surname alone, and the problems (a full name said twice, a surname before the full name) of
 * players whose surname can stand alone (`storyNames`); `keptFull` counts players named in full again
 * because another player of the game or a team shares the surname.
 */
export function laterMentions({ brief, text }: Written) {
  let [later, bySurname, keptFull] = [0, 0, 0];
  const problems: string[] = [];
  for (const n of new Map(storyNames(brief).map((x) => [x.full, x])).values()) {
    const full = at(text, n.full);
    if (n.surname === n.full) {
      later += Math.max(0, full.length - 1);
      if (full.length > 1) keptFull++;
      continue;
    }
    const alone = at(text, n.surname).filter((i) => !full.some((f) => f <= i && i < f + n.full.length));
    later += Math.max(0, full.length - 1) + alone.length;
    bySurname += alone.length;
    if (full.length > 1) problems.push(`${n.full} in full ${full.length} times`);
    if (alone.length && !(full.length && full[0]! < alone[0]!)) problems.push(`${n.surname} before ${n.full}`);
  }
  return { later, bySurname, keptFull, problems };
}

const tokens = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

export interface Figures {
  articles: number;
  sentences: number;
  repeatedShare: number;
  distinctShapeShare: number;
  fillerShare: number;
  fillerExamples: string[];
  words: { min: number; median: number; max: number };
  claimFailures: number;
  personaAccuracy: number;
}

export function measure(written: Written[]): Figures {
  const all = written.map((w) => ({ ...w, sentences: sentences(w.text) }));
  const articlesWith = new Map<string, Set<number>>();
  all.forEach((w, i) => {
    for (const s of w.sentences) articlesWith.set(s, (articlesWith.get(s) ?? new Set()).add(i));
  });
  const total = all.reduce((n, w) => n + w.sentences.length, 0);
  const repeated = all.reduce((n, w) => n + w.sentences.filter((s) => articlesWith.get(s)!.size >= 2).length, 0);
  const shapes = new Set(all.flatMap((w) => w.sentences.map((s) => mask(s, w.brief))));
  const filler = all.flatMap((w) => w.sentences.filter((s) => isFiller(s, w.brief)));
  const counts = all.map((w) => wordCount(w.text)).sort((a, b) => a - b);
  return {
    articles: all.length,
    sentences: total,
    repeatedShare: repeated / total,
    distinctShapeShare: shapes.size / total,
    fillerShare: filler.length / total,
    fillerExamples: [...new Set(filler)].slice(0, 60),
    words: { min: counts[0] ?? 0, median: counts[Math.floor(counts.length / 2)] ?? 0, max: counts.at(-1) ?? 0 },
    claimFailures: written.filter((w) => claimProblems(w).length > 0).length,
    personaAccuracy: classify(all.map((w) => ({ persona: w.brief.persona.id, text: mask(w.text, w.brief) }))),
  };
}

/**
 * Leave-one-out nearest persona by word overlap: each article's words (names and numbers masked)
 * against the word counts of every persona's other articles; cosine similarity picks the persona.
 */
function classify(items: { persona: string; text: string }[]): number {
  const bags = items.map((it) => {
    const bag = new Map<string, number>();
    for (const t of tokens(it.text)) bag.set(t, (bag.get(t) ?? 0) + 1);
    return bag;
  });
  let correct = 0;
  items.forEach((it, i) => {
    const profiles = new Map<string, Map<string, number>>();
    items.forEach((other, j) => {
      if (j === i) return;
      const profile = profiles.get(other.persona) ?? new Map<string, number>();
      for (const [t, c] of bags[j]!) profile.set(t, (profile.get(t) ?? 0) + c);
      profiles.set(other.persona, profile);
    });
    let best = "";
    let bestScore = -1;
    for (const [persona, profile] of profiles) {
      let dot = 0;
      let norm = 0;
      for (const [t, c] of bags[i]!) dot += c * (profile.get(t) ?? 0);
      for (const c of profile.values()) norm += c * c;
      const score = dot / Math.sqrt(norm || 1);
      if (score > bestScore) [best, bestScore] = [persona, score];
    }
    if (best === it.persona) correct++;
  });
  return correct / items.length;
}
