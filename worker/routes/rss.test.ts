import { env } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { storeImage } from "../../db/image-store";
import { bumpContentVersion } from "../../db/queries/content-version";
import { gradientPng } from "../../db/seed/png";
import { versionMirror } from "../content-versions-object";
import { client } from "../test/client";
import { uniqueLeague } from "../test/discord-helpers";
import { db, insertRecap } from "../test/helpers";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  isArray: (n) => n === "item" || n === "category",
});

/** Fetches a feed, checks it is well-formed XML (strict), and parses it. */
async function feed(league: string, headers: Record<string, string> = {}) {
  const res = await rss(league, headers);
  const xml = await res.text();
  if (res.status !== 200) return { res, xml, channel: null };
  expect(XMLValidator.validate(xml)).toBe(true);
  return { res, xml, channel: parser.parse(xml).rss.channel };
}

/** A league's feed through the typed client. */
const rss = (league: string, headers: Record<string, string> = {}) =>
  client({ headers }).rss.$get({ query: { league } });
/** The feed's own address, as the typed client asked for it (the self link echoes the request). */
const rssUrl = (league: string) => `https://dgsn.test/api/rss?${new URLSearchParams({ league })}`;

describe("GET /api/rss", () => {
  it("happy: RSS 2.0 with content:encoded, enclosure, dc:creator, categories and a channel image", async () => {
    const league = uniqueLeague("Feed");
    const png = await gradientPng("#000000", "#ffffff", 40, 20);
    const stored = await storeImage(env.IMAGES, png);
    if (!stored.ok) throw new Error("image not stored");
    const news = await insertRecap({
      leagueName: league,
      title: "Outlaws sign a kicker",
      content: "First paragraph.\n\nSecond paragraph.",
      writerId: "rita-castellanos",
      imageKey: stored.key,
      createdAt: new Date("2026-11-02T10:00:00Z"),
      updatedAt: new Date("2026-11-02T10:00:00Z"),
    });
    const recap = await insertRecap({
      leagueName: league,
      type: "game_recap",
      title: "Outlaws 24, Lumberjacks 17",
      writerId: "nobody",
      createdAt: new Date("2026-11-03T10:00:00Z"),
      updatedAt: new Date("2026-11-03T11:00:00Z"),
    });
    const { res, channel } = await feed(league);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers.get("Last-Modified")).toBe("Tue, 03 Nov 2026 11:00:00 GMT");
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get("Cache-Control")).toBe(
      "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300",
    );

    expect(channel.title).toBe(`DGSN — ${league}`);
    expect(channel.link).toBe("https://dgsn.test/");
    expect(channel["atom:link"]).toEqual({
      "@_href": rssUrl(league),
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
    expect(channel.lastBuildDate).toBe("Tue, 03 Nov 2026 11:00:00 GMT");
    expect(channel.image).toEqual({
      url: "https://dgsn.test/feed-icon.png",
      title: `DGSN — ${league}`,
      link: "https://dgsn.test/",
      width: 144,
      height: 144,
    });
    expect(channel.item).toEqual([
      {
        title: "Outlaws 24, Lumberjacks 17",
        link: `https://dgsn.test/read/${recap.id}`,
        guid: { "#text": `https://dgsn.test/read/${recap.id}`, "@_isPermaLink": "true" },
        pubDate: "Tue, 03 Nov 2026 10:00:00 GMT",
        "dc:creator": "DGSN Staff",
        category: [league, "Game Recap"],
        description: recap.content.split("\n\n")[0],
        "content:encoded": recap.content
          .split("\n\n")
          .map((p) => `<p>${p}</p>`)
          .join(""),
      },
      {
        title: "Outlaws sign a kicker",
        link: `https://dgsn.test/read/${news.id}`,
        guid: { "#text": `https://dgsn.test/read/${news.id}`, "@_isPermaLink": "true" },
        pubDate: "Mon, 02 Nov 2026 10:00:00 GMT",
        "dc:creator": "Rita Castellanos",
        category: [league, "News"],
        description: "First paragraph.",
        "content:encoded": "<p>First paragraph.</p><p>Second paragraph.</p>",
        enclosure: {
          "@_url": `https://dgsn.test/media/${stored.key}`,
          "@_length": String(png.byteLength),
          "@_type": "image/png",
        },
      },
    ]);
  });

  it('security: <script>, "> and & in a title and text are escaped and parse back unchanged', async () => {
    const league = uniqueLeague("Escapes");
    const title = `Big "><script>alert(1)</script> & Co ]]> done`;
    const content = `A <b>bold</b> & "quoted" lead ]]>\n\nSecond <script>x</script>.`;
    await insertRecap({ leagueName: league, title, content });
    const { xml, channel } = await feed(league);
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    expect(xml).toContain("<title>Big &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co ]]&gt; done</title>");
    const [item] = channel.item;
    expect(item.title).toBe(title);
    expect(item.description).toBe(`A <b>bold</b> & "quoted" lead ]]>`);
    // The HTML in content:encoded is itself escaped once more, so readers show the text, not markup.
    expect(item["content:encoded"]).toBe(
      "<p>A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; lead ]]&gt;</p><p>Second &lt;script&gt;x&lt;/script&gt;.</p>",
    );
  });

  it("conditional requests: 304 on a matching ETag or an unchanged Last-Modified; a new article changes both", async () => {
    const league = uniqueLeague("Cond");
    await insertRecap({ leagueName: league, updatedAt: new Date("2026-11-05T08:00:00Z") });
    const first = await rss(league);
    const etag = first.headers.get("ETag")!;
    const lastModified = first.headers.get("Last-Modified")!;
    expect(lastModified).toBe("Thu, 05 Nov 2026 08:00:00 GMT");

    const matching: Record<string, string>[] = [
      { "If-None-Match": etag },
      { "If-None-Match": `"other", W/${etag}` },
      { "If-None-Match": "*" },
      { "If-Modified-Since": lastModified },
      { "If-Modified-Since": "Fri, 06 Nov 2026 00:00:00 GMT" },
    ];
    for (const headers of matching) {
      const res = await rss(league, headers);
      expect(res.status, JSON.stringify(headers)).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("ETag")).toBe(etag);
      expect(res.headers.get("Last-Modified")).toBe(lastModified);
    }
    const different: Record<string, string>[] = [
      { "If-None-Match": '"something-else"' },
      { "If-Modified-Since": "Thu, 05 Nov 2026 07:59:59 GMT" },
      { "If-Modified-Since": "not a date" },
      // If-None-Match wins over If-Modified-Since.
      { "If-None-Match": '"something-else"', "If-Modified-Since": lastModified },
    ];
    for (const headers of different) {
      const res = await rss(league, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }

    await insertRecap({ leagueName: league, updatedAt: new Date("2026-11-06T09:30:00Z") });
    // Written straight to D1 here, so bump the content version as every API write does.
    await bumpContentVersion(db(), "content", versionMirror(env));
    const changed = await rss(league, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(changed.headers.get("Last-Modified")).toBe("Fri, 06 Nov 2026 09:30:00 GMT");
  });

  it("articles still being written are left out; an unknown league gets an empty valid feed", async () => {
    const league = uniqueLeague("Gen");
    await insertRecap({ leagueName: league, status: "generating", title: "Not yet" });
    const { res, channel } = await feed(league);
    expect(res.status).toBe(200);
    expect(channel.item).toBeUndefined();
    expect(res.headers.get("Last-Modified")).toBeNull();
    expect(channel.lastBuildDate).toBe("Thu, 01 Jan 1970 00:00:00 GMT");
  });

  it("an enclosure is left out when the image is missing from storage", async () => {
    const league = uniqueLeague("NoImg");
    await insertRecap({ leagueName: league, imageKey: `img/${"d".repeat(64)}.png` });
    const { channel } = await feed(league);
    expect(channel.item[0].enclosure).toBeUndefined();
  });

  it("error: an over-long league name is a 400 in the error model", async () => {
    const res = await rss("x".repeat(201));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "bad_request", message: "League name is too long" },
      message: "League name is too long",
    });
  });
});
