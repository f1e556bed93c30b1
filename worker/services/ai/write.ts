// Draft → claim check → one regeneration with the problems listed → published or failed.
import { paragraphs } from "../../../db/domain";
import type { Recap, Writer } from "../../../db/schema";
import type { GameLedger, NewsLedger } from "../ledger/types";
import { checkClaims } from "./claims/check";
import { ARTICLE_MAX_TOKENS, buildArticleMessages, buildRetryMessages } from "./prompt";
import { AiError, type AiProvider, type ArticleBrief } from "./types";

export type WriteOutcome = { ok: true; text: string } | { ok: false; reason: string };

export function briefFor(
  row: Recap,
  writer: Pick<Writer, "id" | "name" | "role" | "style">,
  context: GameLedger | null = null,
  news: NewsLedger | null = null,
): ArticleBrief {
  return {
    articleId: row.id,
    type: row.type === "news" ? "news" : "game_recap",
    persona: { id: writer.id, name: writer.name, role: writer.role, style: writer.style },
    title: row.title,
    leagueName: row.leagueName,
    category: row.category,
    gameDate: row.gameDate,
    details: row.notes ?? row.content,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    venue: row.venue,
    players: row.players,
    playerQuotes: row.playerQuotes,
    keyMoments: row.keyMoments,
    gameSummary: row.gameSummary,
    injuries: row.injuries,
    bigPlays: row.bigPlays,
    context,
    news,
  };
}

/** Normalises a model's answer to paragraphs; an empty answer is malformed. */
function cleanDraft(raw: string): string {
  const text = paragraphs(raw).join("\n\n");
  if (!text) throw new AiError("The AI provider sent an empty article", false);
  return text;
}

/**
 * Shown to the author when the AI provider failed (after its own retries). The provider's own text
 * ("Could not reach the AI provider: Error: Network connection lost.") goes to the log, not to a
 * person (decision 170).
 */
export const PROVIDER_FAILED_REASON =
  "Our writing service had a problem, so the story was not written. Nothing you typed is lost; please try again in a few minutes.";

/** Provider errors (after their own retries) become a failure reason the author can read. */
export async function writeArticle(provider: AiProvider, brief: ArticleBrief, siteName: string): Promise<WriteOutcome> {
  try {
    const messages = buildArticleMessages(brief, siteName);
    const first = cleanDraft(await provider.generateText({ messages, brief, maxTokens: ARTICLE_MAX_TOKENS }));
    const firstCheck = checkClaims(first, brief);
    if (firstCheck.ok) return { ok: true, text: first };
    const retry = buildRetryMessages(messages, first, firstCheck.problems);
    const second = cleanDraft(await provider.generateText({ messages: retry, brief, maxTokens: ARTICLE_MAX_TOKENS }));
    const secondCheck = checkClaims(second, brief);
    if (secondCheck.ok) return { ok: true, text: second };
    return {
      ok: false,
      reason: `Our reporter's draft stated things your box score does not support, so it was not published. Check the box score (and correct it if it is wrong), then try again.\n${secondCheck.problems.map((p) => `- ${p}`).join("\n")}`,
    };
  } catch (err) {
    if (err instanceof AiError) {
      console.error("AI provider failed while writing article", brief.articleId, err.message);
      return { ok: false, reason: PROVIDER_FAILED_REASON };
    }
    throw err;
  }
}
