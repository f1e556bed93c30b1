// Stat claims: (player or team, stat, value) read from a sentence, in the phrasings a sports writer
// uses, and checked against the box score. Numbers this reads are returned as `used`, so the
// checker does not judge them a second time.
import type { Facts, PlayerFacts, TeamFacts } from "./facts";
import { type NumberExpr, numbersIn } from "./numbers";
import { type Category, cueAround, type Noun, nounAfter, timesNoun } from "./stat-nouns";
import { describeValues, type Value, valuesFor } from "./stat-values";
import { teamLinks } from "./team-claims";
import type { Mention, Sentence } from "./text";

interface Target {
  player?: PlayerFacts;
  team?: TeamFacts;
}

export interface StatResult {
  problems: string[];
  used: NumberExpr[];
}

/** A team named as a clause's subject ("…, while the Foxes ran for 150 yards"), not an object. */
const SUBJECT_BEFORE =
  /(?:^|[,;:(—–]\s*(?:and|while|as|but|so|then|when|where)?|\b(?:and|while|as|but|when|after|before|whereas)\s+)\s*(?:the\s+)?$/i;
const label = (t: Target) => t.player?.name ?? `the ${t.team!.name}`;

/** How a number is hedged by the words before it: "nearly six", "over 100", "about 40". */
type Hedge = "exact" | "atLeast" | "nearly" | "about" | "over" | "under";

function hedgeBefore(before: string): Hedge {
  if (/\b(?:nearly|almost|just shy of|just under|close to)\s+$/i.test(before)) return "nearly";
  if (/\b(?:about|around|roughly|some|approximately)\s+$/i.test(before)) return "about";
  if (/\b(?:over|more than|better than|north of|upwards of|in excess of)\s+$/i.test(before)) return "over";
  if (/\b(?:under|less than|fewer than|below)\s+$/i.test(before)) return "under";
  return "exact";
}

/** Whether a stated value fits one the box score allows, as hedged ("nearly" = within 10% below). */
function satisfies(values: Value[], n: NumberExpr, hedge: Hedge): boolean {
  const slack = Math.max(1, Math.abs(n.value) * 0.1);
  const fits = (v: number) => {
    if (n.atLeast || hedge === "atLeast") return v >= n.value;
    if (hedge === "nearly") return v < n.value && v >= n.value - slack;
    if (hedge === "about") return Math.abs(v - n.value) <= slack;
    if (hedge === "over") return v > n.value;
    if (hedge === "under") return v < n.value;
    return v === n.value;
  };
  return values.some((v) => fits(v.value));
}

/** `skip`: numbers another reader already judged (a score, a margin). */
export function statClaims(s: Sentence, facts: Facts, previous: PlayerFacts[], skip: NumberExpr[]): StatResult {
  const problems: string[] = [];
  const used: NumberExpr[] = [];
  const linked = new Set(teamLinks(s).map((l) => l.teamMention));
  const mentions = s.mentions.filter((m) => !linked.has(m));
  const nums = numbersIn(s.text).filter((n) => !skip.some((k) => k.start === n.start));

  /** The mention a number at `pos` is about: the nearest eligible player before it, or a subject team. */
  const attribute = (pos: number, eligible: (t: Target) => boolean): Target[] => {
    /** The players a mention may be (every twin of a shared name it did not resolve) that fit. */
    const fitting = (m: Mention) =>
      (m.twins ?? (m.player ? [m.player] : [])).map((player) => ({ player })).filter(eligible);
    const before = mentions.filter((m) => m.end <= pos).reverse();
    for (const m of before) {
      if (fitting(m).length) return fitting(m);
      if (m.team) {
        // After a player, a team is his object ("X led the Foxes defense with…") unless it opens a clause.
        const playerEarlier = before.some((o) => o.player && o.start < m.start);
        if ((!playerEarlier || SUBJECT_BEFORE.test(s.text.slice(0, m.start))) && eligible({ team: m.team }))
          return [{ team: m.team }];
      }
    }
    const after = mentions.find((m) => m.start >= pos && fitting(m).length);
    if (after) return fitting(after);
    if (before.length || mentions.length) return [];
    // No one named in the sentence: "He added…", "The defense had…": the last sentence's players, or either team.
    return [...previous.map((player) => ({ player })), ...facts.teams.map((team) => ({ team }))];
  };

  const check = (n: NumberExpr, noun: Noun, category: Category | null, passive: boolean, atLeast = false) => {
    const hedge: Hedge = atLeast ? "atLeast" : hedgeBefore(s.text.slice(0, n.start));
    const targets = attribute(n.start, (t) => valuesFor(t, noun, category, passive, facts).length > 0);
    used.push(n);
    const phrase = phraseAt(s.text, n.start, n.end + 24);
    const named = mentions.filter((m) => m.player);
    if (!targets.length && named.length) {
      const p = named.filter((m) => m.end <= n.start).at(-1) ?? named[0]!;
      problems.push(`"${phrase}": the box score does not show that for ${p.player!.name}.`);
      return;
    }
    if (!targets.length) {
      // Counted but not attributable: the box score must show that count for someone.
      const anyone = [...facts.players.map((player) => ({ player })), ...facts.teams.map((team) => ({ team }))].some(
        (t) => satisfies(valuesFor(t, noun, category, passive, facts), n, hedge),
      );
      if (!anyone) problems.push(`"${phrase}": no player or team in the box score has that.`);
      return;
    }
    if (targets.some((t) => satisfies(valuesFor(t, noun, category, passive, facts), n, hedge))) return;
    const t = targets[0]!;
    const values = valuesFor(t, noun, category, passive, facts);
    problems.push(
      values.length
        ? `"${phrase}": the box score shows ${label(t)} with ${describeValues(values)}.`
        : `"${phrase}": the box score does not show that for ${label(t)}.`,
    );
  };

  for (let i = 0; i < nums.length; i++) {
    const n = nums[i]!;
    const next = nums[i + 1];
    const rest = s.text.slice(n.end);
    // "22-of-31", "22 of 31 (passing)", "8 of 11 targets".
    if (next && /^(?:-|\s)of(?:-|\s)(?:his\s+|their\s+)?$/i.test(s.text.slice(n.end, next.start)) && !next.atLeast) {
      const tail = nounAfter(s.text.slice(next.end), false);
      const targetsPair = tail?.noun === "targets";
      const [a, b]: [Noun, Noun] = targetsPair ? ["catches", "targets"] : ["completions", "attempts"];
      const cat: Category = targetsPair ? "rec" : "pass";
      const targets = attribute(n.start, (t) => valuesFor(t, a, cat, false, facts).length > 0);
      if (targets.length || /\b(?:passing|for|through)\b/i.test(s.text.slice(next.end, next.end + 12))) {
        check(n, a, cat, false);
        check(next, b, cat, false);
        i++;
        continue;
      }
    }
    const after = nounAfter(rest, n.times);
    if (!after) continue;
    let { noun, category } = after;
    let passive = false;
    if (noun === "playLength") {
      used.push(n);
      if (!playLengthSupported(n.value, facts))
        problems.push(
          `"${phraseAt(s.text, n.start, n.end + 16)}": the box score does not show any single play's length.`,
        );
      continue;
    }
    // "intercepted a pass", "picked off two passes": the defender's interceptions.
    if (noun === "passes" && /\b(?:intercepted|picked(?:\s+\w+)?\s+off)\s+$/i.test(s.text.slice(0, n.start))) {
      noun = "interceptions";
      category = "def";
    }
    if (noun === "times") {
      const verb = timesNoun(s.text.slice(0, n.start));
      if (!verb) continue;
      ({ noun, category, passive } = verb);
    }
    if (category === null) {
      const from = mentions.filter((m) => m.end <= n.start).at(-1)?.end ?? 0;
      // A cue after the number is its own clause's: "…, and Y caught…" speaks of Y's numbers, not these.
      const clause = s.text.slice(n.end).search(/;|,\s+(?:and|while|but|whereas)\s/);
      const to = Math.min(
        mentions.find((m) => m.start >= n.end)?.start ?? s.text.length,
        clause < 0 ? s.text.length : n.end + clause,
      );
      category = cueAround(s.text, n.start, from, to);
      passive =
        passive || /\b(?:was|were|got)\s+(?:picked off|intercepted|sacked)\b/i.test(s.text.slice(from, n.start));
      if (passive && category === "def") category = "pass";
    }
    if (noun === "sacks" && /\b(?:took|absorbed|endured|suffered|was|were)\s+$/i.test(s.text.slice(0, n.start)))
      passive = true;
    // "caught a touchdown pass" is a touchdown catch.
    if (
      noun === "touchdowns" &&
      category === "pass" &&
      /\b(?:caught|hauled in|grabbed|snagged|reeled in)\s+$/i.test(s.text.slice(0, n.start))
    )
      category = "rec";
    // Credit to a receiver after "to": "threw two touchdown passes to Okafor" says at least two each.
    const toReceiver = receiverAfter(s, n, mentions);
    if (toReceiver && noun === "touchdowns") {
      check(n, noun, category, passive, true);
      if (!satisfies(valuesFor({ player: toReceiver }, "touchdowns", "rec", false, facts), n, "atLeast"))
        problems.push(`${toReceiver.name} is not credited with that many touchdown catches in the box score.`);
      continue;
    }
    check(n, noun, category, passive);
  }
  return { problems, used };
}

/** The words of a claim, for its problem: up to the next comma, semicolon or full stop. */
const phraseAt = (text: string, start: number, end: number) =>
  text
    .slice(start, Math.min(text.length, end))
    .split(/[,;]|\.(?!\d)/)[0]!
    .trim();

/** "… touchdown passes to Okafor" / "a touchdown pass to Okafor": the receiver named after "to". */
function receiverAfter(s: Sentence, n: NumberExpr, mentions: Mention[]): PlayerFacts | null {
  const next = mentions.find((m) => m.start > n.end && m.player);
  if (!next) return null;
  const between = s.text.slice(n.end, next.start);
  return /^\s+(?:\w+\s+){0,3}?(?:touchdown|td|scoring)\s+(?:pass(?:es)?|throws?|tosses|strikes?)\s+(?:\w+\s+)?to\s+$/i.test(
    between,
  )
    ? next.player!
    : null;
}

/** Only a play length the author typed ("a 41-yard touchdown" in key moments or big plays). */
function playLengthSupported(value: number, facts: Facts): boolean {
  return facts.typed.some((t) => numbersIn(t).some((m) => m.value === value && /^[- ]yard/i.test(t.slice(m.end))));
}
