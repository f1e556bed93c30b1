import { describe, expect, it } from "vitest";
import {
  type ArticleForDiscord,
  buildArticleMessage,
  buildTestMessage,
  DISCORD_LIMITS,
  type DiscordEmbed,
  type DiscordMessage,
  escapeMarkdown,
} from "./discord-embed";

const OPTS = { origin: "https://dgsn.test", siteName: "DGSN", staffName: "DGSN Staff" };

const news = (over: Partial<ArticleForDiscord> = {}): ArticleForDiscord => ({
  id: 42,
  title: "Outlaws sign a new kicker",
  content: "The Austin Outlaws signed a kicker on Tuesday.\n\nMore details followed.",
  type: "news",
  leagueName: "NFL",
  homeTeam: null,
  awayTeam: null,
  homeScore: 0,
  awayScore: 0,
  imageUrl: "https://dgsn.test/media/img/abc.png",
  createdAt: new Date("2026-11-01T12:00:00.000Z"),
  writer: { name: "Rita Castellanos", color: "#7C3AED" },
  ...over,
});

/** Every Discord limit, checked on a payload. */
function expectWithinLimits(msg: DiscordMessage) {
  expect(msg.content.length).toBeLessThanOrEqual(DISCORD_LIMITS.content);
  expect(msg.username!.length).toBeLessThanOrEqual(DISCORD_LIMITS.username);
  expect(msg.embeds!.length).toBeLessThanOrEqual(10);
  for (const e of msg.embeds as DiscordEmbed[]) {
    expect(e.title.length).toBeLessThanOrEqual(DISCORD_LIMITS.title);
    expect((e.description ?? "").length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
    expect(e.author!.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.authorName);
    expect(e.footer.text.length).toBeLessThanOrEqual(DISCORD_LIMITS.footer);
    expect(e.fields.length).toBeLessThanOrEqual(25);
    for (const f of e.fields) {
      expect(f.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName);
      expect(f.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
      expect(f.value.length).toBeGreaterThan(0);
    }
    const total =
      e.title.length +
      (e.description ?? "").length +
      e.author!.name.length +
      e.footer.text.length +
      e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.embedTotal);
  }
}

describe("buildArticleMessage", () => {
  it("news: title linked to the reader, first paragraph, image, persona as author with colour, league, NEWS", () => {
    expect(buildArticleMessage(news(), OPTS)).toEqual({
      content: "📰 New story in NFL: Outlaws sign a new kicker",
      username: "DGSN",
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: "Outlaws sign a new kicker",
          url: "https://dgsn.test/read/42",
          description: "The Austin Outlaws signed a kicker on Tuesday.",
          color: 0x7c3aed,
          author: { name: "Rita Castellanos" },
          fields: [
            { name: "League", value: "NFL", inline: true },
            { name: "Type", value: "NEWS", inline: true },
          ],
          image: { url: "https://dgsn.test/media/img/abc.png" },
          footer: { text: "DGSN · NEWS" },
          timestamp: "2026-11-01T12:00:00.000Z",
        },
      ],
    });
  });

  it("game recap: GAME RECAP and the final score; no image, unknown writer shows the staff label", () => {
    const msg = buildArticleMessage(
      news({
        type: "game_recap",
        title: "Outlaws edge Lumberjacks",
        homeTeam: "Austin Outlaws",
        awayTeam: "Portland Lumberjacks",
        homeScore: 24,
        awayScore: 17,
        imageUrl: null,
        writer: null,
        leagueName: "SLA",
      }),
      OPTS,
    );
    expect(msg.content).toBe("🏈 New game recap in SLA: Outlaws edge Lumberjacks");
    const embed = msg.embeds![0]!;
    expect(embed.fields).toEqual([
      { name: "League", value: "SLA", inline: true },
      { name: "Type", value: "GAME RECAP", inline: true },
      { name: "Final", value: "Austin Outlaws 24 – 17 Portland Lumberjacks", inline: false },
    ]);
    expect(embed.author).toEqual({ name: "DGSN Staff" });
    expect(embed.color).toBe(0x7c3aed);
    expect(embed.footer).toEqual({ text: "DGSN · GAME RECAP" });
    expect(embed).not.toHaveProperty("image");
  });

  it("no mentions: @everyone and @here cannot ping anywhere, and allowed_mentions parses nothing", () => {
    const msg = buildArticleMessage(
      news({
        title: "@everyone look @here",
        content: "Hey @everyone and @Here, <@123> and <@&456> too.",
        leagueName: "@everyone League",
        writer: { name: "@here Reporter", color: "#123456" },
      }),
      OPTS,
    );
    expect(msg.allowed_mentions).toEqual({ parse: [] });
    const json = JSON.stringify(msg);
    expect(json).not.toMatch(/@(everyone|here)/i);
    const embed = msg.embeds![0]!;
    expect(embed.title).toBe("@\u200beveryone look @\u200bhere");
    expect(embed.description).toBe("Hey @\u200beveryone and @\u200bHere, \\<@123\\> and \\<@&456\\> too.");
    expect(embed.author).toEqual({ name: "@\u200bhere Reporter" });
    expect(embed.fields[0]).toEqual({ name: "League", value: "@\u200beveryone League", inline: true });
    expect(msg.content).toBe("📰 New story in @\u200beveryone League: @\u200beveryone look @\u200bhere");
  });

  it("markdown: emphasis, masked links, code, spoilers, headings and lists in user text are escaped", () => {
    const msg = buildArticleMessage(
      news({
        title: "**Big** [win](https://evil.example)",
        content: "# Heading with ||spoiler|| and `code` and ~~strike~~ and _it_\n- not a list\n> not a quote",
      }),
      OPTS,
    );
    const embed = msg.embeds![0]!;
    expect(embed.title).toBe("\\*\\*Big\\*\\* \\[win\\](https://evil.example)");
    expect(embed.description).toBe(
      "\\# Heading with \\|\\|spoiler\\|\\| and \\`code\\` and \\~\\~strike\\~\\~ and \\_it\\_\n\\- not a list\n\\> not a quote",
    );
    expect(escapeMarkdown("a\\b")).toBe("a\\\\b");
  });

  it("limits: 5,000-character content and oversized fields are cut cleanly within every Discord limit", () => {
    const long = `${"word ".repeat(1000)}`.trim(); // 4,999 characters, one paragraph
    const msg = buildArticleMessage(
      news({
        title: "T".repeat(300),
        content: `${long}x`,
        leagueName: "L".repeat(1500),
        writer: { name: "N".repeat(400), color: "#000000" },
        type: "game_recap",
        homeTeam: "H".repeat(700),
        awayTeam: "A".repeat(700),
      }),
      { ...OPTS, siteName: "S".repeat(100) },
    );
    expectWithinLimits(msg);
    const embed = msg.embeds![0]!;
    expect(embed.title).toBe(`${"T".repeat(255)}…`);
    expect(embed.author!.name).toBe(`${"N".repeat(255)}…`);
    expect(embed.fields[0]!.value).toBe(`${"L".repeat(1023)}…`);
    expect(embed.description!.endsWith("word…")).toBe(true);
    expect(embed.description!.length).toBeGreaterThan(1000);
    expect(msg.username).toBe(`${"S".repeat(79)}…`);
  });

  it("limits: the 6,000-character embed total is kept when every part is long", () => {
    const msg = buildArticleMessage(
      news({
        title: "T".repeat(256),
        content: "D".repeat(5000),
        leagueName: "L".repeat(1024),
        writer: { name: "N".repeat(256), color: "#000000" },
        type: "game_recap",
        homeTeam: "H".repeat(500),
        awayTeam: "A".repeat(500),
      }),
      OPTS,
    );
    expectWithinLimits(msg);
    const e = msg.embeds![0]!;
    const total =
      e.title.length +
      e.description!.length +
      e.author!.name.length +
      e.footer.text.length +
      e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBe(DISCORD_LIMITS.embedTotal);
  });

  it("the test message is small, mention-free and within limits", () => {
    expect(buildTestMessage("DGSN")).toEqual({
      content: "✅ DGSN webhook test: new stories for your league will be posted in this channel.",
      username: "DGSN",
      allowed_mentions: { parse: [] },
    });
  });
});
