import { describe, expect, it } from "vitest";
import { deliveryUrl, maskedWebhookUrl, parseDiscordWebhookUrl, webhookUrlOf } from "./discord-url";

const ID = "123456789012345678";
const TOKEN = "AbC_def-123456789012345678901234567890abcdefghijklmnopqrstuvwxyz0123";

describe("parseDiscordWebhookUrl", () => {
  it("accepts Discord's webhook hosts with the exact /api/webhooks/{id}/{token} path", () => {
    for (const host of [
      "discord.com",
      "ptb.discord.com",
      "canary.discord.com",
      "discordapp.com",
      "ptb.discordapp.com",
      "canary.discordapp.com",
    ]) {
      const url = `https://${host}/api/webhooks/${ID}/${TOKEN}`;
      const hook = parseDiscordWebhookUrl(url);
      expect(hook, url).toEqual({ host, id: ID, token: TOKEN });
      expect(webhookUrlOf(hook!)).toBe(url);
    }
  });

  it("refuses everything else: other schemes, hosts, ports, credentials, paths and encodings", () => {
    const good = `https://discord.com/api/webhooks/${ID}/${TOKEN}`;
    const bad = [
      "",
      `http://discord.com/api/webhooks/${ID}/${TOKEN}`,
      `HTTPS://discord.com/api/webhooks/${ID}/${TOKEN}`,
      `ftp://discord.com/api/webhooks/${ID}/${TOKEN}`,
      `https://evil.com/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.com.evil.com/api/webhooks/${ID}/${TOKEN}`,
      `https://evildiscord.com/api/webhooks/${ID}/${TOKEN}`,
      `https://www.discord.com/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.gg/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.com./api/webhooks/${ID}/${TOKEN}`,
      `https://DISCORD.com/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.com:443/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`,
      `https://user:pass@discord.com/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.com@127.0.0.1/api/webhooks/${ID}/${TOKEN}`,
      `https://127.0.0.1/api/webhooks/${ID}/${TOKEN}`,
      `https://[::1]/api/webhooks/${ID}/${TOKEN}`,
      `https://discord.com/api/webhooks/${ID}`,
      `https://discord.com/api/webhooks/${ID}/`,
      `https://discord.com/api/webhooks/abc/${TOKEN}`,
      `https://discord.com/api/webhooks/0${ID}/${TOKEN}`,
      `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
      `https://discord.com/api/webhooks/${ID}/${TOKEN}/`,
      `https://discord.com/api/webhooks/${ID}/${TOKEN}/slack`,
      `https://discord.com/api/webhooks/${ID}/${TOKEN}?wait=true`,
      `https://discord.com/api/webhooks/${ID}/${TOKEN}#x`,
      `https://discord.com/api/webhooks/${ID}/${TOKEN.slice(0, 10)}%2F..`,
      `https://discord.com/api/webhooks/${ID}/..%2F..%2Fevil`,
      `https://discord.com/api/%77ebhooks/${ID}/${TOKEN}`,
      `https://discord.com\\api\\webhooks\\${ID}\\${TOKEN}`,
      `https://discord.com/api/webhooks/../webhooks/${ID}/${TOKEN}`,
      `https://xn--discord-.com/api/webhooks/${ID}/${TOKEN}`,
      ` ${good}`,
      `${good}\n`,
      `${good.slice(0, -1)}\u0430`,
      `https://discord.com/api/webhooks/${ID}/${"a".repeat(300)}`,
    ];
    for (const url of bad) expect(parseDiscordWebhookUrl(url), url).toBeNull();
    expect(parseDiscordWebhookUrl(good)).not.toBeNull();
  });
});

describe("deliveryUrl", () => {
  const hook = { host: "canary.discord.com" as const, id: ID, token: TOKEN };

  it("targets the webhook's own Discord host", () => {
    expect(deliveryUrl(hook, undefined)).toBe(`https://canary.discord.com/api/webhooks/${ID}/${TOKEN}`);
  });

  it("sends the same path to the override origin (tests and local development)", () => {
    expect(deliveryUrl(hook, "http://127.0.0.1:9999")).toBe(`http://127.0.0.1:9999/api/webhooks/${ID}/${TOKEN}`);
  });

  it("masks the token for people who may not use the webhook", () => {
    expect(maskedWebhookUrl(hook)).toBe(`https://canary.discord.com/api/webhooks/${ID}/••••••••`);
  });
});
