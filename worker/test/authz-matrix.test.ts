// The authorization matrix: every route that changes data (or is private to its author or an
// admin) × every kind of caller → the status the server must answer. After every refusal (status
// ≥ 400) the whole database must be exactly as before. The first test walks `app.routes`, so a new
// write route without an entry here (or in ELSEWHERE, for a route with its own caller model) fails.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertReel, type ReelRow } from "../../db/queries/reels";
import { listWriters } from "../../db/queries/writers";
import { highlightReels, type Recap } from "../../db/schema";
import { app } from "../app";
import type { ErrorBody } from "../errors";
import { withHeldQueue } from "./ai-helpers";
import { client } from "./client";
import { db, insertRecap, signedIn } from "./helpers";
import { dataUrl, tinyJpeg } from "./posting-helpers";

const ACTORS = ["visitor", "user", "otherUser", "author", "admin"] as const;
type Actor = (typeof ACTORS)[number];

/**
 * What each row can point at: a fresh published article by `author` (another belongs to
 * `otherUser`), and the author's game recap waiting for its box-score check and one that failed.
 */
interface Scene {
  article: Recap;
  otherArticle: Recap;
  draft: Recap;
  failed: Recap;
  /** A finished highlight reel of `author`. */
  reel: ReelRow;
  cookies: Record<Actor, string | undefined>;
}

type Api = ReturnType<typeof client>;

interface RouteCase {
  /** The call through the typed client (so the route and body must exist on the server). */
  call: (api: Api, s: Scene) => Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>;
  expected: Record<Actor, number>;
  /** Calls that queue a job run with a queue that only records, so no job changes rows later. */
  holdJobs?: boolean;
}

/** The usual rules; a route with another success status spreads one and overrides it. */
const ALLOW = {
  anyone: { visitor: 200, user: 200, otherUser: 200, author: 200, admin: 200 },
  signedIn: { visitor: 401, user: 200, otherUser: 200, author: 200, admin: 200 },
  /** Routes on `s.article`: its author or an admin. */
  authorOrAdmin: { visitor: 401, user: 403, otherUser: 403, author: 200, admin: 200 },
  adminOnly: { visitor: 401, user: 403, otherUser: 403, author: 403, admin: 200 },
} satisfies Record<string, Record<Actor, number>>;

/** The same rule with another success status (201 created, 202 accepted). */
const succeeding = (rule: Record<Actor, number>, status: number) =>
  Object.fromEntries(ACTORS.map((a) => [a, rule[a] === 200 ? status : rule[a]])) as Record<Actor, number>;

const idOf = (row: Recap) => ({ param: { id: String(row.id) } });
const article = (s: Scene) => idOf(s.article);
const image = () => dataUrl(tinyJpeg(Math.floor(Math.random() * 250)), "image/jpeg");
const BOX = { homeTeam: "Austin Outlaws", awayTeam: "Portland Lumberjacks", homeScore: 24, awayScore: 17, players: [] };

const ROUTES: Record<string, RouteCase> = {
  "POST /api/recaps/:id/reactions": {
    call: (api, s) => api.recaps[":id"].reactions.$post({ ...article(s), json: { reaction: "🔥" } }),
    expected: ALLOW.anyone,
  },
  "POST /api/recaps/:id/reactions/remove": {
    call: (api, s) => api.recaps[":id"].reactions.remove.$post({ ...article(s), json: { reaction: "🔥" } }),
    expected: ALLOW.anyone,
  },
  "PUT /api/account/settings": {
    call: (api) => api.account.settings.$put({ json: { leagueName: "Matrix League" } }),
    expected: ALLOW.signedIn,
  },
  "GET /api/account/settings": { call: (api) => api.account.settings.$get(), expected: ALLOW.signedIn },
  "POST /api/reactions/batch": {
    call: (api, s) => api.reactions.batch.$post({ json: { recapIds: [s.article.id, s.otherArticle.id] } }),
    expected: ALLOW.anyone,
  },
  "POST /api/logout": { call: (api) => api.logout.$post(), expected: ALLOW.anyone },
  "POST /api/recaps": {
    call: (api) => api.recaps.$post({ json: { type: "news", title: "Matrix news", content: "Typed by hand." } }),
    expected: succeeding(ALLOW.signedIn, 201),
    holdJobs: true,
  },
  "PATCH /api/recaps/:id": {
    call: (api, s) => api.recaps[":id"].$patch({ ...article(s), json: { title: "Changed" } }),
    expected: ALLOW.authorOrAdmin,
  },
  "DELETE /api/recaps/:id": { call: (api, s) => api.recaps[":id"].$delete(article(s)), expected: ALLOW.authorOrAdmin },
  "POST /api/recaps/:id/image": {
    // The route reads JSON or multipart itself, so its body is not in the typed client.
    call: (api, s) =>
      api.recaps[":id"].image.$post(article(s), {
        headers: { "Content-Type": "application/json" },
        init: { body: JSON.stringify({ imageData: image() }) },
      }),
    expected: ALLOW.authorOrAdmin,
  },
  "POST /api/recaps/:id/fix-image": {
    call: (api, s) => api.recaps[":id"]["fix-image"].$post({ ...article(s), json: { imageData: image() } }),
    expected: ALLOW.adminOnly,
  },
  "POST /api/recaps/:id/stats-images/:group": {
    call: (api, s) =>
      api.recaps[":id"]["stats-images"][":group"].$post({
        param: { id: String(s.draft.id), group: "game" },
        json: { gameData0: image() },
      }),
    expected: ALLOW.authorOrAdmin,
  },
  "POST /api/recaps/:id/extract": {
    call: (api, s) => api.recaps[":id"].extract.$post(idOf(s.draft)),
    expected: ALLOW.authorOrAdmin,
  },
  "PUT /api/recaps/:id/box-score": {
    call: (api, s) => api.recaps[":id"]["box-score"].$put({ ...idOf(s.draft), json: BOX }),
    expected: succeeding(ALLOW.authorOrAdmin, 202),
    holdJobs: true,
  },
  "POST /api/recaps/:id/retry": {
    call: (api, s) => api.recaps[":id"].retry.$post(idOf(s.failed)),
    expected: succeeding(ALLOW.authorOrAdmin, 202),
    holdJobs: true,
  },
  "GET /api/recaps/:id/box-score": {
    call: (api, s) => api.recaps[":id"]["box-score"].$get(idOf(s.draft)),
    expected: ALLOW.authorOrAdmin,
  },
  "GET /api/recaps/mine/:id": {
    call: (api, s) => api.recaps.mine[":id"].$get(idOf(s.draft)),
    expected: ALLOW.authorOrAdmin,
  },
  "POST /api/writers": {
    call: async (api) => {
      const [w] = await listWriters(db());
      return api.writers.$post({ json: { writers: [{ id: w!.id, name: w!.name, style: w!.style }] } });
    },
    expected: ALLOW.adminOnly,
  },
  "GET /api/debug/database": { call: (api) => api.debug.database.$get(), expected: ALLOW.adminOnly },
  "PUT /api/account/vote": {
    call: (api) => api.account.vote.$put({ json: { reporterId: "marcus-vale" } }),
    expected: ALLOW.signedIn,
  },
  "DELETE /api/account/vote": { call: (api) => api.account.vote.$delete(), expected: ALLOW.signedIn },
  "POST /api/reels": {
    call: (api) =>
      api.reels.$post({
        json: { leagueName: "NFL", focusType: "league", startDate: "2026-10-01", endDate: "2026-11-30" },
      }),
    expected: succeeding(ALLOW.signedIn, 202),
    holdJobs: true,
  },
  "DELETE /api/reels/:id": {
    call: (api, s) => api.reels[":id"].$delete({ param: { id: String(s.reel.id) } }),
    expected: ALLOW.authorOrAdmin,
  },
  "PUT /api/account/reel-preferences": {
    call: (api) =>
      api.account["reel-preferences"].$put({
        json: { favoriteTeams: ["Austin Outlaws"], favoritePlayers: [], autoGenerate: true, notifyOnCompletion: true },
      }),
    expected: ALLOW.signedIn,
  },
  "GET /api/account/reel-preferences": {
    call: (api) => api.account["reel-preferences"].$get(),
    expected: ALLOW.signedIn,
  },
};

/**
 * Write routes whose callers are not the five above, each with its own matrix or tests: sign-in
 * and registration are for visitors; a league's webhook is its registrant's (or an admin's); a
 * provider's sign-in callback and unlinking depend on linked identities.
 */
const ELSEWHERE: Record<string, string> = {
  "POST /api/login": "auth.test.ts, login-throttle.test.ts",
  "POST /api/register": "auth.test.ts, login-throttle.test.ts",
  "PUT /api/account/discord-webhook": "authz-discord.test.ts",
  "DELETE /api/account/discord-webhook": "authz-discord.test.ts",
  "POST /api/test-discord-webhook": "authz-discord.test.ts",
  // Sign-in with a provider: the callback is the provider's (Apple posts a form); unlinking keeps a way in.
  "POST /auth/:provider/callback": "oauth.test.ts",
  "DELETE /api/account/sign-in-methods/:provider": "oauth.test.ts",
  // Setting or changing a password depends on the account's own password (and is rate limited).
  "PUT /api/account/password": "routes/account/password.test.ts",
  // Leagues: the commissioner (or an admin) is the caller model (decision 220).
  "POST /api/leagues": "routes/leagues/leagues.test.ts",
  "POST /api/leagues/join/:code": "routes/leagues/leagues.test.ts",
  "PATCH /api/leagues/:league": "routes/leagues/leagues.test.ts",
  "PUT /api/leagues/:league/commissioner": "routes/leagues/leagues.test.ts",
  "POST /api/leagues/:league/invite": "routes/leagues/leagues.test.ts",
  "POST /api/leagues/:league/members/:userId/approve": "routes/leagues/leagues.test.ts",
  "PUT /api/leagues/:league/webhook": "routes/leagues/leagues.test.ts",
  "DELETE /api/leagues/:league/webhook": "routes/leagues/leagues.test.ts",
  "POST /api/leagues/:league/icon": "routes/leagues/leagues.test.ts",
  "POST /api/leagues/:league/export-secret": "routes/export.test.ts",
  "DELETE /api/leagues/:league/export-secret": "routes/export.test.ts",
  "POST /api/leagues/:league/export-upload": "routes/leagues/export-upload.test.ts",
  "POST /api/leagues/:league/stories/:recapId/rewrite": "routes/leagues/export-upload.test.ts",
  "DELETE /api/leagues/:league/articles/:id": "routes/leagues/listings.test.ts",
  "DELETE /api/leagues/:league/reels/:id": "routes/leagues/listings.test.ts",
  "PUT /api/leagues/:league/newsroom": "jobs/newsroom.test.ts",
  "POST /api/leagues/:league/newsroom/:recapId/approve": "jobs/newsroom.test.ts",
  // The export: the secret in the path is the only credential (decision 222).
  "POST /export/:secret/*": "routes/export.test.ts",
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

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
  const recap = { userId: author.user.id, userName: author.user.username, type: "game_recap", category: null, ...BOX };
  const draft = await insertRecap({ ...recap, status: "draft" });
  const failed = await insertRecap({ ...recap, status: "failed", generationError: "The reporter failed." });
  const reel = await insertReel(db(), {
    userId: author.user.id,
    title: "Matrix reel",
    leagueName: "NFL",
    focusType: "league",
    focusValue: "NFL",
    startDate: "2026-11-01",
    endDate: "2026-11-07",
  });
  await db().update(highlightReels).set({ status: "completed" }).where(eq(highlightReels.id, reel.id));
  return {
    article,
    otherArticle,
    draft,
    failed,
    reel,
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
  it("security: every write route of the app has an entry (here or ELSEWHERE), and every entry is a route", () => {
    const served = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
    const writes = [...served].filter((key) => WRITE_METHODS.has(key.split(" ")[0]!));
    const covered = new Set([...Object.keys(ROUTES), ...Object.keys(ELSEWHERE)]);
    expect(writes.filter((key) => !covered.has(key))).toEqual([]);
    expect([...covered].filter((key) => !served.has(key))).toEqual([]);
  });

  for (const [name, route] of Object.entries(ROUTES)) {
    describe(name, () => {
      for (const actor of ACTORS) {
        it(`security: ${actor} → ${route.expected[actor]}`, async () => {
          const s = await scene();
          const before = await snapshot();
          const testEnv = route.holdJobs ? withHeldQueue().testEnv : undefined;
          const res = await route.call(client({ cookie: s.cookies[actor], headers: FORGED, env: testEnv }), s);
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
