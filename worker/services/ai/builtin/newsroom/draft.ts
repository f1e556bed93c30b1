// What every newsroom writer returns, and the persona's frame around the facts: the voice's news
// lead-in (made from the title and the kind only, so it adds no fact; decision 296 dropped the
// voices' closing "angles", which padded news).
import type { NewsCategory } from "../../../../../db/domain";
import type { RosterArticleKind } from "../../../../../db/domain/newsroom";
import { picker } from "../pick";
import { voiceFor } from "../voices";

export type NewsroomKind = "rankings" | "awards" | "playoffs" | RosterArticleKind;

export interface NewsroomDraft {
  kind: NewsroomKind;
  title: string;
  category: NewsCategory;
  /** Paragraphs separated by a blank line. */
  body: string;
}

/** The kind as a noun for the voice's "this <what>". */
const WHAT: Record<NewsroomKind, string> = {
  rankings: "power rankings column",
  awards: "awards column",
  playoffs: "playoff picture",
  "injury-report": "injury report",
  trade: "trade",
  transactions: "transactions wire",
  contracts: "contract news",
  draft: "draft news",
};

/**
 * The news of a title without its label: "Week 5 power rankings: the Anvils climb to No. 1" → "the
 * Anvils climb to No. 1". The headline stands right above the opening line, so the opening says the
 * news, not the whole headline again (which also made "…No. 1: here is what we know").
 */
export function newsOfTitle(title: string): string {
  const label = title.indexOf(": ");
  return (label >= 0 ? title.slice(label + 2) : title).replace(/[.!?]+$/, "");
}

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function framed(personaId: string, kind: NewsroomKind, title: string, paragraphs: string[]): string {
  const voice = voiceFor(personaId);
  const pick = picker(`newsroom|${kind}|${personaId}|${title}`);
  const args = { title: newsOfTitle(title), what: WHAT[kind] };
  const opening = capitalFirst(pick(voice.news.openings, "open")(args));
  return [opening, ...paragraphs].join("\n\n");
}
