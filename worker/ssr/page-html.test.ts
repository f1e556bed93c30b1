import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../db/queries/content-version";
import { api, db, insertRecap, ORIGIN } from "../test/helpers";
import type { PageLoaders } from "./contract";
import { withRenderedPage } from "./page-html";

const IMAGE_KEY = `img/${"d".repeat(64)}.png`;
const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** The markup the Worker put inside #root, and the embedded query cache. */
function parts(html: string) {
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="dgsn-state">/.exec(html)?.[1] ?? "";
  const state = /<script type="application\/json" id="dgsn-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  type Query = { queryKey: unknown[]; state: { data: any; isInvalidated: boolean } };
  return { root, state: state ? (JSON.parse(state) as { queries: Query[] }) : undefined };
}

describe("server-rendered pages", () => {
  // First: the tests of a file share one database, and the ones below add articles.
  it("an empty site renders the home page's empty state", async () => {
    const { root } = parts(await (await api("/")).text());
    expect(root).toContain("No additional stories to display.");
  });

  it("/ holds the headlines in #root — featured image first, eager and high priority — and their data", async () => {
    await insertRecap({ title: "Older story", leagueName: "NFL" });
    await insertRecap({ title: "Newest story", leagueName: "SLA", imageKey: IMAGE_KEY });
    // The helper writes to D1 directly; the API's writes bump the version themselves.
    await bumpContentVersion(db(), "content");
    const res = await api("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    const { root, state } = parts(html);
    expect(root).toContain("What do you want to generate today?");
    // Loads like a document first (decision 090): the stylesheet inline, no modulepreload, and the
    // app's entry started by /boot.js after the load event.
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    expect(html).toMatch(/<style>[^<]*\.site-header/);
    const entry = /<script type="module" src="\/boot\.js" data-app="(\/assets\/index-[\w-]+\.js)">/.exec(html)?.[1];
    expect(entry).toBeDefined();
    expect((await api(entry!)).status).toBe(200);
    expect((await api("/boot.js")).status).toBe(200);
    expect(root).toMatch(/<article class="card[^"]*"[\s\S]*Newest story[\s\S]*Older story/);
    expect(root).toMatch(
      new RegExp(`<img class="card__image" src="/media/${IMAGE_KEY}"[^>]*loading="eager"[^>]*fetchPriority="high"`),
    );
    // Nothing a browser would execute, so the CSP (script-src 'self') holds.
    expect(root).not.toContain("<script");
    // Until the app takes over, buttons are disabled (a tap on them would do nothing).
    expect(root).toMatch(/<button[^>]*class="menu-button"[^>]*disabled=""/);
    const keys = state!.queries.map((q) => JSON.stringify(q.queryKey));
    // The list holds the stories the page shows, marked stale: the app fetches all 50 once started.
    const list = state!.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(["recaps", "list", 50, 1]));
    expect(list?.state.data.recaps.map((r: { title: string }) => r.title)).toEqual(["Newest story", "Older story"]);
    expect(list?.state.data.total).toBe(2);
    expect(list?.state.isInvalidated).toBe(true);
    expect(keys).toContain(JSON.stringify(["writers"]));
    expect(keys.some((k) => k.startsWith('["reactions","batch"'))).toBe(true);
    // Signed-in state is never in a page every visitor shares.
    expect(keys).not.toContain(JSON.stringify(["user"]));
  });

  it("/ is cached under the content version: a write shows at once", async () => {
    await insertRecap({ title: "First edition" });
    await bumpContentVersion(db(), "content");
    expect((await api("/")).headers.get("X-Cache")).toBe("MISS");
    const hit = await api("/");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Cache-Control")).toContain("s-maxage=");
    await insertRecap({ title: "Second edition" });
    await bumpContentVersion(db(), "content");
    const fresh = await api("/");
    expect(fresh.headers.get("X-Cache")).toBe("MISS");
    expect(parts(await fresh.text()).root).toContain("Second edition");
  });

  it("/ carries only the stories it shows (at most 7), with the list's real total", async () => {
    for (let i = 0; i < 9; i++) await insertRecap({ title: `Filler ${i}` });
    await bumpContentVersion(db(), "content");
    const { root, state } = parts(await (await api("/")).text());
    const list = state!.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(["recaps", "list", 50, 1]));
    const { total } = await (await api("/api/recaps?limit=50")).json<{ total: number }>();
    expect(total).toBeGreaterThan(9);
    expect(list?.state.data.recaps).toHaveLength(7);
    expect(list?.state.data.total).toBe(total);
    expect(root.match(/<article class="card card--/g)).toHaveLength(7);
  });

  it("/read/:id holds the article: title, byline, paragraphs, image and the reaction bar", async () => {
    const row = await insertRecap({
      title: "Outlaws win in overtime",
      content: "First paragraph here.\n\nSecond <b>paragraph</b> here.",
      imageKey: IMAGE_KEY,
    });
    const { root, state } = parts(await (await api(`/read/${row.id}`)).text());
    expect(root).toMatch(/<h1[^>]*>Outlaws win in overtime<\/h1>/);
    expect(root).toContain("<p>First paragraph here.</p>");
    expect(root).toContain("Second &lt;b&gt;paragraph&lt;/b&gt; here.");
    expect(root).toContain(`src="/media/${IMAGE_KEY}"`);
    expect(root).toContain("React to this story");
    expect(root.match(/<button[^>]*class="reaction-button"[^>]*disabled=""/g)).toHaveLength(8);
    const keys = state!.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(["recaps", "detail", row.id]),
        JSON.stringify(["writers"]),
        JSON.stringify(["reactions", "recap", row.id]),
      ]),
    );
  });
});

describe("withRenderedPage", () => {
  const failing: PageLoaders = {
    recapList: () => Promise.reject(new Error("D1 is down")),
    recap: () => Promise.reject(new Error("D1 is down")),
    writers: () => Promise.reject(new Error("D1 is down")),
    reactionBatch: () => Promise.reject(new Error("D1 is down")),
    articleReactions: () => Promise.reject(new Error("D1 is down")),
    leagueSeason: () => Promise.reject(new Error("D1 is down")),
    leagueTeam: () => Promise.reject(new Error("D1 is down")),
  };

  it("a failed render serves the plain app, which loads its data itself", async () => {
    const index = new Response(INDEX, { headers: { "Content-Type": "text/html" } });
    const res = await withRenderedPage(env, ORIGIN, index, "/", failing);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it("a path that is not server-rendered is left alone", async () => {
    const res = await withRenderedPage(env, ORIGIN, new Response(INDEX), "/community", failing);
    expect(await res.text()).toBe(INDEX);
  });
});
