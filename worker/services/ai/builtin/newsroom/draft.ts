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

export function framed(personaId: string, kind: NewsroomKind, title: string, paragraphs: string[]): string {
  const voice = voiceFor(personaId);
  const pick = picker(`newsroom|${kind}|${personaId}|${title}`);
  const args = { title: title.replace(/[.!?]+$/, ""), what: WHAT[kind] };
  return [pick(voice.news.openings, "open")(args), ...paragraphs].join("\n\n");
}
