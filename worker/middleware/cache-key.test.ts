// Issue 17 item 9: a public read has one cached copy per combination of the parameters it reads.
import { describe, expect, it } from "vitest";
import { api, insertRecap } from "../test/helpers";
import { cacheKey } from "./cache";
import { normalizedReadUrl } from "./cache-key";

describe("normalizedReadUrl", () => {
  it("keeps only the parameters the route reads, first value, fixed order, canonical numbers", () => {
    const o = "https://dgsn.test";
    expect(normalizedReadUrl(`${o}/api/recaps?x=1&page=2&limit=05&limit=9`)).toBe(`${o}/api/recaps?limit=5&page=2`);
    expect(normalizedReadUrl(`${o}/api/recaps?page=2&limit=5`)).toBe(`${o}/api/recaps?limit=5&page=2`);
    expect(normalizedReadUrl(`${o}/api/rss?utm=1&league=A+B`)).toBe(`${o}/api/rss?league=A+B`);
    expect(normalizedReadUrl(`${o}/api/rss?league=A%20B`)).toBe(`${o}/api/rss?league=A+B`);
    // Each league's latest reels are their own copy.
    expect(normalizedReadUrl(`${o}/api/reels?utm=1&league=SLA`)).toBe(`${o}/api/reels?league=SLA`);
    expect(normalizedReadUrl(`${o}/?junk=${"x".repeat(50)}`)).toBe(`${o}/`);
    expect(normalizedReadUrl(`${o}/api/writers?a=1`)).toBe(`${o}/api/writers`);
    // The season and week filters (decision 201) are part of a list's and a feed's key.
    expect(normalizedReadUrl(`${o}/api/recaps?week=5&season=07&limit=9`)).toBe(
      `${o}/api/recaps?limit=9&season=7&week=5`,
    );
    expect(normalizedReadUrl(`${o}/api/rss?week=superbowl&league=A`)).toBe(`${o}/api/rss?league=A&week=superbowl`);
    expect(normalizedReadUrl(`${o}/read/7?fbclid=abc`)).toBe(`${o}/read/7`);
    // The league page's filter form (a GET form, decision 192) renders the filtered list.
    expect(normalizedReadUrl(`${o}/league/SLA?utm=1&week=wildcard&season=04`)).toBe(
      `${o}/league/SLA?season=4&week=wildcard`,
    );
    expect(normalizedReadUrl(`${o}/league/SLA/season/2?season=4`)).toBe(`${o}/league/SLA/season/2`);
    // And the shelf (decision 311): each kind is its own page and its own list.
    expect(normalizedReadUrl(`${o}/league/SLA?kind=awards&x=1`)).toBe(`${o}/league/SLA?kind=awards`);
    expect(normalizedReadUrl(`${o}/api/recaps?kind=injuries&limit=9`)).toBe(`${o}/api/recaps?limit=9&kind=injuries`);
  });

  it("happy: a URL asked again gets the same answer, also after many other URLs", () => {
    const o = "https://dgsn.test";
    const url = `${o}/api/recaps?page=2&limit=05&x=1`;
    expect(normalizedReadUrl(url)).toBe(`${o}/api/recaps?limit=5&page=2`);
    for (let n = 0; n < 1200; n++)
      expect(normalizedReadUrl(`${o}/api/recaps?limit=${n + 1}&z=${n}`)).toBe(`${o}/api/recaps?limit=${n + 1}`);
    expect(normalizedReadUrl(url)).toBe(`${o}/api/recaps?limit=5&page=2`);
    expect(normalizedReadUrl(`${o}/read/7?fbclid=abc`)).toBe(`${o}/read/7`);
    expect(normalizedReadUrl(`${o}/read/7?fbclid=abc`)).toBe(`${o}/read/7`);
  });
});

describe("cacheKey", () => {
  it("happy: the read URL, then the deployed version and the versions the copy depends on", () => {
    const o = "https://dgsn.test";
    const v = { content: "mie1x2ab-1a2b3c4d", reactions: "mie1x3cd-5e6f7a8b", stories: "mie1x3ee-0" };
    expect(cacheKey(`${o}/read/7?fbclid=abc`, "reactions", v, "dep-1")).toBe(
      `${o}/read/7?__d=dep-1&__cv=mie1x2ab-1a2b3c4d.mie1x3cd-5e6f7a8b.mie1x3ee-0`,
    );
    expect(cacheKey(`${o}/api/recaps?page=2&limit=05&x=1`, "content", v, "dep-1")).toBe(
      `${o}/api/recaps?limit=5&page=2&__d=dep-1&__cv=mie1x2ab-1a2b3c4d.mie1x3ee-0`,
    );
    // One league's own data: its version instead of the stories' (decision 306).
    expect(cacheKey(`${o}/league/kings/season`, "content", v, "dep-1", "mie1x4aa-0")).toBe(
      `${o}/league/kings/season?__d=dep-1&__cv=mie1x2ab-1a2b3c4d.Lmie1x4aa-0`,
    );
    expect(
      cacheKey(`${o}/league/kings/season`, "content", { ...v, stories: "mie1x5ff-0" }, "dep-1", "mie1x4aa-0"),
    ).toBe(cacheKey(`${o}/league/kings/season`, "content", v, "dep-1", "mie1x4aa-0"));
    expect(cacheKey(`${o}/`, "reactions", { ...v, stories: "mie1x5ff-0" }, "dep-1")).not.toBe(
      cacheKey(`${o}/`, "reactions", v, "dep-1"),
    );
    // A bump or a deploy is another key; a vote is another key only where counts are shown.
    const base = cacheKey(`${o}/api/recaps/3`, "content", v, "dep-1");
    expect(cacheKey(`${o}/api/recaps/3`, "content", { ...v, content: "mie1x4ef-0" }, "dep-1")).not.toBe(base);
    expect(cacheKey(`${o}/api/recaps/3`, "content", v, "dep-2")).not.toBe(base);
    expect(cacheKey(`${o}/api/recaps/3`, "content", { ...v, reactions: "mie1x5gh-0" }, "dep-1")).toBe(base);
    expect(cacheKey(`${o}/`, "reactions", { ...v, reactions: "mie1x5gh-0" }, "dep-1")).not.toBe(
      cacheKey(`${o}/`, "reactions", v, "dep-1"),
    );
  });
});

// Query strings no typed call would send: the untyped helper sends them on purpose.
describe("GET public reads with junk query strings", () => {
  it("security: 50 junk queries on each read make one cached copy (one MISS, then HITs)", async () => {
    await insertRecap({ leagueName: "NFL" });
    for (const path of ["/", "/api/recaps", "/api/rss", "/api/writers"]) {
      const statuses: (string | null)[] = [];
      for (let n = 0; n < 50; n++) {
        const res = await api(`${path}?junk${n}=${n}&utm_source=${n}`);
        expect(res.status, path).toBe(200);
        statuses.push(res.headers.get("X-Cache"));
        await res.arrayBuffer();
      }
      expect(statuses.filter((s) => s === "MISS").length, path).toBe(1);
      expect(statuses.filter((s) => s === "HIT").length, path).toBe(49);
    }
  });

  it("happy: parameters the route reads still get their own copy", async () => {
    const a = await api("/api/recaps?limit=1&z=1");
    const b = await api("/api/recaps?limit=2&z=1");
    expect((await a.json<{ recaps: unknown[] }>()).recaps.length).toBe(1);
    expect((await b.json<{ recaps: unknown[] }>()).recaps.length).toBeLessThanOrEqual(2);
    expect((await api("/api/recaps?z=2&limit=01")).headers.get("X-Cache")).toBe("HIT");
  });
});
