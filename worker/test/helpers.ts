// Helpers for Worker tests: real D1/R2 in workerd, requests through the Worker's own fetch.
import { env, exports } from "cloudflare:workers";
import { createDb, type Db } from "../../db/client";
import { leagueKey, type Role } from "../../db/domain";
import { ensureLeague } from "../../db/queries/leagues";
import { createSession } from "../../db/queries/sessions";
import { leagues, type NewRecap, recaps, users } from "../../db/schema";
import { randomId } from "../lib/random";
import { SESSION_COOKIE } from "../middleware/session";

export const ORIGIN = "https://dgsn.test";
export const db = (): Db => createDb(env.DB);

export interface ApiInit extends Omit<RequestInit, "body"> {
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
}

/**
 * A request the typed client (test/client.ts) cannot make, sent on purpose: a body or query the
 * route refuses, a path that does not exist, a key with a slash. Everything else goes through the
 * typed client. Sent like a same-site browser would (Origin and JSON set for writes).
 */
export async function api(path: string, init: ApiInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const method = init.method ?? (init.json !== undefined || init.body !== undefined ? "POST" : "GET");
  if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, method, headers, body }));
}

/**
 * A league row as versions before decision 270 wrote it: any name ("..", `SLA "><b>`), no skeleton.
 * Articles then name it through insertRecap like any league.
 */
export async function insertLegacyLeague(name: string, commissionerId: number | null = null) {
  const [row] = await db()
    .insert(leagues)
    .values({ name, nameKey: leagueKey(name), inviteCode: randomId(16), commissionerId })
    .returning();
  return row!;
}

let seq = 0;
/** An article row as the create route would write it: its league name resolved to a league record. */
export async function insertRecap(values: Partial<NewRecap> = {}) {
  seq += 1;
  const league = await ensureLeague(db(), values.leagueName === undefined ? "NFL" : values.leagueName);
  const [row] = await db()
    .insert(recaps)
    .values({
      title: `Story ${seq}`,
      content: `First paragraph ${seq}.\n\nSecond paragraph.`,
      gameDate: "2026-11-01",
      type: "news",
      category: "general",
      leagueName: "NFL",
      writerId: "marcus-vale",
      createdAt: new Date(Date.UTC(2026, 10, 1) + seq * 60_000),
      leagueId: league?.id ?? null,
      ...values,
      ...(league ? { leagueName: league.name } : {}),
    })
    .returning();
  return row!;
}

export async function insertUser(role: Role = "user", name = `user${++seq}`) {
  const [row] = await db()
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, role, password: null })
    .returning();
  return row!;
}

/** A session cookie for a fresh user of the given role (the sign-in route is tested on its own). */
export async function signedIn(role: Role = "user") {
  const user = await insertUser(role);
  const sid = randomId(24);
  await createSession(db(), sid, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${sid}` };
}

/** Cookie header value from a response's Set-Cookie (name=value pairs only). */
export function cookiesFrom(res: { headers: Headers }): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
