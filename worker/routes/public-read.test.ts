import { env } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { BUILT_IN_WRITERS, leagueIconVersion } from "../../db/domain";
import { storeImage } from "../../db/image-store";
import { leagueIcons } from "../../db/schema";
import { gradientPng } from "../../db/seed/png";
import { client, errorOf } from "../test/client";
// Media keys hold a slash, which the typed client would encode: those requests go as they are.
import { api, db, insertRecap } from "../test/helpers";

describe("GET /api/writers", () => {
  it("happy: the nine personas in order with every public field", async () => {
    const res = await client().writers.$get();
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual(BUILT_IN_WRITERS);
  });
});

describe("GET /api/league-icons", () => {
  it("happy: a map of league name to SVG for the built-in leagues", async () => {
    const res = await client()["league-icons"].$get();
    expect(res.status).toBe(200);
    const { icons } = await res.json();
    expect(Object.keys(icons).sort()).toEqual(["NFL", "OGLeague25", "Other", "SLA"]);
    for (const svg of Object.values(icons)) expect(svg).toMatch(/^<svg [^>]*role="img"[\s\S]*<\/svg>$/);
  });
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const iconOf = async (name: string) => (await (await client()["league-icons"].$get()).json()).icons[name]!;

describe("GET /api/league-icons/:name", () => {
  it("happy: a built-in icon is its PNG (168 px, drawn once), kept a year at its SVG's version", async () => {
    for (const name of ["OGLeague25", "NFL", "SLA", "Other"]) {
      const v = leagueIconVersion(await iconOf(name));
      const res = await api(`/api/league-icons/${name}?v=${v}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get("Content-Type"), name).toBe("image/png");
      expect(res.headers.get("Cache-Control"), name).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.subarray(0, 8)], name).toEqual(PNG_SIGNATURE);
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)], name).toEqual([168, 168]);
    }
  });
  it("happy: any other version (a page from before the icon changed) must revalidate", async () => {
    const res = await api("/api/league-icons/NFL?v=old");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
  });
  it("happy: an icon no PNG was drawn for is its SVG, an image", async () => {
    await db()
      .insert(leagueIcons)
      .values({ leagueName: "Rock & Roll", iconSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const res = await api(`/api/league-icons/${encodeURIComponent("Rock & Roll")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(await res.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  it("error: a league without an icon is 404", async () => {
    const res = await api("/api/league-icons/Nobody");
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toEqual({ code: "not_found", message: "League icon not found" });
  });
  it("error: a version or a name over its limit is a 400 and serves nothing", async () => {
    for (const path of [`/api/league-icons/NFL?v=${"a".repeat(21)}`, `/api/league-icons/${"N".repeat(201)}`]) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("Content-Type"), path).not.toBe("image/png");
    }
  });
  it("security: an SVG opened directly runs no script on our origin (sandboxed, nothing loads)", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    await db().insert(leagueIcons).values({ leagueName: "Evil", iconSvg: svg });
    const res = await api("/api/league-icons/Evil");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" || name === "category" });

describe("GET /api/rss", () => {
  it("happy: valid RSS 2.0 with escaped text, guid, RFC 822 dates, self link and persona", async () => {
    await insertRecap({ title: "Plain story", leagueName: "SLA", writerId: "rita-castellanos" });
    await insertRecap({
      title: `<script>alert("x")</script> & Friends`,
      content: "Top & <b>bold</b> first.\n\nSecond ]]> paragraph.",
      leagueName: "NFL",
      writerId: "nobody",
    });
    const res = await client().rss.$get({ query: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("<script>");
    const doc = parser.parse(xml);
    expect(doc.rss["@_version"]).toBe("2.0");
    const channel = doc.rss.channel;
    expect(channel.title).toBe("DGSN — all stories");
    expect(channel.link).toBe("https://dgsn.test/");
    expect(channel["atom:link"]["@_rel"]).toBe("self");
    expect(channel["atom:link"]["@_href"]).toBe("https://dgsn.test/api/rss");
    const [first, second] = channel.item;
    expect(first.title).toBe(`<script>alert("x")</script> & Friends`);
    expect(first.link).toMatch(/^https:\/\/dgsn\.test\/read\/\d+$/);
    expect(first.guid["#text"]).toBe(first.link);
    expect(first.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(first.description).toBe("Top & <b>bold</b> first.");
    expect(first["content:encoded"]).toBe(
      "<p>Top &amp; &lt;b&gt;bold&lt;/b&gt; first.</p><p>Second ]]&gt; paragraph.</p>",
    );
    expect(first["dc:creator"]).toBe("DGSN Staff");
    expect(first.category).toEqual(["NFL", "News"]);
    expect(second["dc:creator"]).toBe("Rita Castellanos");
  });

  it("happy: ?league= filters; an unknown league is an empty but valid feed", async () => {
    await insertRecap({ title: "In SLA", leagueName: "SLA" });
    const sla = parser.parse(await (await client().rss.$get({ query: { league: "SLA" } })).text());
    expect(sla.rss.channel.title).toBe("DGSN — SLA");
    expect(sla.rss.channel.item.every((i: any) => i.category.includes("SLA"))).toBe(true);
    const res = await client().rss.$get({ query: { league: "Nowhere League" } });
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).rss.channel.item).toBeUndefined();
  });

  it("error: an oversize league name is a 400", async () => {
    expect((await client().rss.$get({ query: { league: "x".repeat(201) } })).status).toBe(400);
  });
});

describe("GET /media/:key", () => {
  it("happy: streams R2 bytes with the stored type and an immutable cache", async () => {
    const png = await gradientPng("#112233", "#445566", 8, 8);
    const stored = await storeImage(env.IMAGES, png);
    if (!stored.ok) throw new Error("not stored");
    const res = await api(`/media/${stored.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    const again = await api(`/media/${stored.key}`, { headers: { "If-None-Match": res.headers.get("ETag")! } });
    expect(again.status).toBe(304);
  });

  it("error: unknown or malformed keys are a JSON 404", async () => {
    for (const key of [`img/${"0".repeat(64)}.png`, "img/not-a-hash.png", "img/abc.exe"]) {
      const res = await api(`/media/${key}`);
      expect(res.status, key).toBe(404);
      expect((await errorOf(res)).error.code).toBe("not_found");
    }
  });
});
