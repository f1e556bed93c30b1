// A news story: the author's own paragraphs, facts and terms kept as written, led by the news
// itself with the persona's lead-in, and closed by the persona's take on it. Nothing is added.
import type { NewsCategory } from "../../../../db/domain";
import type { ArticleBrief } from "../types";
import { picker } from "./pick";
import { MAX_WORDS } from "./recap";
import { sentencesOf, wordCount } from "./text";
import type { NewsArgs, Voice } from "./voice";

const WHAT: Record<NewsCategory, string> = {
  general: "story",
  trade: "trade",
  signing: "signing",
  draft: "draft story",
  injury: "injury",
  "team-update": "team update",
  contract: "contract",
  coaching: "coaching story",
  playoffs: "playoff story",
  awards: "award",
  rumor: "rumor",
};

/** The author's paragraphs, whole, then cut at a sentence once `budget` words are used. */
function authorParagraphs(text: string, budget: number): string[] {
  const out: string[] = [];
  let used = 0;
  for (const paragraph of text.replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    const kept: string[] = [];
    for (const s of sentencesOf(paragraph)) {
      const n = wordCount(s);
      if (used + n > budget && used > 0) break;
      kept.push(s);
      used += n;
    }
    if (kept.length) out.push(kept.join(" "));
    if (kept.length < sentencesOf(paragraph).length) break;
  }
  return out;
}

export function writeNews(b: ArticleBrief, voice: Voice): string {
  const pick = picker(`${b.articleId}|${b.persona.id}|${b.title}|${b.details}`);
  const title = b.title.trim().replace(/[.!?]+$/, "");
  const args: NewsArgs = { title, what: WHAT[(b.category ?? "general") as NewsCategory] ?? "story" };
  const opening = pick(voice.news.openings, "open")(args);
  const angle = pick(voice.news.angles, "angle")(args);
  const quotes = b.playerQuotes?.trim() ? sentencesOf(b.playerQuotes).join(" ") : "";
  const budget = MAX_WORDS - wordCount(`${opening} ${angle} ${quotes}`);
  const paragraphs = authorParagraphs(b.details.trim() || `${title}.`, Math.max(budget, 40));
  paragraphs[0] = `${opening} ${paragraphs[0]}`;
  if (quotes) paragraphs.push(/["“”]/.test(quotes) ? quotes : `"${quotes}"`);
  paragraphs.push(angle);
  return paragraphs.join("\n\n");
}
