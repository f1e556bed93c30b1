import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leagueKey } from "../../../db/domain";
import { leagues } from "../../../db/schema";
import { type ClientOptions, client, okBody } from "../../test/client";
import { insertWebhook, newWebhook, posts, setDefaultLeague, uniqueLeague } from "../../test/discord-helpers";
import { received, script } from "../../test/fake/client";
import { db, signedIn } from "../../test/helpers";

const EMPTY = "Please enter a Discord webhook URL first.";
const NOT_DISCORD =
  "That is not a Discord webhook URL. Copy it from Discord (Channel settings → Integrations → Webhooks): https://discord.com/api/webhooks/…";
const FAILED = "The Discord webhook test failed. Please check your webhook URL.";
const NOT_YOURS = "Only this league's commissioner, or an admin, can change its Discord webhook.";

const webhook = (opts: ClientOptions = {}) => client(opts).account["discord-webhook"];
const testWebhook = (opts: ClientOptions = {}) => client(opts)["test-discord-webhook"];
const err = (code: string, message: string) => ({ error: { code, message }, message });
/** The league's webhook columns, or undefined when it has no webhook. */
const stored = async (leagueName: string) => {
  const [row] = await db()
    .select()
    .from(leagues)
    .where(eq(leagues.nameKey, leagueKey(leagueName)));
  return row?.webhookUrl
    ? {
        leagueName: row.name,
        webhookUrl: row.webhookUrl,
        commissionerId: row.commissionerId,
        disabledAt: row.webhookDisabledAt,
        disabledReason: row.webhookDisabledReason,
      }
    : undefined;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/test-discord-webhook", () => {
  it("happy: posts a small mention-free test message with redirect manual", async () => {
    const { cookie } = await signedIn();
    const hook = newWebhook("ptb.discord.com");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const res = await testWebhook({ cookie }).$post({ json: { webhookUrl: ` ${hook.url} ` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Webhook test successful" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`${env.FAKE_URL}/api/webhooks/${hook.id}/${hook.token}`);
    expect(init?.redirect).toBe("manual");
    expect(init?.method).toBe("POST");
    expect(await posts(hook.prefix)).toEqual([
      {
        content: "✅ DGSN webhook test: new stories for your league will be posted in this channel.",
        username: "DGSN",
        allowed_mentions: { parse: [] },
      },
    ]);
  });

  it("error: an empty or missing URL gets the spec's message", async () => {
    const { cookie } = await signedIn();
    // A missing or null URL is a body the typed client refuses to send; the server gets it anyway.
    for (const json of [{ webhookUrl: "" }, { webhookUrl: "   " }, {}, { webhookUrl: null }]) {
      const res = await testWebhook({ cookie }).$post({ json: json as { webhookUrl: string } });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toEqual(err("bad_request", EMPTY));
    }
  });

  it("security: a non-Discord URL is refused with 400 and no request leaves the Worker", async () => {
    const { cookie } = await signedIn();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const attempts = [
      `${env.FAKE_URL}/api/webhooks/1234567890/tokentokentokentokentoken`,
      "http://discord.com/api/webhooks/1234567890/tokentokentokentokentoken",
      "https://discord.com.evil.example/api/webhooks/1234567890/tokentokentokentokentoken",
      "https://discord.com@127.0.0.1/api/webhooks/1234567890/tokentokentokentokentoken",
      "https://discord.com:8443/api/webhooks/1234567890/tokentokentokentokentoken",
      "https://discord.com/api/webhooks/1234567890/..%2F..%2Fusers%2F%40me",
      "https://metadata.google.internal/computeMetadata/v1/",
      "javascript:alert(1)",
    ];
    for (const webhookUrl of attempts) {
      const res = await testWebhook({ cookie }).$post({ json: { webhookUrl } });
      expect(res.status, webhookUrl).toBe(400);
      expect(await res.json()).toEqual(err("bad_request", NOT_DISCORD));
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await received("/api/webhooks/1234567890/")).toEqual([]);
  });

  it("security: Discord's redirects are not followed", async () => {
    const { cookie } = await signedIn();
    const hook = newWebhook();
    const elsewhere = newWebhook();
    await script(hook.prefix, [{ status: 302, headers: { Location: `${env.FAKE_URL}${elsewhere.prefix}x` } }]);
    const res = await testWebhook({ cookie }).$post({ json: { webhookUrl: hook.url } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(err("bad_gateway", FAILED));
    expect(await received(hook.prefix)).toHaveLength(1);
    expect(await received(elsewhere.prefix)).toEqual([]);
  });

  it("error: Discord refusing the webhook answers the spec's failure message", async () => {
    const { cookie } = await signedIn();
    for (const status of [404, 401, 500, 429]) {
      const hook = newWebhook();
      await script(hook.prefix, [{ status, body: { message: "no", retry_after: 1 } }]);
      const res = await testWebhook({ cookie }).$post({ json: { webhookUrl: hook.url } });
      expect(res.status, String(status)).toBe(502);
      expect(await res.json()).toEqual(err("bad_gateway", FAILED));
    }
  });

  it("security: visitors and cross-site requests are refused before anything is sent", async () => {
    const hook = newWebhook();
    const visitor = await testWebhook().$post({ json: { webhookUrl: hook.url } });
    expect(visitor.status).toBe(401);
    const { cookie } = await signedIn();
    const crossSite = await testWebhook({ cookie, headers: { Origin: "https://evil.example" } }).$post({
      json: { webhookUrl: hook.url },
    });
    expect(crossSite.status).toBe(403);
    expect(await received(hook.prefix)).toEqual([]);
  });
});

describe("GET /api/account/discord-webhook", () => {
  it("visitor: 401", async () => {
    const res = await webhook().$get();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(err("unauthorized", "You need to sign in"));
  });

  it("no default league: nothing to show", async () => {
    const { cookie } = await signedIn();
    const res = await webhook({ cookie }).$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ leagueName: null, webhook: null });
  });

  it("the registrant sees the full URL; another member of the league sees it masked and cannot edit", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const leagueName = uniqueLeague();
    const hook = newWebhook();
    const row = await insertWebhook(leagueName, hook.url, owner.user.id);
    await setDefaultLeague(owner.user.id, leagueName);
    await setDefaultLeague(other.user.id, leagueName);

    const mine = await (await webhook({ cookie: owner.cookie }).$get()).json();
    expect(mine).toEqual({
      leagueName,
      webhook: {
        url: hook.url,
        canEdit: true,
        disabledAt: null,
        disabledReason: null,
        updatedAt: row.updatedAt.toISOString(),
      },
    });
    const theirs = await okBody(webhook({ cookie: other.cookie }).$get());
    expect(theirs.webhook?.url).toBe(`https://discord.com/api/webhooks/${hook.id}/••••••••`);
    expect(theirs.webhook?.canEdit).toBe(false);
  });
});

describe("PUT /api/account/discord-webhook", () => {
  it("happy: saves the webhook for the user's default league, registered to them", async () => {
    const { user, cookie } = await signedIn();
    const leagueName = uniqueLeague();
    await setDefaultLeague(user.id, leagueName);
    const hook = newWebhook("canary.discordapp.com");
    const res = await webhook({ cookie }).$put({ json: { webhookUrl: hook.url } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ leagueName, webhook: { url: hook.url, canEdit: true, disabledAt: null } });
    const row = await stored(leagueName);
    expect(row).toMatchObject({ leagueName, webhookUrl: hook.url, commissionerId: user.id, disabledAt: null });
  });

  it("error: no default league → 400; bad URLs → 400; nothing stored", async () => {
    const { user, cookie } = await signedIn();
    const hook = newWebhook();
    const noLeague = await webhook({ cookie }).$put({ json: { webhookUrl: hook.url } });
    expect(noLeague.status).toBe(400);
    expect(await noLeague.json()).toEqual(
      err("bad_request", "Set your default league name first; the webhook belongs to that league."),
    );
    const leagueName = uniqueLeague();
    await setDefaultLeague(user.id, leagueName);
    const empty = await webhook({ cookie }).$put({ json: { webhookUrl: "" } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual(err("bad_request", EMPTY));
    const bad = await webhook({ cookie }).$put({
      json: { webhookUrl: "https://example.com/api/webhooks/1234567890/tokentokentokentokentoken" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(err("bad_request", NOT_DISCORD));
    expect(await stored(leagueName)).toBeUndefined();
  });

  it("security: only the registrant or an admin may replace a league's webhook", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const admin = await signedIn("admin");
    const leagueName = uniqueLeague();
    for (const u of [owner, other, admin]) await setDefaultLeague(u.user.id, leagueName);
    const first = newWebhook();
    await webhook({ cookie: owner.cookie }).$put({ json: { webhookUrl: first.url } });

    const refused = await webhook({ cookie: other.cookie }).$put({ json: { webhookUrl: newWebhook().url } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(err("forbidden", NOT_YOURS));
    expect((await stored(leagueName))!.webhookUrl).toBe(first.url);

    const second = newWebhook();
    const byOwner = await webhook({ cookie: owner.cookie }).$put({ json: { webhookUrl: second.url } });
    expect(byOwner.status).toBe(200);
    const third = newWebhook();
    const byAdmin = await webhook({ cookie: admin.cookie }).$put({ json: { webhookUrl: third.url } });
    expect(byAdmin.status).toBe(200);
    expect(await stored(leagueName)).toMatchObject({ webhookUrl: third.url, commissionerId: owner.user.id });
  });

  it("saving again re-enables a webhook Discord had disabled", async () => {
    const { user, cookie } = await signedIn();
    const leagueName = uniqueLeague();
    await setDefaultLeague(user.id, leagueName);
    const row = await insertWebhook(leagueName, newWebhook().url, user.id);
    await db()
      .update(leagues)
      .set({ webhookDisabledAt: new Date(), webhookDisabledReason: "gone" })
      .where(eq(leagues.id, row.id));
    const hook = newWebhook();
    const res = await webhook({ cookie }).$put({ json: { webhookUrl: hook.url } });
    expect(res.status).toBe(200);
    expect(await stored(leagueName)).toMatchObject({ webhookUrl: hook.url, disabledAt: null, disabledReason: null });
  });

  it("visitor: 401", async () => {
    const res = await webhook().$put({ json: { webhookUrl: newWebhook().url } });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /api/account/discord-webhook", () => {
  it("security: another user gets 403 and the webhook stays; the registrant removes it; then 404", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const leagueName = uniqueLeague();
    await setDefaultLeague(owner.user.id, leagueName);
    await setDefaultLeague(other.user.id, leagueName);
    const hook = newWebhook();
    await insertWebhook(leagueName, hook.url, owner.user.id);

    const refused = await webhook({ cookie: other.cookie }).$delete();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(err("forbidden", NOT_YOURS));
    expect(await stored(leagueName)).toBeDefined();

    const removed = await webhook({ cookie: owner.cookie }).$delete();
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ leagueName, webhook: null });
    expect(await stored(leagueName)).toBeUndefined();

    const again = await webhook({ cookie: owner.cookie }).$delete();
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(err("not_found", "This league has no Discord webhook."));
  });

  it("an admin may remove any league's webhook", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const leagueName = uniqueLeague();
    await setDefaultLeague(admin.user.id, leagueName);
    await insertWebhook(leagueName, newWebhook().url, owner.user.id);
    const res = await webhook({ cookie: admin.cookie }).$delete();
    expect(res.status).toBe(200);
    expect(await stored(leagueName)).toBeUndefined();
  });

  it("visitor: 401", async () => {
    expect((await webhook().$delete()).status).toBe(401);
  });
});
