import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leagueKey } from "../../db/domain";
import { bumpContentVersion } from "../../db/queries/content-version";
import { insertReel } from "../../db/queries/reels";
import { highlightReels, leagues } from "../../db/schema";
import { versionMirror } from "../content-versions-object";
import { client, idParam, okBody, site } from "../test/client";
import { api, db, insertRecap, insertUser } from "../test/helpers";
import { recordingD1 } from "../test/recording-d1";
import { checkRecordNow } from "../test/versions-object";

/** The pages, through the typed client. */
const home = () => site().index.$get();
const community = () => site().community.$get();
const league = (id: string) => site().league[":id"].$get({ param: { id } });
const listTotal = async (limit: string) => (await okBody(client().recaps.$get({ query: { limit } }))).total;

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

/** The page's module script: boot.js inline (decision 240), its attributes and its code. */
function bootScript(html: string) {
  const m = /<script type="module" (data-app="[^"]*"[^>]*)>([\s\S]*?)<\/script>/.exec(html);
  const attrs = m?.[1] ?? "";
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
  return {
    app: attr("data-app"),
    deps: attr("data-deps"),
    css: attr("data-css"),
    src: attr("src"),
    code: m?.[2] ?? "",
  };
}

/** The classic script at the end of <head>: hold-images.js inline (decision 249). */
const holdScript = (html: string) => /<script>([^<]*)<\/script><\/head>/.exec(html)?.[1];

/** `'sha256-…'` of a script, as a CSP names it. */
async function cspHash(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The page's inline stylesheet (it starts with the shell's tokens). */
const inlineStyle = (html: string) => /<style>(:root[\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("server-rendered pages", () => {
  // First: the tests of a file share one database, and the ones below add articles.
  it("an empty site renders the home page's empty state", async () => {
    const { root } = parts(await (await home()).text());
    expect(root).toContain("No additional stories to display.");
  });

  it("/ holds the headlines in #root — featured image first, eager and high priority — and their data", async () => {
    await insertRecap({ title: "Older story", leagueName: "NFL" });
    await insertRecap({ title: "Newest story", leagueName: "SLA", imageKey: IMAGE_KEY });
    // The helper writes to D1 directly; the API's writes bump the version themselves.
    await bumpContentVersion(db(), "content", versionMirror(env));
    const res = await home();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    const { root, state } = parts(html);
    expect(root).toContain("What do you want to generate today?");
    // Loads like a document first (decision 090): the stylesheet inline, no modulepreload, and the
    // app's entry started by boot.js, which the page carries inline (decision 240).
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    const boot = bootScript(html);
    expect(boot.src).toBeUndefined();
    expect(boot.code).toContain("dgsn:app-started");
    // Minified: not the source's comments (its first line), nor its names.
    expect(boot.code).not.toContain("Starts the app on a page");
    expect(boot.code).not.toContain("afterNextPaint");
    // At the end of <head>, a classic script holds the lazy images back until the lead image has
    // been painted (decision 249), minified too.
    const hold = holdScript(html) ?? "";
    expect(hold).toContain("data-held-src");
    expect(hold).not.toContain("Holds the page's lazy images");
    // Before it, the first paint is told to wait until #root has been parsed: the page is laid out
    // and painted once, whole, not again for each piece the parser reaches later (decision 321).
    expect(html).toMatch(
      /<head>[\s\S]*<link rel="expect" href="#root" blocking="render"><script>[^<]*<\/script><\/head>/,
    );
    expect(html.match(/rel="expect"/g)).toHaveLength(1);
    // The page's CSP allows exactly those two inline scripts, and only on this page.
    const policy = res.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain(`script-src 'self' ${await cspHash(boot.code)} ${await cspHash(hold)};`);
    expect((await api("/api/recaps?limit=1")).headers.get("Content-Security-Policy")).toContain("script-src 'self';");
    // Only the page's own rules are inline (decision 199): not the app's menus and forms, nor the
    // reader's. The app's whole stylesheet is named for boot.js, which adds it when the app starts.
    const style = inlineStyle(html);
    expect(style).toContain(".site-header");
    expect(style).toContain(".hero");
    expect(style).not.toContain(".mobile-menu__panel");
    expect(style).not.toContain(".story-box");
    expect(boot.css).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    const whole = await api(boot.css!);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toContain(".mobile-menu__panel");
    expect(boot.app).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // Static assets, not Worker routes: only a path names them.
    expect((await api(boot.app!)).status).toBe(200);
    expect(root).toMatch(/<article class="card[^"]*"[\s\S]*Newest story[\s\S]*Older story/);
    // A card's meta line is text and one element, the writer's name (issue 42: fewer elements per
    // card to style, lay out and paint before the first paint).
    expect(root).toMatch(/<p class="card__meta">[^<]+<span style="color:#\w+" class="writer-name">[^<]+<\/span><\/p>/);
    expect(root).toMatch(
      new RegExp(`<img class="card__image" src="/media/${IMAGE_KEY}"[^>]*loading="eager"[^>]*fetchPriority="high"`),
    );
    // Nothing a browser would execute, so the CSP (script-src 'self') holds.
    expect(root).not.toContain("<script");
    // Buttons are live from the start: boot.js holds a tap until the app has taken over (decision 190).
    expect(root).toMatch(/<button[^>]*class="menu-button"/);
    expect(root).not.toMatch(/<button[^>]*disabled=""/);
    // The header draws its marks: a ☰ most text fonts lack, or SVG text, is one more font for the
    // browser to find before the first layout (decision 195).
    expect(root).not.toContain("☰");
    expect(root).not.toMatch(/<text[\s>]/);
    // The entry's shared chunks, for boot.js to evaluate one task at a time.
    expect(boot.deps).toMatch(/^\/assets\/\S+\.js( \/assets\/\S+\.js)*$/);
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
    await bumpContentVersion(db(), "content", versionMirror(env));
    expect((await home()).headers.get("X-Cache")).toBe("MISS");
    const hit = await home();
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Cache-Control")).toContain("s-maxage=");
    await insertRecap({ title: "Second edition" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const fresh = await home();
    expect(fresh.headers.get("X-Cache")).toBe("MISS");
    expect(parts(await fresh.text()).root).toContain("Second edition");
  });

  it("/ carries only the stories it shows (at most 7), with the list's real total", async () => {
    for (let i = 0; i < 9; i++) await insertRecap({ title: `Filler ${i}` });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const { root, state } = parts(await (await home()).text());
    const list = state!.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(["recaps", "list", 50, 1]));
    const total = await listTotal("50");
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
    const vote = await client().recaps[":id"].reactions.$post({ ...idParam(row.id), json: { reaction: "🔥" } });
    expect(vote.status).toBe(200);
    const html = await (await site().read[":id"].$get(idParam(row.id))).text();
    const { root, state } = parts(html);
    expect(root).toMatch(/<h1[^>]*>Outlaws win in overtime<\/h1>/);
    expect(inlineStyle(html)).toContain(".story-box");
    expect(inlineStyle(html)).not.toContain(".hero");
    expect(root).toContain("<p>First paragraph here.</p>");
    expect(root).toContain("Second &lt;b&gt;paragraph&lt;/b&gt; here.");
    // Decoded off the main thread, as the static baseline's is (decision 195).
    expect(root).toMatch(new RegExp(`<img class="article-image" src="/media/${IMAGE_KEY}"[^>]*decoding="async"`));
    expect(root).toContain("React to this story");
    expect(root.match(/<button[^>]*class="reaction-button"/g)).toHaveLength(8);
    expect(root).not.toContain('disabled=""');
    const keys = state!.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(["recaps", "detail", row.id]),
        JSON.stringify(["writers"]),
        JSON.stringify(["reactions", "recap", row.id]),
      ]),
    );
    // The reads started beside the article's (decision 243) reach the page: the story's own
    // reaction count and the persona who wrote it.
    const data = (key: unknown[]) =>
      state!.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
    expect(data(["reactions", "recap", row.id])).toEqual([{ reaction: "🔥", count: 1 }]);
    expect(data(["writers"]).map((w: { id: string }) => w.id)).toContain("marcus-vale");
    expect(root).toMatch(/🔥<\/span>(?:(?!<\/button>)[\s\S])*<span class="reaction-button__count">1<\/span>/);
  });

  it("a /read/:id miss sends D1 its league's version, then the article, its images, the personas and the counts in one batch (decisions 247, 306)", async () => {
    const row = await insertRecap({ title: "One request to D1", imageKey: IMAGE_KEY });
    await checkRecordNow(); // the object knows a bookmark: the miss reads no version (decision 244)
    const { DB, sent } = recordingD1();
    const res = await site({ env: { ...env, DB } }).read[":id"].$get(idParam(row.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(parts(await res.text()).root).toMatch(/<h1[^>]*>One request to D1<\/h1>/);
    expect(sent.batches).toEqual([4]);
    // And the article's league version: read for the key (a hit reads it too), then again in the
    // session the page is read from, before the batch (decision 306).
    expect(sent.statements).toBe(4 + 2);
  });
});

describe("server-rendered community and league pages", () => {
  it("/community holds the league cards, the summary and the feeds, and the whole list it counted", async () => {
    await insertRecap({ title: "Kings story", leagueName: "Gridiron Kings" });
    await insertRecap({ title: "No league story", leagueName: null });
    await insertRecap({ title: "NFL story", leagueName: "NFL" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const res = await community();
    expect(res.status).toBe(200);
    const html = await res.text();
    const { root, state } = parts(html);
    expect(bootScript(html).code).toContain("dgsn:app-started");
    expect(root).toMatch(/<h1[^>]*>DGSN Community<\/h1>/);
    expect(root).toContain("Active Leagues");
    expect(root).toMatch(/<a class="league-card"[^>]*href="\/league\/Gridiron%20Kings"/);
    expect(root).toContain("No league");
    // A league's own icon (NFL's, from the reference data) is an image at a fixed size, loaded after
    // the first layout from its icon route (its PNG: no SVG document per icon, decision 381).
    expect(root).toMatch(
      /<img class="league-icon" src="\/api\/league-icons\/NFL\?v=[0-9a-z]+" alt="" width="56" height="56" loading="lazy" decoding="async"\/>/,
    );
    expect(root).toContain('href="/api/rss?league=Gridiron%20Kings"');
    const total = await listTotal("1000");
    const list = state!.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(["recaps", "list", 1000, 1]));
    expect(list?.state.data.recaps).toHaveLength(total);
    expect(list?.state.isInvalidated).toBe(false);
    expect(state!.queries.map((q) => JSON.stringify(q.queryKey))).toContain(JSON.stringify(["league-icons"]));
    expect((await community()).headers.get("X-Cache")).toBe("HIT");
  });

  it("/league/:id holds the league's own stories, their reactions and the league's link-preview tags", async () => {
    await insertRecap({ title: "Kings win again", leagueName: "Gridiron Kings" });
    await insertRecap({ title: "An SLA story", leagueName: "SLA" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const res = await league("Gridiron Kings");
    expect(res.status).toBe(200);
    const html = await res.text();
    const { root, state } = parts(html);
    expect(html).toContain('<meta property="og:title" content="Gridiron Kings on');
    expect(root).toMatch(/<h1[^>]*>Gridiron Kings<\/h1>/);
    // Before the first card: the head's tags, the page's stylesheet and hold-images.js; not
    // boot.js, a module script, which runs once the parse has ended wherever it stands, nor
    // index.html's comments. It is the document's last element, after the state: on a phone the
    // first screen's cards come in the parser's first chunk (decision 376).
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain("<!--");
    // One stylesheet before the first paint, the page's own: not index.html's boot fallback,
    // whose element (#root's content) the page replaces (issue 42); the no-script rule stays.
    expect(head.match(/<style>/g)).toHaveLength(2);
    expect(head).not.toContain("boot-fallback");
    expect(head).toMatch(/<noscript><style>#root button/);
    expect(html).toMatch(
      /<\/div>\s*<script type="application\/json" id="dgsn-state">[^<]*<\/script><script type="module" data-app="\/assets\/index-[\w-]+\.js" data-deps="[^"]+" data-css="[^"]+">[\s\S]*?<\/script>\s*<\/body>/,
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(root).toContain("Kings win again");
    expect(root).not.toContain("An SLA story");
    // A card's meta line: the writer's name and one text, no React separators (issue 42).
    expect(root).toMatch(/<p class="card__meta"><span style="color:#\w+" class="writer-name">[^<]+<\/span>[^<]+<\/p>/);
    // The tab's icon is a PNG: an SVG one is decoded as an SVG document on the page's main thread
    // after every load (decision 326).
    expect(html).toMatch(/<link rel="icon" href="\/favicon-48\.png" sizes="48x48" type="image\/png"/);
    expect(html).not.toMatch(/<link rel="icon"[^>]*svg/);
    const key = JSON.stringify(["recaps", "list", 1000, 1, "", "", "", "Gridiron Kings"]);
    const list = state!.queries.find((q) => JSON.stringify(q.queryKey) === key);
    const titles = list?.state.data.recaps.map((r: { title: string }) => r.title);
    expect(titles).toContain("Kings win again");
    expect(titles).not.toContain("An SLA story");
    // The league's own list, whole and fresh (the page moves with the league's version, decision
    // 306): the app does not fetch it again.
    expect(list?.state.data.total).toBe(titles.length);
    expect(list?.state.isInvalidated).toBe(false);
    expect(state!.queries.some((q) => JSON.stringify(q.queryKey).startsWith('["reactions","batch"'))).toBe(true);
  });

  it("/league/:id?season&week renders the filtered list (the filter is a GET form), keyed apart from the page", async () => {
    await insertRecap({ title: "Falcons season 4", leagueName: "Filter Falcons", season: 4, week: "week1" });
    await insertRecap({ title: "Falcons season 5", leagueName: "Filter Falcons", season: 5, week: "week1" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const path = `/league/${encodeURIComponent("Filter Falcons")}`;
    const filtered = parts(await (await api(`${path}?season=4&week=&junk=1`)).text());
    expect(filtered.root).toContain("Falcons season 4");
    expect(filtered.root).not.toContain("Falcons season 5");
    // The form: a plain GET with the choice selected, and a submit button for a browser without script.
    expect(filtered.root).toMatch(/<form[^>]*method="get"/);
    expect(filtered.root).toMatch(/<option value="4" selected="">Season (<!-- -->)?4<\/option>/);
    expect(filtered.root).toMatch(/<noscript><button type="submit"[^>]*>Show stories<\/button><\/noscript>/);
    const key = JSON.stringify(["recaps", "list", 1000, 1, 4, "", "", "Filter Falcons"]);
    const list = filtered.state!.queries.find((q) => JSON.stringify(q.queryKey) === key);
    expect(list?.state.data.recaps.map((r: { title: string }) => r.title)).toEqual(["Falcons season 4"]);
    // The unfiltered page is another copy: both seasons.
    const all = parts(await (await api(path)).text()).root;
    expect(all).toContain("Falcons season 4");
    expect(all).toContain("Falcons season 5");
    // The same filter spelled differently is the same copy; another filter is not.
    expect((await api(`${path}?junk=2&week=&season=04`)).headers.get("X-Cache")).toBe("HIT");
    const five = parts(await (await api(`${path}?week=week1&season=5`)).text()).root;
    expect(five).toContain("Falcons season 5");
    expect(five).not.toContain("Falcons season 4");
  });

  it("/league/:id?kind= embeds the shelf's list apart from the league's whole list (the header counts that one)", async () => {
    await insertRecap({ title: "Swans news", leagueName: "Shelf Swans" });
    await insertRecap({ title: "Swans game", leagueName: "Shelf Swans", type: "game_recap" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const { state } = parts(await (await api(`/league/${encodeURIComponent("Shelf Swans")}?kind=recaps`)).text());
    const titlesUnder = (key: unknown[]) =>
      state!.queries
        .find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))
        ?.state.data.recaps.map((r: { title: string }) => r.title);
    expect(titlesUnder(["recaps", "list", 1000, 1, "", "", "", "Shelf Swans"])).toEqual(["Swans game", "Swans news"]);
    expect(titlesUnder(["recaps", "list", 1000, 1, "", "", "recaps", "Shelf Swans"])).toEqual(["Swans game"]);
  });

  it("/league/:id renders its season links and highlight reels with the page, nothing loads in after", async () => {
    const name = "Reel Ravens";
    await db()
      .insert(leagues)
      .values({ name, nameKey: leagueKey(name), inviteCode: crypto.randomUUID(), exportSecretHash: "x".repeat(64) });
    await insertRecap({ title: "Ravens story", leagueName: name });
    const reel = await insertReel(db(), {
      userId: (await insertUser()).id,
      title: "Ravens week in plays",
      leagueName: name,
      focusType: "league",
      focusValue: name,
      startDate: "2026-11-01",
      endDate: "2026-11-07",
    });
    await db().update(highlightReels).set({ status: "completed" }).where(eq(highlightReels.id, reel.id));
    await bumpContentVersion(db(), "content", versionMirror(env));
    const { root, state } = parts(await (await league(name)).text());
    expect(root).toMatch(
      /<nav class="season-nav" aria-label="Season"><a href="\/league\/reelravens\/season"[^>]*>Standings<\/a>/,
    );
    expect(root).toMatch(/<section aria-labelledby="league-reels" class="league-reels">[\s\S]*Ravens week in plays/);
    const keys = state!.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(["league", name]));
    expect(keys).toContain(JSON.stringify(["reels", "league", name.toLowerCase()]));
  });

  it("an unknown league is the plain app's 404; a league with no stories yet renders its empty state", async () => {
    expect((await league("No Such League")).status).toBe(404);
    const { root } = parts(await (await league("other")).text());
    expect(root).toMatch(/<h1[^>]*>Other Leagues<\/h1>/);
  });
});

describe("withRenderedPage", () => {
  const failing: PageLoaders = {
    recapList: () => Promise.reject(new Error("D1 is down")),
    recap: () => Promise.reject(new Error("D1 is down")),
    writers: () => Promise.reject(new Error("D1 is down")),
    reactionBatch: () => Promise.reject(new Error("D1 is down")),
    articleReactions: () => Promise.reject(new Error("D1 is down")),
    leagueIcons: () => Promise.reject(new Error("D1 is down")),
    league: () => Promise.reject(new Error("D1 is down")),
    leagueReels: () => Promise.reject(new Error("D1 is down")),
    leagueSeason: () => Promise.reject(new Error("D1 is down")),
    leagueTeam: () => Promise.reject(new Error("D1 is down")),
  };

  it("a failed render serves the plain app, which loads its data itself", async () => {
    const index = new Response(INDEX, { headers: { "Content-Type": "text/html" } });
    const res = await withRenderedPage(index, "/", failing);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it("a path that is not server-rendered is left alone", async () => {
    const res = await withRenderedPage(new Response(INDEX), "/support", failing);
    expect(await res.text()).toBe(INDEX);
  });
});
