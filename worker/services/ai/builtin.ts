// The built-in writer: deterministic, offline, and grounded by construction. It turns the typed
// data and box score into a 150–300-word article in the persona's voice, varied by article id.
import type { PlayerStat } from "../../../db/domain";
import { type GameFacts, type Verbs, type Voice, voiceFor } from "./builtin-voices";
import type { AiProvider, ArticleBrief } from "./types";

export const MIN_WORDS = 150;
export const MAX_WORDS = 300;

export const builtinProvider: AiProvider = {
  name: "builtin",
  readsImages: false,
  async generateText(req) {
    return writeBuiltinArticle(req.brief);
  },
  // It cannot read images: the box score starts from the typed data.
  async extractJson() {
    return null;
  },
};

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const pick = <T>(items: T[], id: number, salt = 0): T => items[(id + salt) % items.length]!;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whole sentences from the start of a text, up to about `maxWords` words (at least one sentence). */
export function takeSentences(text: string, maxWords: number): string {
  const sentences =
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?]+[.!?]+["'”’)]*|[^.!?]+$/g) ?? [];
  const out: string[] = [];
  let words = 0;
  for (const s of sentences) {
    const n = wordCount(s);
    if (out.length > 0 && words + n > maxWords) break;
    out.push(s.trim());
    words += n;
  }
  return out.join(" ");
}

export function writeBuiltinArticle(brief: ArticleBrief): string {
  const voice = voiceFor(brief.persona.id);
  const body = brief.type === "news" ? newsParagraphs(brief, voice) : recapParagraphs(brief, voice);
  return fitLength(body, brief.articleId).join("\n\n");
}

/** Pads with the persona's own colour (no facts in it) until the story reaches 150 words. */
function fitLength(parts: { core: string[]; close: string; color: string[] }, id: number): string[] {
  const color: string[] = [];
  const total = () => wordCount([...parts.core, ...color, parts.close].join(" "));
  for (let i = 0; i < parts.color.length && total() < MIN_WORDS; i++) color.push(pick(parts.color, id, i));
  const paragraphs = [...parts.core];
  // Colour in short paragraphs of up to three sentences, after the lede and the first facts.
  const colorParagraphs: string[] = [];
  for (let i = 0; i < color.length; i += 3) colorParagraphs.push(color.slice(i, i + 3).join(" "));
  paragraphs.splice(Math.min(2, paragraphs.length), 0, ...colorParagraphs);
  paragraphs.push(parts.close);
  return paragraphs;
}

function gameFacts(b: ArticleBrief): GameFacts {
  const home = b.homeTeam ?? "home side";
  const away = b.awayTeam ?? "visitors";
  const tie = b.homeScore === b.awayScore;
  const homeWon = b.homeScore > b.awayScore;
  const high = Math.max(b.homeScore, b.awayScore);
  const low = Math.min(b.homeScore, b.awayScore);
  return { home, away, tie, winner: homeWon ? home : away, loser: homeWon ? away : home, score: `${high}-${low}` };
}

function recapParagraphs(b: ArticleBrief, voice: Voice) {
  const f = gameFacts(b);
  const core: string[] = [];
  const lede = f.tie ? voice.tieLede(f) : pick(voice.ledes, b.articleId)(f);
  const where = b.venue ? ` at ${b.venue}` : "";
  core.push(`${lede}${where ? ` The game was played${where}.` : ""}`);
  if (b.gameSummary) core.push(takeSentences(b.gameSummary, 50));
  const performers = keyPerformers(b.players, voice.verbs);
  if (performers.length) core.push([voice.performersIntro, ...performers].join(" "));
  const moment = turningPoint(b, f);
  if (moment) core.push(voice.turning(moment));
  if (b.playerQuotes?.trim()) core.push(`${voice.quotes} ${quoted(takeSentences(b.playerQuotes, 60))}`);
  if (b.details.trim()) core.push(takeSentences(b.details, 50));
  return { core, close: pick(voice.closes, b.articleId), color: [...voice.color, ...voice.talk] };
}

function newsParagraphs(b: ArticleBrief, voice: Voice) {
  const category = (b.category ?? "general").replace(/-/g, " ");
  const where = b.leagueName ? `in the ${b.leagueName}` : "";
  const title = b.title.trim().replace(/[.!?]+$/, "");
  const core = [pick(voice.newsLedes, b.articleId)({ title, category, where })];
  if (b.details.trim()) core.push(takeSentences(b.details, 140));
  if (b.playerQuotes?.trim()) core.push(`${voice.quotes} ${quoted(takeSentences(b.playerQuotes, 50))}`);
  return { core, close: pick(voice.newsCloses, b.articleId), color: voice.talk };
}

/** Quotes are the author's text; wrap them in quote marks unless they already carry some. */
const quoted = (q: string) => (/["“”]/.test(q) ? q : `"${q}"`);

const num = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const best = (rows: PlayerStat[], key: (p: PlayerStat) => number) =>
  rows.filter((p) => key(p) > 0).sort((a, b) => key(b) - key(a))[0];
/** One sentence per position leader, using only the numbers the row carries. */
export function keyPerformers(players: PlayerStat[], verbs: Verbs): string[] {
  const out: string[] = [];
  // Each team is named once, with its first performer.
  const named = new Set<string>();
  const teamOf = (p: PlayerStat) => {
    const team = p.team.trim();
    if (!team || named.has(team)) return "";
    named.add(team);
    return ` of the ${team}`;
  };
  const qb = best(
    players.filter((p) => p.position === "QB"),
    (p) => num(p.passingYards) + num(p.passingTouchdowns),
  );
  if (qb) {
    const line =
      qb.completions !== undefined && qb.attempts !== undefined
        ? `${qb.completions}-of-${qb.attempts} for ${plural(num(qb.passingYards), "yard")}`
        : `for ${plural(num(qb.passingYards), "yard")}`;
    const tds = num(qb.passingTouchdowns) ? ` and ${plural(num(qb.passingTouchdowns), "touchdown")}` : "";
    const ints = num(qb.interceptions) ? `, with ${plural(num(qb.interceptions), "interception")}` : "";
    out.push(`${qb.name}${teamOf(qb)} ${verbs.pass} ${line}${tds}${ints}.`);
  }
  const rb = best(players, (p) => num(p.rushingYards));
  if (rb && rb !== qb) {
    const carries = num(rb.carries) ? ` on ${plural(num(rb.carries), "carry", "carries")}` : "";
    const tds = num(rb.rushingTouchdowns) ? ` and ${plural(num(rb.rushingTouchdowns), "touchdown")}` : "";
    out.push(`${rb.name}${teamOf(rb)} ${verbs.rush} ${plural(num(rb.rushingYards), "yard")}${carries}${tds}.`);
  }
  const wr = best(players, (p) => num(p.receivingYards));
  if (wr) {
    const catches = num(wr.receptions) ? `${plural(num(wr.receptions), "catch", "catches")} for ` : "";
    const tds = num(wr.receivingTouchdowns) ? ` and ${plural(num(wr.receivingTouchdowns), "touchdown")}` : "";
    out.push(`${wr.name}${teamOf(wr)} ${verbs.catch} ${catches}${plural(num(wr.receivingYards), "yard")}${tds}.`);
  }
  const def = best(
    players.filter((p) => p.position === "DEF"),
    (p) => num(p.tackles) + 3 * num(p.sacks) + 4 * num(p.defensiveInterceptions) + 3 * num(p.forcedFumbles),
  );
  if (def) {
    const bits = [
      num(def.tackles) ? plural(num(def.tackles), "tackle") : "",
      num(def.sacks) ? plural(num(def.sacks), "sack") : "",
      num(def.defensiveInterceptions) ? plural(num(def.defensiveInterceptions), "interception") : "",
      num(def.forcedFumbles) ? plural(num(def.forcedFumbles), "forced fumble") : "",
    ].filter(Boolean);
    out.push(`${def.name}${teamOf(def)} ${verbs.defend}, finishing with ${joinList(bits)}.`);
  }
  return out;
}

const joinList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The author's key moments when given; otherwise a takeaway or giveaway the box score shows. */
function turningPoint(b: ArticleBrief, f: GameFacts): string | null {
  const typed = b.keyMoments?.trim() || b.bigPlays?.trim();
  if (typed) return takeSentences(typed, 60);
  if (f.tie) return null;
  const sameTeam = (p: PlayerStat, team: string) => p.team.trim().toLowerCase() === team.toLowerCase();
  const takeaway = best(
    b.players.filter((p) => p.position === "DEF" && sameTeam(p, f.winner)),
    (p) => num(p.defensiveInterceptions) + num(p.forcedFumbles),
  );
  if (takeaway) {
    const what = num(takeaway.defensiveInterceptions)
      ? plural(num(takeaway.defensiveInterceptions), "interception")
      : plural(num(takeaway.forcedFumbles), "forced fumble");
    return `${takeaway.name} came up with ${what}, and the ${f.loser} never fully recovered.`;
  }
  const giveaway = best(
    b.players.filter((p) => p.position === "QB" && sameTeam(p, f.loser)),
    (p) => num(p.interceptions) + num(p.fumbles),
  );
  if (giveaway) {
    const what = num(giveaway.interceptions)
      ? plural(num(giveaway.interceptions), "interception")
      : plural(num(giveaway.fumbles), "fumble");
    return `${giveaway.name} threw away chances with ${what}, and the ${f.winner} made the ${f.loser} pay.`;
  }
  return null;
}
