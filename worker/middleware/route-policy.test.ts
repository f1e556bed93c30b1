import { describe, expect, it } from "vitest";
import { app } from "../app";
import {
  declaredBy,
  PUBLIC_CONTENT,
  PUBLIC_PAGE_WITH_COUNTS,
  PUBLIC_REACTIONS,
  type PublicCache,
} from "./route-policy";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every route the app serves (method and path), with the declarations its handlers carry. */
function routes() {
  const byRoute = new Map<string, { read: unknown[]; write: unknown[] }>();
  for (const r of app.routes) {
    // `.use()` middleware and the catch-alls are registered for ALL methods; they are not routes.
    if (r.method === "ALL" || r.path.endsWith("*")) continue;
    const key = `${r.method} ${r.path}`;
    const entry = byRoute.get(key) ?? { read: [], write: [] };
    const declared = declaredBy(r.handler);
    if (declared.read) entry.read.push(declared.read);
    if (declared.write) entry.write.push(declared.write);
    byRoute.set(key, entry);
  }
  return byRoute;
}

describe("route policy", () => {
  it("security: every write declares its body limit and version, every GET its cache policy (exactly once)", () => {
    const all = routes();
    expect(all.size).toBeGreaterThan(30);
    for (const [key, declared] of all) {
      const method = key.split(" ")[0]!;
      if (WRITE_METHODS.has(method)) {
        expect(declared.write, key).toHaveLength(1);
        expect(declared.read, key).toHaveLength(0);
      } else {
        expect(method, key).toBe("GET");
        expect(declared.read, key).toHaveLength(1);
        expect(declared.write, key).toHaveLength(0);
      }
    }
  });

  it("happy: the public reads are exactly the home, reader, community, league and reel pages and the public API lists", () => {
    const publicReads = [...routes()]
      .filter(
        ([, d]) =>
          [PUBLIC_CONTENT, PUBLIC_PAGE_WITH_COUNTS, PUBLIC_REACTIONS].includes(d.read[0] as never) ||
          (d.read[0] as PublicCache | undefined)?.league !== undefined,
      )
      .map(([key, d]) => {
        const policy = d.read[0] as PublicCache;
        // A league's season data, page and articles depend on that league's version (decisions 303, 306).
        const league = policy.league === undefined ? "" : "segment" in policy.league ? " + league" : " + its league";
        return `${key} ${policy.scope}${league}`;
      })
      .sort();
    expect(publicReads).toEqual([
      "GET / reactions",
      "GET /api/league-icons content",
      "GET /api/leagues content",
      "GET /api/leagues/:league content",
      "GET /api/leagues/:league/seasons/:season content + league",
      "GET /api/leagues/:league/seasons/:season/leaders content + league",
      "GET /api/leagues/:league/seasons/:season/schedule content + league",
      "GET /api/leagues/:league/seasons/:season/schedule/:week content + league",
      "GET /api/leagues/:league/seasons/:season/standings content + league",
      "GET /api/leagues/:league/seasons/:season/teams/:teamId content + league",
      "GET /api/recaps content",
      "GET /api/recaps/:id content",
      "GET /api/recaps/:id/reactions reactions",
      "GET /api/reels content",
      "GET /api/rss content",
      "GET /api/writers content",
      "GET /api/writers/votes reactions",
      "GET /community content",
      "GET /league/:id reactions + league",
      "GET /league/:id/season content + league",
      "GET /read/:id reactions + its league",
      "GET /reels/:id content",
    ]);
  });

  it("happy: only votes (reactions and the reporter vote) bump the reactions version; sign-in, the batch read and the webhook test bump none", () => {
    const scopes = Object.fromEntries(
      [...routes()]
        .filter(([, d]) => d.write.length > 0)
        .map(([key, d]) => [key, (d.write[0] as { bumps: string | null }).bumps]),
    );
    const notContent = Object.entries(scopes)
      .filter(([, bumps]) => bumps !== "content")
      .map(([key, bumps]) => `${key} ${bumps}`)
      .sort();
    expect(notContent).toEqual([
      "DELETE /api/account/sign-in-methods/:provider null",
      "DELETE /api/account/vote reactions",
      "DELETE /api/leagues/:league/export-secret null",
      "DELETE /api/leagues/:league/webhook null",
      "POST /api/leagues/:league/export-secret null",
      "POST /api/leagues/:league/export-upload null",
      "POST /api/leagues/:league/invite null",
      "POST /api/leagues/:league/members/:userId/approve null",
      "POST /api/leagues/join/:code null",
      "POST /api/login null",
      "POST /api/logout null",
      "POST /api/reactions/batch null",
      "POST /api/recaps/:id/reactions reactions",
      "POST /api/recaps/:id/reactions/remove reactions",
      "POST /api/reels null",
      "POST /api/register null",
      "POST /api/test-discord-webhook null",
      "POST /auth/:provider/callback null",
      "PUT /api/account/password null",
      "PUT /api/account/reel-preferences null",
      "PUT /api/account/vote reactions",
      "PUT /api/leagues/:league/newsroom null",
      "PUT /api/leagues/:league/webhook null",
    ]);
  });
});
