// Issue 17 item 2: a league named after a property every object inherits ("constructor",
// "__proto__", "toString", …) is a league like any other on every page and feed.
import { describe, expect, it } from "vitest";
import { leagueDisplay } from "../../db/domain";
import { authApi, registerUser } from "./auth-helpers";
import { api } from "./helpers";

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
      const res = await authApi("/api/recaps", {
        cookie: authors[i % 2]!.cookie,
        json: { type: "news", title: `Story in ${leagueName}`, content: "Plain news.", leagueName, aiRequested: false },
      });
      expect(res.status, leagueName).toBe(201);
      ids.push((await res.json<{ id: number }>()).id);
    }
    const enc = encodeURIComponent;
    const paths = [
      "/",
      "/api/recaps",
      "/api/rss",
      "/api/writers",
      "/api/league-icons",
      ...ids.flatMap((id) => [`/read/${id}`, `/api/recaps/${id}`, `/api/recaps/${id}/reactions`]),
      ...NAMES.flatMap((n) => [`/league/${enc(n)}`, `/api/rss?league=${enc(n)}`, `/api/recaps?league=${enc(n)}`]),
    ];
    for (const path of paths) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
    }
    for (const [i, name] of NAMES.entries()) {
      const article = await (await api(`/api/recaps/${ids[i]}`)).json<{ leagueName: string }>();
      expect(article.leagueName).toBe(name);
      const page = await (await api(`/league/${enc(name)}`)).text();
      // A league outside the spec's three gets the generic purple text, never an inherited value.
      expect(page, name).toContain(
        `<meta name="theme-color" content="${leagueDisplay("A community league").color}" />`,
      );
      expect(page, name).not.toContain("undefined");
      const rss = await (await api(`/api/rss?league=${enc(name)}`)).text();
      expect(rss, name).toContain(`Story in ${name}`);
    }
  }, 90_000);
});
