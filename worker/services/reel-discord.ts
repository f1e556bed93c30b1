// What a finished reel posts to its league's Discord channel: one embed, with the same escaping and
// limits as article posts (services/discord-embed.ts), linking to the player at /reels/{id}.
import { truncate } from "../lib/text";
import { DEFAULT_COLOR, DISCORD_LIMITS, type DiscordMessage, hexColor, safeMarkdown, safePlain } from "./discord-embed";
import type { ReelView } from "./reels";

export function buildReelMessage(
  reel: ReelView,
  opts: { origin: string; siteName: string; staffName: string },
): DiscordMessage {
  const plays = reel.segments
    .filter((s) => s.segmentType !== "intro")
    .slice(0, 5)
    .map((s) => `• ${safeMarkdown(s.textOverlay)}`)
    .join("\n");
  return {
    content: truncate(`🎬 New highlight reel: ${safeMarkdown(reel.title)}`, DISCORD_LIMITS.content),
    username: truncate(safePlain(opts.siteName), DISCORD_LIMITS.username),
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: truncate(safeMarkdown(reel.title), DISCORD_LIMITS.title),
        url: `${opts.origin}/reels/${reel.id}`,
        description: truncate(plays, 2000),
        color: hexColor(reel.leagueColor) ?? DEFAULT_COLOR,
        author: { name: truncate(safePlain(reel.narrator?.name ?? opts.staffName), DISCORD_LIMITS.authorName) },
        fields: reel.leagueName
          ? [{ name: "League", value: truncate(safeMarkdown(reel.leagueName), 1024), inline: true }]
          : [],
        footer: { text: truncate(safePlain(`${opts.siteName} · HIGHLIGHT REEL`), DISCORD_LIMITS.footer) },
        timestamp: reel.completedAt ?? reel.createdAt,
      },
    ],
  };
}
