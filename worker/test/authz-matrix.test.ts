// The authorization matrix: every route that changes data (or is admin-only) × every kind of
// caller → the status the server must answer. After every refusal (status ≥ 400) the whole
// database must be exactly as before. Adding a route is one entry in ROUTES.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Recap } from "../../db/schema";
import type { ErrorBody } from "../errors";
import { client } from "./client";
import { insertRecap, signedIn } from "./helpers";

const ACTORS = ["visitor", "user", "otherUser", "author", "admin"] as const;
type Actor = (typeof ACTORS)[number];

/** What each row can point at: a fresh article by `author` (another article belongs to `otherUser`). */
interface Scene {
  article: Recap;
  otherArticle: Recap;
  cookies: Record<Actor, string | undefined>;
}

type Api = ReturnType<typeof client>;

interface RouteCase {
  /** The call through the typed client (so the route and body must exist on the server). */
  call: (api: Api, s: Scene) => Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>;
  expected: Record<Actor, number>;
}

/** The usual rules; a route with another success status spreads one and overrides it. */
const ALLOW = {
  anyone: { visitor: 200, user: 200, otherUser: 200, author: 200, admin: 200 },
  signedIn: { visitor: 401, user: 200, otherUser: 200, author: 200, admin: 200 },
  /** Routes on `s.article`: its author or an admin. */
  authorOrAdmin: { visitor: 401, user: 403, otherUser: 403, author: 200, admin: 200 },
  adminOnly: { visitor: 401, user: 403, otherUser: 403, author: 403, admin: 200 },
} satisfies Record<string, Record<Actor, number>>;

const article = (s: Scene) => ({ param: { id: String(s.article.id) } });

const ROUTES: Record<string, RouteCase> = {
  "POST add a reaction": {
    call: (api, s) => api.recaps[":id"].reactions.$post({ ...article(s), json: { reaction: "🔥" } }),
    expected: ALLOW.anyone,
  },
  "POST remove a reaction": {
    call: (api, s) => api.recaps[":id"].reactions.remove.$post({ ...article(s), json: { reaction: "🔥" } }),
    expected: ALLOW.anyone,
  },
  "PUT save account settings": {
    call: (api) => api.account.settings.$put({ json: { leagueName: "Matrix League" } }),
    expected: ALLOW.signedIn,
  },
  "GET read account settings": { call: (api) => api.account.settings.$get(), expected: ALLOW.signedIn },
  "POST reactions of several articles": {
    call: (api, s) => api.reactions.batch.$post({ json: { recapIds: [s.article.id, s.otherArticle.id] } }),
    expected: ALLOW.anyone,
  },
  "POST log out": { call: (api) => api.logout.$post(), expected: ALLOW.anyone },
};

/** Every row of every table the app owns, for "nothing changed" checks. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  ).all<{ name: string }>();
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) out[name] = (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results;
  return out;
}

async function scene(): Promise<Scene> {
  const [user, otherUser, author, admin] = await Promise.all([
    signedIn("user"),
    signedIn("user"),
    signedIn("user"),
    signedIn("admin"),
  ]);
  const article = await insertRecap({ userId: author.user.id, userName: author.user.username });
  const otherArticle = await insertRecap({ userId: otherUser.user.id, userName: otherUser.user.username });
  return {
    article,
    otherArticle,
    cookies: {
      visitor: undefined,
      user: user.cookie,
      otherUser: otherUser.cookie,
      author: author.cookie,
      admin: admin.cookie,
    },
  };
}

// The spec's client sends these on edits; the server must ignore them (a visitor claiming admin).
const FORGED = { "x-auth-logged-in": "true", "x-auth-admin": "true", "x-auth-user": "admin@example.test" };

describe("authorization matrix", () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    describe(name, () => {
      for (const actor of ACTORS) {
        it(`security: ${actor} → ${route.expected[actor]}`, async () => {
          const s = await scene();
          const before = await snapshot();
          const res = await route.call(client({ cookie: s.cookies[actor], headers: FORGED }), s);
          const text = await res.text();
          expect(res.status, text).toBe(route.expected[actor]);
          if (res.status >= 400) {
            const answer = JSON.parse(text) as ErrorBody;
            expect(answer.error.code).toBe(res.status === 401 ? "unauthorized" : "forbidden");
            expect(await snapshot()).toEqual(before);
          }
        });
      }
    });
  }
});
