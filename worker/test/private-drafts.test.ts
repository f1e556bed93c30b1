// Issue 17 item 8 (decision 170): drafts, stories being written and failed ones are their author's
// and admins' only. Every public path (article, list, reactions, RSS, the server-rendered reader,
// home and league pages, Discord) answers as if they did not exist, for everyone, signed in or not
// (those answers are cached by URL); the author's own read is private and never shows a provider's
// raw error. Publishing and unpublishing bump the content version, so no cached copy hides or leaks.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ArticleStatus } from "../../db/domain";
import type { Recap } from "../../db/schema";
import { runJob, withHeldQueue } from "./ai-helpers";
import { client, errorOf, idParam, site } from "./client";
import { insertWebhook, newWebhook, uniqueLeague } from "./discord-helpers";
import { received } from "./fake/client";
import { insertRecap, signedIn } from "./helpers";

const UNPUBLISHED: ArticleStatus[] = ["draft", "generating", "failed", "retired"];
const RAW_PROVIDER_ERROR = "Could not reach the AI provider: Error: Network connection lost.";
const NOT_FOUND = { error: { code: "not_found", message: "Article not found" }, message: "Article not found" };

async function people() {
  const author = await signedIn();
  const other = await signedIn();
  const admin = await signedIn("admin");
  return { author, other, admin };
}

/** An unpublished article carrying every working field, alone in its own league. */
async function privateArticle(status: ArticleStatus, userId: number): Promise<Recap> {
  return insertRecap({
    status,
    userId,
    type: "game_recap",
    category: null,
    title: `Secret ${status} ${crypto.randomUUID()}`,
    leagueName: uniqueLeague(`Private${status}`),
    homeTeam: "Austin Outlaws",
    awayTeam: "Portland Lumberjacks",
    homeScore: 27,
    awayScore: 20,
    players: [{ id: "p1", name: "Cal Brewer", team: "Austin Outlaws", position: "QB", passingYards: 301 }],
    notes: "the author's own notes",
    rawAnalysis: JSON.stringify({ provider: "openai", extractions: [], error: RAW_PROVIDER_ERROR }),
    generationError: status === "failed" ? RAW_PROVIDER_ERROR : null,
  });
}

/** Every public answer about `row`, read with `cookie` (or none): none may show it. */
async function expectHiddenFromPublic(row: Recap, cookie?: string) {
  const who = cookie ?? "visitor";
  const api = client({ cookie });
  const article = await api.recaps[":id"].$get(idParam(row.id));
  expect(article.status, who).toBe(404);
  expect(await errorOf(article)).toEqual(NOT_FOUND);

  const list = await (await api.recaps.$get({ query: { limit: "50" } })).text();
  expect(list, who).not.toContain(row.title);

  const reactions = await api.recaps[":id"].reactions.$get(idParam(row.id));
  expect(reactions.status, who).toBe(404);
  const vote = await api.recaps[":id"].reactions.$post({ ...idParam(row.id), json: { reaction: "🔥" } });
  expect(vote.status, who).toBe(404);

  for (const query of [{}, { league: row.leagueName! }]) {
    const rss = await api.rss.$get({ query });
    expect(rss.status, who).toBe(200);
    expect(await rss.text(), who).not.toContain(row.title);
  }

  const pages = site({ cookie });
  const reader = await pages.read[":id"].$get(idParam(row.id));
  expect(reader.status, who).toBe(404);
  const readerHtml = await reader.text();
  expect(readerHtml, who).not.toContain(row.title);
  expect(readerHtml, who).not.toContain(RAW_PROVIDER_ERROR);
  expect(await (await pages.index.$get()).text(), who).not.toContain(row.title);
  // The article is its league's only one: the league page does not exist yet.
  expect((await pages.league[":id"].$get({ param: { id: row.leagueName! } })).status, who).toBe(404);
}

describe("unpublished articles on public paths", () => {
  for (const status of UNPUBLISHED) {
    it(`security: a ${status} article is not found for a visitor, another user, its author and an admin`, async () => {
      const { author, other, admin } = await people();
      const row = await privateArticle(status, author.user.id);
      for (const cookie of [undefined, other.cookie, author.cookie, admin.cookie])
        await expectHiddenFromPublic(row, cookie);
    });
  }

  it("security: Discord is never sent a draft, a story being written or a failed one", async () => {
    const { author } = await people();
    for (const status of UNPUBLISHED) {
      const row = await privateArticle(status, author.user.id);
      const hook = newWebhook();
      await insertWebhook(row.leagueName!, hook.url);
      await runJob(env, { type: "discord-post", recapId: row.id });
      expect(await received(hook.prefix), status).toHaveLength(0);
    }
  });

  it("security: a published article's public answer has no working fields and no reporter error", async () => {
    const row = await insertRecap({
      notes: "kept notes",
      rawAnalysis: JSON.stringify({ error: RAW_PROVIDER_ERROR }),
      // A stale reason left on a published row (none is, today) must still never be public.
      generationError: RAW_PROVIDER_ERROR,
    });
    const body = await (await client().recaps[":id"].$get(idParam(row.id))).text();
    const html = await (await site().read[":id"].$get(idParam(row.id))).text();
    for (const text of [body, html]) {
      expect(text).toContain(row.title);
      expect(text).not.toContain(RAW_PROVIDER_ERROR);
      expect(text).not.toContain('"generationError"');
      expect(text).not.toContain('"notes"');
      expect(text).not.toContain('"rawAnalysis"');
    }
  });
});

describe("GET /api/recaps/mine/:id (the author's own read)", () => {
  for (const status of UNPUBLISHED) {
    it(`security: a ${status} article: visitor 401, another user 403, author and admin 200`, async () => {
      const { author, other, admin } = await people();
      const row = await privateArticle(status, author.user.id);
      const read = (cookie?: string) => client({ cookie }).recaps.mine[":id"].$get(idParam(row.id));

      const visitor = await read();
      expect(visitor.status).toBe(401);
      const stranger = await read(other.cookie);
      expect(stranger.status).toBe(403);
      expect(await stranger.text()).not.toContain(row.title);

      for (const cookie of [author.cookie, admin.cookie]) {
        const res = await read(cookie);
        expect(res.status).toBe(200);
        expect(res.headers.get("Cache-Control")).toBe("private, no-store");
        const body = await res.json();
        expect(Object.keys(body)).not.toContain("notes");
        expect(Object.keys(body)).not.toContain("rawAnalysis");
        expect(body).toMatchObject({ id: row.id, status, title: row.title, players: row.players });
        // Stored before decision 170, a raw provider error is still shown only to the author.
        expect(body.generationError).toBe(row.generationError);
      }
    });
  }

  it("error: a missing id is 404, a bad id 400; the author's list holds every status, nobody else's", async () => {
    const { author, other } = await people();
    expect((await client({ cookie: author.cookie }).recaps.mine[":id"].$get(idParam(999_999))).status).toBe(404);
    expect((await client({ cookie: author.cookie }).recaps.mine[":id"].$get({ param: { id: "abc" } })).status).toBe(
      400,
    );
    const rows = await Promise.all(UNPUBLISHED.map((s) => privateArticle(s, author.user.id)));
    const mine = await (await client({ cookie: author.cookie }).recaps.mine.$get({ query: {} })).json();
    expect(mine.recaps.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const theirs = await (await client({ cookie: other.cookie }).recaps.mine.$get({ query: {} })).json();
    expect(theirs.recaps).toEqual([]);
  });
});

describe("publishing and unpublishing move the cached copies", () => {
  it("a published article stays public while the author's correction is rewritten, and the new text shows at once", async () => {
    const { author } = await people();
    const { testEnv, held } = withHeldQueue();
    const row = await insertRecap({
      userId: author.user.id,
      type: "game_recap",
      category: null,
      leagueName: uniqueLeague("Cycle"),
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 27,
      awayScore: 20,
      content: "The Outlaws won at home.",
    });
    const publicRead = () => client().recaps[":id"].$get(idParam(row.id));
    expect((await publicRead()).headers.get("X-Cache")).toBe("MISS");
    expect((await publicRead()).headers.get("X-Cache")).toBe("HIT");
    const page = () => site().read[":id"].$get(idParam(row.id));
    expect((await page()).status).toBe(200);

    // 'Write my recap' again on a published recap is a correction (decision 202): the published
    // text stays up while the reporter rewrites it.
    const confirm = await client({ cookie: author.cookie, env: testEnv }).recaps[":id"]["box-score"].$put({
      ...idParam(row.id),
      json: {
        homeTeam: "Austin Outlaws",
        awayTeam: "Portland Lumberjacks",
        homeScore: 28,
        awayScore: 20,
        players: [],
        acknowledgeWarnings: true,
      },
    });
    expect(confirm.status).toBe(202);
    expect(held).toEqual([{ type: "rewrite", recapId: row.id }]);
    const during = await publicRead();
    expect(during.status).toBe(200);
    expect(await during.json()).toMatchObject({ content: "The Outlaws won at home.", homeScore: 27 });
    expect((await page()).status).toBe(200);

    // The rewrite passes (the queue consumer bumps the version): the corrected story shows at once.
    await runJob(env, { type: "rewrite", recapId: row.id });
    const after = await publicRead();
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect(await after.json()).toMatchObject({ id: row.id, status: "ready", homeScore: 28 });
    expect((await page()).status).toBe(200);
  });
});
