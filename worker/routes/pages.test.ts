import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { client, idParam } from "../test/client";
import { insertLegacyLeague, insertRecap, ORIGIN } from "../test/helpers";

const DISCORDBOT = "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)";
const IMAGE_KEY = `img/${"c".repeat(64)}.png`;

/** What an unfurler sees: the page as HTML, fetched like Discord's bot (no JavaScript, no cookies). */
async function unfurl(path: string) {
  const res = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { "User-Agent": DISCORDBOT } }));
  return { res, html: await res.text() };
}

/** Head tags as an unfurler reads them: meta name/property → content, decoded by a real HTML parser. */
async function tagsOf(html: string) {
  const meta: Record<string, string[]> = {};
  const links: { rel: string; type: string | null; title: string | null; href: string }[] = [];
  let title = "";
  let json = "";
  await new HTMLRewriter()
    .on("meta", {
      element(el) {
        const key = el.getAttribute("property") ?? el.getAttribute("name");
        if (key) meta[key] = [...(meta[key] ?? []), el.getAttribute("content") ?? ""];
      },
    })
    .on("link[rel=alternate], link[rel=canonical]", {
      element(el) {
        links.push({
          rel: el.getAttribute("rel")!,
          type: el.getAttribute("type"),
          title: el.getAttribute("title"),
          href: el.getAttribute("href")!,
        });
      },
    })
    .on("title", {
      text(t) {
        title += t.text;
      },
    })
    .on("script#dgsn-state", {
      text(t) {
        json += t.text;
      },
    })
    .transform(new Response(html))
    .text();
  return { meta, links, title, json };
}

/** One query's data in the embedded cache (`#dgsn-state`, TanStack Query's dehydrated form). */
function queryData(json: string, key: unknown[]): unknown {
  const state = JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  const found = state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));
  expect(found, JSON.stringify(key)).toBeDefined();
  return found!.state.data;
}

describe("GET /read/:id (link previews)", () => {
  it("a Discordbot without JavaScript gets the article's title, description, Open Graph, Twitter and theme tags", async () => {
    const row = await insertRecap({
      title: "Outlaws sign a kicker",
      content: "The Austin Outlaws signed a kicker on Tuesday.\n\nSecond paragraph.",
      leagueName: "NFL",
      imageKey: IMAGE_KEY,
    });
    const { res, html } = await unfurl(`/read/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    // The rewritten page keeps the site's security headers; its validators would describe the raw file.
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    const { meta, links, title, json } = await tagsOf(html);
    expect(title).toBe("Outlaws sign a kicker — DGSN");
    expect(meta).toMatchObject({
      description: ["The Austin Outlaws signed a kicker on Tuesday."],
      "theme-color": ["#1d4ed8"],
      "og:title": ["Outlaws sign a kicker"],
      "og:description": ["The Austin Outlaws signed a kicker on Tuesday."],
      "og:image": [`https://dgsn.test/media/${IMAGE_KEY}`],
      "og:url": [`https://dgsn.test/read/${row.id}`],
      "og:type": ["article"],
      "og:site_name": ["DGSN"],
      "twitter:card": ["summary_large_image"],
      "twitter:image": [`https://dgsn.test/media/${IMAGE_KEY}`],
      "article:published_time": [row.createdAt.toISOString()],
    });
    expect(links).toEqual([
      { rel: "alternate", type: "application/rss+xml", title: "DGSN — all stories", href: "/api/rss" },
      { rel: "canonical", type: null, title: null, href: `https://dgsn.test/read/${row.id}` },
      {
        rel: "alternate",
        type: "application/rss+xml",
        title: "DGSN — NFL",
        href: "https://dgsn.test/api/rss?league=NFL",
      },
    ]);
    // The embedded article is exactly what the API answers, so the reader can use it as its data.
    const fromApi = await (await client().recaps[":id"].$get(idParam(row.id))).json();
    expect(queryData(json, ["recaps", "detail", row.id])).toEqual(fromApi);
    // The SPA itself is still there, around the server-rendered page.
    expect(html).toContain('<div id="root"><');
    expect(html).toMatch(/<script type="module" data-app="\/assets\/index-[\w-]+\.js"[^>]*>[\s\S]+?<\/script>/);
  });

  it("security: a hostile title is escaped in the tags, the <title> and the embedded JSON", async () => {
    const hostile = `Big "><script>alert(1)</script> & <!-- more`;
    const content = `Lead "><img src=x onerror=alert(2)> </script><!-- \u2028\u2029 end.\n\nRest.`;
    // A league named so before decision 270's name rule.
    await insertLegacyLeague(`SLA "><b>`);
    const row = await insertRecap({ title: hostile, content, leagueName: `SLA "><b>` });
    const { res, html } = await unfurl(`/read/${row.id}`);
    expect(res.status).toBe(200);
    const escapedTitle = "Big &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- more";
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escapedTitle}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="Lead &quot;&gt;&lt;img src=x onerror=alert(2)&gt; &lt;/script&gt;&lt;!-- \u2028\u2029 end." />',
    );
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="DGSN — SLA &quot;&gt;&lt;b&gt;" href="https://dgsn.test/api/rss?league=SLA%20%22%3E%3Cb%3E" />`,
    );
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>");
    const { title, json, meta } = await tagsOf(html);
    expect(title).not.toContain("<");
    expect(meta["og:title"]).toEqual([escapedTitle]);
    // The JSON holds no character that could end the script or open a comment.
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- more");
    const parsed = queryData(json, ["recaps", "detail", row.id]) as { title: string; content: string };
    expect(parsed.title).toBe(hostile);
    expect(parsed.content).toBe(content);
    // Exactly one script element with our id, closed where we closed it: the page's only scripts are
    // it, boot.js and hold-images.js.
    expect(html.match(/<script type="application\/json" id="dgsn-state">/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it("an article without an image: summary card, no og:image; no league: orange, no league feed", async () => {
    const row = await insertRecap({ leagueName: null, imageKey: null });
    const { meta, links } = await tagsOf((await unfurl(`/read/${row.id}`)).html);
    expect(meta["twitter:card"]).toEqual(["summary"]);
    expect(meta["og:image"]).toBeUndefined();
    expect(meta["theme-color"]).toEqual(["#c2410c"]);
    expect(links.filter((l) => l.rel === "alternate")).toHaveLength(1);
  });

  it("the league colour: OGLeague25 red, SLA green, any other league purple", async () => {
    for (const [leagueName, color] of [
      ["OGLeague25", "#b91c1c"],
      ["SLA", "#15803d"],
      ["Madden Monsters", "#7e22ce"],
    ] as const) {
      const row = await insertRecap({ leagueName });
      const { meta } = await tagsOf((await unfurl(`/read/${row.id}`)).html);
      expect(meta["theme-color"], leagueName).toEqual([color]);
    }
  });

  it("unknown or malformed ids get the plain app with status 404", async () => {
    for (const path of ["/read/999999999", "/read/abc", "/read/0", "/read/12x"]) {
      const { res, html } = await unfurl(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain("<title>DGSN — franchise league news</title>");
      expect(html, path).toContain('<div id="root"><div class="boot-fallback" role="status">');
      expect(html, path).not.toContain("og:title");
    }
  });
});

describe("GET /league/:id (link previews)", () => {
  it("a named league: its colour, description and its own RSS feed", async () => {
    await insertRecap({ leagueName: "NFL" });
    const { res, html } = await unfurl("/league/NFL");
    expect(res.status).toBe(200);
    const { meta, links, title } = await tagsOf(html);
    expect(title).toBe("NFL — DGSN");
    expect(meta).toMatchObject({
      "og:title": ["NFL on DGSN"],
      description: ["Coverage of NFL-based franchise play."],
      "og:type": ["website"],
      "og:url": ["https://dgsn.test/league/NFL"],
      "theme-color": ["#1d4ed8"],
      "twitter:card": ["summary"],
    });
    expect(links).toContainEqual({
      rel: "alternate",
      type: "application/rss+xml",
      title: "DGSN — NFL",
      href: "https://dgsn.test/api/rss?league=NFL",
    });
    // Server-rendered since decision 190: the page carries its league's stories for the app.
    expect(html).toContain("dgsn-state");
  });

  it("a community league matches by encoded name or lowercase without spaces; it is purple", async () => {
    await insertRecap({ leagueName: "Madden Monsters" });
    for (const path of ["/league/Madden%20Monsters", "/league/maddenmonsters", "/league/Madden%2520Monsters"]) {
      const { res, html } = await unfurl(path);
      expect(res.status, path).toBe(200);
      const { meta } = await tagsOf(html);
      expect(meta["og:title"], path).toEqual(["Madden Monsters on DGSN"]);
      expect(meta["theme-color"], path).toEqual(["#7e22ce"]);
      expect(meta.description, path).toEqual(["A community franchise league covered by DGSN."]);
    }
  });

  it("'other' is orange with only the site-wide feed", async () => {
    const { res, html } = await unfurl("/league/other");
    expect(res.status).toBe(200);
    const { meta, links } = await tagsOf(html);
    expect(meta["theme-color"]).toEqual(["#c2410c"]);
    expect(links.filter((l) => l.rel === "alternate")).toEqual([
      { rel: "alternate", type: "application/rss+xml", title: "DGSN — all stories", href: "/api/rss" },
    ]);
  });

  it("an unknown league gets the plain app with status 404", async () => {
    const { res, html } = await unfurl("/league/No%20Such%20League");
    expect(res.status).toBe(404);
    expect(html).toContain("<title>DGSN — franchise league news</title>");
  });
});
