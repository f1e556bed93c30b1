// Issue 17 item 2: a league named after a property every object inherits ("constructor",
// "__proto__", "toString", …) is a league like any other on every page and feed.
import { describe, expect, it } from "vitest";
import { leagueDisplay } from "../../db/domain";
import { freshIp, registerUser } from "./auth-helpers";
import { type AnyReply, client, idParam, okBody, site } from "./client";

const NAMES = Object.getOwnPropertyNames(Object.prototype);

describe("leagues named after Object.prototype properties", () => {
  // Twelve leagues, each posted in and read through every page and feed: several hundred requests,
  // more than the default 20 s on a busy machine.
  it("security: posting in each works and every page and feed answers without a server error", async () => {
    expect(NAMES).toContain("__proto__");
    expect(NAMES.length).toBeGreaterThanOrEqual(12);
    // Two authors, so the per-account posting limit (decision 151) is never met.
    const authors = [await registerUser(), await registerUser()];
    const ids: number[] = [];
    for (const [i, leagueName] of NAMES.entries()) {
      const json = {
        type: "news" as const,
        title: `Story in ${leagueName}`,
        content: "Plain news.",
        leagueName,
        aiRequested: false,
      };
      const res = await client({ cookie: authors[i % 2]!.cookie, ip: freshIp() }).recaps.$post({ json });
      expect(res.status, leagueName).toBe(201);
      ids.push((await okBody(res)).id);
    }
    const league = (id: string) => site().league[":id"].$get({ param: { id } });
    const feed = (league: string) => client().rss.$get({ query: { league } });
    const reads: [string, () => Promise<AnyReply>][] = [
      ["/", () => site().index.$get()],
      ["/api/recaps", () => client().recaps.$get({ query: {} })],
      ["/api/rss", () => client().rss.$get({ query: {} })],
      ["/api/writers", () => client().writers.$get()],
      ["/api/league-icons", () => client()["league-icons"].$get()],
      ...ids.flatMap((id): [string, () => Promise<AnyReply>][] => [
        [`/read/${id}`, () => site().read[":id"].$get(idParam(id))],
        [`/api/recaps/${id}`, () => client().recaps[":id"].$get(idParam(id))],
        [`/api/recaps/${id}/reactions`, () => client().recaps[":id"].reactions.$get(idParam(id))],
      ]),
      ...NAMES.flatMap((n): [string, () => Promise<AnyReply>][] => [
        [`/league/${n}`, () => league(n)],
        [`/api/rss?league=${n}`, () => feed(n)],
      ]),
    ];
    for (const [name, call] of reads) {
      const res = await call();
      expect(res.status, name).toBe(200);
      await res.arrayBuffer();
    }
    for (const [i, name] of NAMES.entries()) {
      const article = await okBody(client().recaps[":id"].$get(idParam(ids[i]!)));
      expect(article.leagueName).toBe(name);
      const page = await (await league(name)).text();
      // A league outside the spec's three gets the generic purple text, never an inherited value.
      expect(page, name).toContain(
        `<meta name="theme-color" content="${leagueDisplay("A community league").color}" />`,
      );
      expect(page, name).not.toContain("undefined");
      const rss = await (await feed(name)).text();
      expect(rss, name).toContain(`Story in ${name}`);
    }
  }, 90_000);
});
