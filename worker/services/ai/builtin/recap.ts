// A game recap from the facts of this game in one persona's voice: winner first, the game's shape
// choosing the lede and what comes right after it, every player with his team on first mention,
// verdicts only where the thresholds allow, and nothing that is not in the brief.
import type { PlayerStat } from "../../../../db/domain";
import { nameParts, type PlayerName } from "../../../../db/domain/player-names";
import { storyNames } from "../claims/facts";
import type { ArticleBrief } from "../types";
import { type Angle, chooseAngle } from "./angle";
import { type GameFacts, gameFacts, type Leader, type Leaders } from "./facts";
import {
  defenderLine,
  hingeClause,
  type Namer,
  namer,
  passingLine,
  receivingLine,
  rushingLine,
  totalsClause,
  why,
} from "./lines";
import { placeNotes } from "./notes";
import { freshPick, type Pick, picker } from "./pick";
import { quoteSentences } from "./quotes";
import { seasonSentences } from "./season-sentences";
import { numberArticles, sentenceCase, wordCount } from "./text";
import type { Section, Voice } from "./voice";
import { weave } from "./weave";

export const MAX_WORDS = 225;

/**
 * What gives way, last of all, when the author's notes and quotes leave no room in MAX_WORDS: the
 * body (priority < 90) goes first, then these, highest kept longest. The lede's result and what the
 * author typed (NEVER) are never dropped; without long notes none of these is ever reached.
 */
export const KEEP = {
  /**
   * The strongest season line of a featured player (a season high, a league lead; decision 332): kept
   * ahead of body filler, given way only after every body line but the winner's lead and the hinge.
   */
  seasonMark: 81,
  close: 91,
  loserNext: 92,
  winnerNext: 93,
  angle: 94,
  loserRecord: 95,
  winnerRecord: 96,
};
export const NEVER = 100;

export interface Sentence {
  section: Section | "lede" | "season" | "close";
  /** Lower goes first when the story is too long; 100 (the lede's result, the author's words) is never dropped. */
  priority: number;
  /** The side of the player the sentence names first, if it names one. */
  names?: "winner" | "loser" | "other";
  /** What the sentence tells: a player's line, or what decided the game (for the angle to find). */
  about?: Leader | "hinge";
  /** What a woven sentence tells after its first part (weave.ts). */
  also?: Leader | "hinge";
  /** The author's own words (notes.ts): later names follow the players they name. */
  typed?: boolean;
  render: (name: Namer) => string;
}

/** Where the game's shape puts the story's weight, right after the lede. */
const SHAPE_FIRST: Record<GameFacts["shape"], Section[]> = {
  "one-score": ["hinge"],
  upset: ["hinge"],
  blowout: ["totals"],
  shootout: ["winner", "loser"],
  defensive: ["defence"],
  comfortable: [],
  tie: ["winner", "loser"],
};

export function writeRecap(b: ArticleBrief, voice: Voice): string {
  const f = gameFacts(b);
  const pick = picker(`${b.articleId}|${b.persona.id}|${f.key}`);
  const names = storyNames(b);
  const nameOf = (row: PlayerStat) => names[b.players.indexOf(row)] ?? nameParts(row.name);
  let kept = plan(b, f, voice, pick, nameOf);
  for (;;) {
    const text = render(kept, pick, everyone(f), nameOf);
    const droppable = kept.filter((s) => s.priority < NEVER);
    if (wordCount(text) <= MAX_WORDS || droppable.length === 0) return text;
    const lowest = droppable.reduce((a, s) => (s.priority <= a.priority ? s : a));
    kept = kept.filter((s) => s !== lowest);
  }
}

/** Every player row as a leader of its side, for following names in the author's words. */
const everyone = (f: GameFacts): Leader[] =>
  [f.winner, f.loser].flatMap((side) => side.rows.map((row) => ({ row, side, verdict: "plain" as const, rate: null })));

function render(sentences: Sentence[], pick: Pick, players: Leader[], nameOf: (row: PlayerStat) => PlayerName): string {
  const name = namer(pick, players, nameOf);
  const paragraphs: { section: Sentence["section"]; lines: string[] }[] = [];
  for (const s of sentences) {
    const line = numberArticles(sentenceCase(s.render(name)));
    if (s.typed || s.section === "quotes") name.saw(line);
    const last = paragraphs.at(-1);
    if (last?.section === s.section) last.lines.push(line);
    else paragraphs.push({ section: s.section, lines: [line] });
  }
  // A one-sentence section joins a short body paragraph before it rather than standing alone.
  const merged: string[][] = [];
  paragraphs.forEach((p, i) => {
    const prev = merged.at(-1);
    const body = i > 1 && p.section !== "close";
    if (body && p.lines.length === 1 && prev && prev.length <= 2 && paragraphs[i - 1]!.section !== "lede")
      prev.push(...p.lines);
    else merged.push([...p.lines]);
  });
  return merged.map((p) => p.join(" ")).join("\n\n");
}

function plan(
  b: ArticleBrief,
  f: GameFacts,
  voice: Voice,
  pick: Pick,
  nameOf: (row: PlayerStat) => PlayerName,
): Sentence[] {
  const W = f.winner.short;
  const L = f.loser.short;
  const at = b.venue?.trim() ? ` at ${b.venue.trim()}` : "";
  const score = `${f.winner.score}-${f.loser.score}`;
  const game = {
    Wf: f.winner.name,
    Lf: f.loser.name,
    W,
    L,
    score,
    won: f.winner.score,
    lost: f.loser.score,
    margin: f.margin,
    at,
    how: "",
  };
  const tie = { H: f.winner.name, A: f.loser.name, score, at };
  const lede: Sentence = {
    section: "lede",
    priority: NEVER,
    render: () =>
      f.tie
        ? pick(voice.ties, "tie")(tie)
        : pick(
            voice.openings,
            "open",
          )({ ...game, how: pick(voice.shapes[f.shape as Exclude<typeof f.shape, "tie">], "how")(game) }),
  };

  // One article never uses a template twice (both quarterbacks, say): the hashed choice, or the next unused one.
  const fresh = freshPick(pick);
  const player = (l: Leader | undefined, role: "qb" | "runner" | "receiver" | "defender", priority: number) => {
    if (!l) return [];
    const reason = why(l, role, pick);
    const line = {
      qb: () => passingLine(l.row, pick, { tds: reason.includes("without"), ints: reason.includes("interceptions") }),
      runner: () => rushingLine(l.row, pick),
      receiver: () => receivingLine(l.row, pick, reason === ""),
      defender: () => defenderLine(l.row, pick),
    }[role]();
    const templates = fresh(
      role === "defender" ? voice.defender[l.verdict === "good" ? "good" : "plain"] : voice[role][l.verdict],
      `${role}:${l.row.id}`,
    );
    const s: Sentence = {
      section: "winner",
      priority,
      names: sideOf(f, l),
      about: l,
      render: (name) => templates({ who: name(l), line, why: reason }),
    };
    return [s];
  };
  const bySection: Record<Section, Sentence[]> = {
    hinge: [],
    winner: [],
    loser: [],
    defence: [],
    totals: [],
    quotes: [],
  };
  const put = (section: Section, sentences: Sentence[]) => {
    for (const s of sentences) bySection[section].push({ ...s, section });
  };

  const hinge = hingeClause(f, pick);
  if (hinge)
    put("hinge", [{ section: "hinge", priority: 85, about: "hinge", render: () => pick(voice.hinge, "hinge")(hinge) }]);
  const w = f.leaders.winner;
  const [wSecond, wThird] = secondAndThird(w);
  put("winner", [...player(w.qb, "qb", 90), ...player(wSecond?.l, wSecond?.role ?? "runner", 80)]);
  put("winner", player(wThird?.l, wThird?.role ?? "receiver", 35));
  const l = f.leaders.loser;
  const [lSecond] = secondAndThird(l);
  put("loser", [...player(l.qb, "qb", f.tie ? 88 : 60), ...player(lSecond?.l, lSecond?.role ?? "runner", 40)]);
  const o = f.leaders.other;
  put("defence", [
    ...player(w.defender, "defender", 65),
    ...(l.defender?.verdict === "good" ? player(l.defender, "defender", 30) : []),
    ...player(o.qb, "qb", 20),
    ...player(o.runner, "runner", 20),
    ...player(o.receiver, "receiver", 20),
    ...player(o.defender, "defender", 20),
  ]);
  const totals = totalsClause(f, pick);
  if (totals) put("totals", [{ section: "totals", priority: 50, render: () => pick(voice.totals, "totals")(totals) }]);
  put("quotes", quoteSentences(b, f));
  const typed = [b.gameSummary, b.keyMoments, b.bigPlays, b.details, b.injuries]
    .map((t) => t?.trim())
    .filter(Boolean)
    .join(" ");

  const first = SHAPE_FIRST[f.shape];
  const order = [...first, ...voice.order.filter((s) => !first.includes(s))].filter((s) => !(f.tie && s === "hinge"));
  const close: Sentence = {
    section: "close",
    priority: KEEP.close,
    render: (name) => {
      if (f.tie) return pick(voice.tieClosings, "close")(tie);
      const star = [w.qb, w.runner, w.receiver, w.defender].find((x) => x?.verdict === "good");
      return pick(voice.closings, "close")({ W, L, score, margin: f.margin, star: star ? name(star) : `the ${W}` });
    },
  };
  const season = seasonSentences(b, f, pick, voice);
  // A later mention is the surname alone ("Vance"): it too keeps its capital inside a woven sentence.
  const nameWords = [
    ...storyNames(b).flatMap((x) => [x.full, x.surname]),
    ...[f.winner, f.loser].flatMap((x) => [x.name, x.short]),
  ];
  const body = weave(winnerNamedFirst(order.flatMap((s) => bySection[s])), f, nameWords, pick);
  const angle = carrier(chooseAngle(f, b.context), body);
  const story = [
    lede,
    ...(angle ? [{ ...angle, section: "lede" as const, priority: KEEP.angle }] : []),
    ...season.records,
    ...body.filter((s) => s !== angle),
    ...season.context,
    close,
    ...season.next,
  ];
  // The author's notes as the author wrote them, whole and unlabelled, beside what each one talks about.
  return typed ? placeNotes(story, typed, f, nameOf) : story;
}

/** The body sentence that carries the story's angle, to follow the result in the lede; none for a record's angle. */
function carrier(angle: Angle, body: Sentence[]): Sentence | undefined {
  // A woven sentence carries the angle when either of its parts does.
  const about = (test: (s: { about?: Sentence["about"]; names?: Sentence["names"] }) => boolean) =>
    body.find((s) => test(s) || (s.also !== undefined && test({ about: s.also, names: s.names })));
  switch (angle.kind) {
    case "turnovers":
      return about((s) => s.about === "hinge");
    case "defence":
      return about((s) => typeof s.about === "object" && s.about.row.position === "DEF" && s.names === "winner");
    case "rushing":
      return about((s) => s.about === angle.runner) ?? about((s) => s.about === "hinge");
    case "performer":
      return about((s) => s.about === angle.player);
    default:
      // An upset or a streak is told by the records that follow the lede.
      return undefined;
  }
}

export const sideOf = (f: GameFacts, l: Leader): Sentence["names"] =>
  l.side === f.winner ? "winner" : l.side === f.loser ? "loser" : "other";

/** Never lead with the loser's player: the winner's lines move ahead of the first sentence naming one. */
function winnerNamedFirst(body: Sentence[]): Sentence[] {
  const first = body.findIndex((s) => s.names !== undefined);
  if (first < 0 || body[first]!.names !== "loser") return body;
  const winner = body.filter((s) => s.names === "winner");
  const rest = body.filter((s) => s.names !== "winner");
  const at = rest.indexOf(body[first]!);
  return [...rest.slice(0, at), ...winner, ...rest.slice(at)];
}

type Role = "runner" | "receiver";
/** The side's runner and receiver, the one with more yards first. */
function secondAndThird(x: Leaders): { l: Leader; role: Role }[] {
  const yards = (l: Leader | undefined, k: keyof PlayerStat) => (l ? Number(l.row[k] ?? 0) : -1);
  const both: { l: Leader | undefined; role: Role; y: number }[] = [
    { l: x.runner, role: "runner", y: yards(x.runner, "rushingYards") },
    { l: x.receiver, role: "receiver", y: yards(x.receiver, "receivingYards") },
  ];
  return both
    .filter((e): e is { l: Leader; role: Role; y: number } => e.l !== undefined)
    .sort((a, b) => b.y - a.y)
    .map(({ l, role }) => ({ l, role }));
}
