// An article's Discord message (issue 41, decision 311): a newsroom article carries its kind's
// fields (newsroom-embed.ts) from the facts it was checked against; any other article the usual embed.
import type { Db } from "../../../db/client";
import { articleOfRecap } from "../../../db/queries/newsroom";
import type { NewsroomFacts } from "../ai/claims/newsroom-claims";
import { type ArticleForDiscord, buildArticleMessage, type DiscordMessage } from "../discord-embed";
import { buildNewsroomMessage } from "../newsroom-embed";

export async function discordMessageOf(
  db: Db,
  article: ArticleForDiscord,
  opts: { origin: string; siteName: string; staffName: string },
): Promise<DiscordMessage> {
  const row = await articleOfRecap(db, article.id);
  // Stored by write-article.ts from a checked NewsroomFacts, as JSON.
  const facts = row?.facts as NewsroomFacts | null | undefined;
  return facts ? buildNewsroomMessage(article, facts, opts) : buildArticleMessage(article, opts);
}
