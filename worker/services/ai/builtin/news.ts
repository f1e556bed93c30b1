// A news story: the author's own paragraphs, every one kept word for word, led by the news itself in
// the persona's lead-in. Nothing is added that the author did not type: a take written from the
// title alone ("the details above are the terms…") is padding, so a short report stays short. What
// the league's export proves about the people and teams named follows the author's words (decision 297).
import type { NewsCategory } from "../../../../db/domain";
import type { ArticleBrief } from "../types";
import { newsFactSentences } from "./news-facts";
import { picker } from "./pick";
import { sentencesOf } from "./text";
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

/** The author's paragraphs, whole: what a user typed is never cut. */
const authorParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => sentencesOf(paragraph).join(" "))
    .filter(Boolean);

export function writeNews(b: ArticleBrief, voice: Voice): string {
  const pick = picker(`${b.articleId}|${b.persona.id}|${b.title}|${b.details}`);
  const title = b.title.trim().replace(/[.!?]+$/, "");
  const args: NewsArgs = { title, what: WHAT[(b.category ?? "general") as NewsCategory] ?? "story" };
  const opening = pick(voice.news.openings, "open")(args);
  const quotes = b.playerQuotes?.trim() ? sentencesOf(b.playerQuotes).join(" ") : "";
  const paragraphs = authorParagraphs(b.details.trim());
  // With no details the title is the whole of the news, and the lead-in already states it.
  if (paragraphs.length) paragraphs[0] = `${opening} ${paragraphs[0]}`;
  else paragraphs.push(opening);
  const data = b.news ? newsFactSentences(b.news, b.category, voice.news, pick) : [];
  if (data.length) paragraphs.push(data.join(" "));
  if (quotes) paragraphs.push(/["“”]/.test(quotes) ? quotes : `"${quotes}"`);
  return paragraphs.join("\n\n");
}
