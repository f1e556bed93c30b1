import { firstParagraph } from "../../db/domain";
import { truncate } from "../lib/text";

// What DGSN posts to a league's Discord channel: one rich embed per article. Article text is
// written by users (and by AI from users' data), so it is treated as hostile: mentions are
// neutralised twice (allowed_mentions parse [] and a zero-width space after @everyone/@here),
// markdown that could disguise links or break formatting is escaped, and every one of Discord's
// length limits is respected by cutting cleanly (whole words, no broken escapes or surrogate pairs).

/** Discord's documented limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
export const DISCORD_LIMITS = {
  content: 2000,
  username: 80,
  title: 256,
  description: 4096,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  embedTotal: 6000,
} as const;

export interface DiscordEmbed {
  title: string;
  url: string;
  description?: string;
  color: number;
  author?: { name: string };
  fields: { name: string; value: string; inline?: boolean }[];
  image?: { url: string };
  footer: { text: string };
  timestamp: string;
}

export interface DiscordMessage {
  content: string;
  username?: string;
  allowed_mentions: { parse: [] };
  embeds?: DiscordEmbed[];
}

export interface ArticleForDiscord {
  id: number;
  title: string;
  content: string;
  type: string;
  leagueName: string | null;
  homeTeam: string | null;
  awayTeam: string | null;
  homeScore: number;
  awayScore: number;
  /** Absolute URL of the featured image, or null. */
  imageUrl: string | null;
  createdAt: Date;
  /** The persona who wrote it; null shows the staff label. */
  writer: { name: string; color: string } | null;
}

/** @everyone / @here can never ping, even if allowed_mentions were ignored. */
const neutraliseMentions = (s: string) => s.replace(/@(everyone|here)/gi, "@\u200b$1");

/**
 * Backslash-escapes Discord markdown: emphasis, code, spoilers, quotes, headings, masked links,
 * mention syntax, and list markers at the start of a line.
 */
export const escapeMarkdown = (s: string) =>
  s.replace(/[\\*_~`|[\]<>#]/g, "\\$&").replace(/^(\s*)([-+])(?=\s)/gm, "$1\\$2");

/** Plain text for a markdown field: mentions neutralised, markdown escaped. */
export const safeMarkdown = (s: string) => escapeMarkdown(neutraliseMentions(s));
/** Plain text for a field Discord shows verbatim (author name, footer). */
export const safePlain = (s: string) => neutraliseMentions(s);

export const hexColor = (color: string | undefined): number | null =>
  color && /^#[0-9a-f]{6}$/i.test(color) ? Number.parseInt(color.slice(1), 16) : null;

/** DGSN's own purple, used when a persona has no usable colour. */
export const DEFAULT_COLOR = 0x7c3aed;

const isRecap = (a: ArticleForDiscord) => a.type === "game_recap" || a.type === "game";

export function embedLength(e: DiscordEmbed): number {
  return (
    e.title.length +
    (e.description?.length ?? 0) +
    (e.author?.name.length ?? 0) +
    e.footer.text.length +
    e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

export function buildArticleMessage(
  article: ArticleForDiscord,
  opts: { origin: string; siteName: string; staffName: string },
): DiscordMessage {
  const url = `${opts.origin}/read/${article.id}`;
  const recap = isRecap(article);
  const kind = recap ? "GAME RECAP" : "NEWS";
  const fields: DiscordEmbed["fields"] = [];
  if (article.leagueName)
    fields.push({
      name: "League",
      value: truncate(safeMarkdown(article.leagueName), DISCORD_LIMITS.fieldValue),
      inline: true,
    });
  fields.push({ name: "Type", value: kind, inline: true });
  if (recap && article.homeTeam && article.awayTeam) {
    const score = `${safeMarkdown(article.homeTeam)} ${article.homeScore} – ${article.awayScore} ${safeMarkdown(article.awayTeam)}`;
    fields.push({ name: "Final", value: truncate(score, DISCORD_LIMITS.fieldValue), inline: false });
  }

  const embed: DiscordEmbed = {
    title: truncate(safeMarkdown(article.title), DISCORD_LIMITS.title),
    url,
    color: hexColor(article.writer?.color) ?? DEFAULT_COLOR,
    author: { name: truncate(safePlain(article.writer?.name ?? opts.staffName), DISCORD_LIMITS.authorName) },
    fields,
    footer: { text: truncate(safePlain(`${opts.siteName} · ${kind}`), DISCORD_LIMITS.footer) },
    timestamp: article.createdAt.toISOString(),
  };
  const paragraph = firstParagraph(article.content);
  if (paragraph) {
    // The description gets whatever the other parts leave of the 6,000-character embed total.
    const room = Math.min(DISCORD_LIMITS.description, DISCORD_LIMITS.embedTotal - embedLength(embed));
    if (room > 1) embed.description = truncate(safeMarkdown(paragraph), room);
  }
  if (article.imageUrl) embed.image = { url: article.imageUrl };

  const lead = recap ? "🏈 New game recap" : "📰 New story";
  const where = article.leagueName ? ` in ${safeMarkdown(article.leagueName)}` : "";
  return {
    content: truncate(`${lead}${where}: ${safeMarkdown(article.title)}`, DISCORD_LIMITS.content),
    username: truncate(safePlain(opts.siteName), DISCORD_LIMITS.username),
    allowed_mentions: { parse: [] },
    embeds: [embed],
  };
}

/** The small message the Test button sends. */
export const buildTestMessage = (siteName: string): DiscordMessage => ({
  content: truncate(
    `✅ ${safeMarkdown(siteName)} webhook test: new stories for your league will be posted in this channel.`,
    DISCORD_LIMITS.content,
  ),
  username: truncate(safePlain(siteName), DISCORD_LIMITS.username),
  allowed_mentions: { parse: [] },
});
