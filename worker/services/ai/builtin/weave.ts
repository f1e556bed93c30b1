// The supporting numbers told as one story, not one sentence per stat line (issue 38 item 4): a
// quarterback and the receiver his passes went to in one sentence, the turnovers that decided it
// with the defender who forced them, the rushing edge with the back who ran for it. Each part is
// still its own player's line in his own voice's words, so the checker reads the same claims.
import type { GameFacts, Leader } from "./facts";
import { n } from "./facts";
import { hingeKind, type Namer } from "./lines";
import type { Pick } from "./pick";
import type { Sentence } from "./recap";

/** "A did this. B did that." → "A did this, and B did that." (B's own closing mark kept.) */
function joined(a: string, second: string, names: string[], pick: Pick, slot: string): string {
  // The link says "and" already: a voice's own "And how about…" loses its.
  const b = second.replace(/^And\s+/, "");
  const end = /[.!?]["”]?$/.exec(b) ? "" : ".";
  const head = a.replace(/[.!?]+$/, "");
  // B's opening word loses its capital unless it is a name's ("Aldo Pardee", "Rattlers receiver").
  const first = /^[\p{L}'’]+/u.exec(b)?.[0] ?? "";
  const tail = names.some((x) => b.startsWith(x)) ? b : `${first.toLowerCase()}${b.slice(first.length)}`;
  const link = / while /.test(head) ? ", and " : pick([", and ", ", while "], slot);
  return `${head}${link}${tail}${end}`;
}

const aboutLeader = (s: Sentence): Leader | undefined => (typeof s.about === "object" ? s.about : undefined);

/** The sentence pairs that tell one part of the game, as [first, second]. */
function pairs(body: Sentence[], f: GameFacts): [Sentence, Sentence][] {
  const find = (test: (l: Leader) => boolean) => body.find((s) => aboutLeader(s) && test(aboutLeader(s)!));
  const out: [Sentence, Sentence][] = [];
  for (const side of [f.leaders.winner, f.leaders.loser]) {
    const qb = side.qb;
    const receiver = side.receiver;
    // Only a side's one passer is the man the receiver's catches came from.
    const passers = qb?.side?.rows.filter((r) => n(r.attempts) > 0).length ?? 0;
    const a = qb && find((l) => l === qb);
    const b = receiver && find((l) => l === receiver);
    if (a && b && passers === 1 && n(receiver.row.receptions) > 0) out.push([a, b]);
  }
  const hinge = body.find((s) => s.about === "hinge");
  const kind = hingeKind(f);
  const w = f.leaders.winner;
  const takeaways = (l: Leader) => n(l.row.defensiveInterceptions) + n(l.row.forcedFumbles);
  const defender = w.defender && takeaways(w.defender) > 0 ? find((l) => l === w.defender) : undefined;
  // A back whose yards are all his team's would say the same number twice in one sentence.
  const runs = (l: Leader) => n(l.row.rushingYards) > 0 && n(l.row.rushingYards) !== f.winner.rushingYards;
  const runner = w.runner && runs(w.runner) ? find((l) => l === w.runner) : undefined;
  if (hinge && kind === "giveaways" && defender) out.push([hinge, defender]);
  else if (hinge && kind === "rushing" && runner && !out.some((p) => p.includes(runner))) out.push([hinge, runner]);
  return out;
}

/** The body with each pair told in one sentence, at the place of its first part. */
const MARK = "\u0000";
const marker: Namer = Object.assign(() => MARK, { saw: () => {} });
/**
 * Whether a sentence names its player before his numbers. One that names him after them ("…112 yards
 * for X") would hand them to whoever the first part named last: such a pair stays two sentences.
 */
function namesFirst(s: Sentence): boolean {
  const text = s.render(marker);
  const digit = text.search(/\d/);
  return text.includes(MARK) && (digit < 0 || text.indexOf(MARK) < digit);
}

/** `names`: the game's player and team names as written (kept capitalised inside a sentence). */
export function weave(body: Sentence[], f: GameFacts, names: string[], pick: Pick): Sentence[] {
  const merged = new Map<Sentence, Sentence>();
  const gone = new Set<Sentence>();
  for (const [a, b] of pairs(body, f)) {
    if (merged.has(a) || gone.has(a) || gone.has(b) || merged.has(b) || !namesFirst(b)) continue;
    merged.set(a, {
      ...a,
      priority: Math.max(a.priority, b.priority),
      also: b.about,
      names: a.names ?? b.names,
      render: (name) => joined(a.render(name), b.render(name), names, pick, `weave:${a.priority}:${b.priority}`),
    });
    gone.add(b);
  }
  return body.flatMap((s) => (gone.has(s) ? [] : [merged.get(s) ?? s]));
}
