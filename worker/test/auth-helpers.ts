// Helpers for tests that sign in through the real routes. Every caller gets its own client IP
// (CF-Connecting-IP, which Cloudflare sets in production) so the AUTH_LIMITER budget of one test
// never leaks into another; rate-limit tests pass a fixed IP on purpose.
import { AUTH_LIMIT_PERIOD_S } from "../middleware/rate-limit";
import { type ApiInit, api, cookiesFrom } from "./helpers";

let ipSeq = 0;
/** A client IP no other call in this test run has used (TEST-NET-2 and -3 ranges). */
export const freshIp = () => {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
};

export function authApi(path: string, init: ApiInit & { ip?: string } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", init.ip ?? freshIp());
  return api(path, { ...init, headers });
}

let userSeq = 0;
export const PASSWORD = "correct horse battery";

/** Registers a fresh account through POST /api/register and returns it with its session cookie. */
export async function registerUser(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  userSeq += 1;
  const body = {
    username: `member${userSeq}`,
    email: `member${userSeq}@example.test`,
    password: PASSWORD,
    ...overrides,
  };
  const res = await authApi("/api/register", { json: body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = await res.json<{ id: number; username: string; email: string; role: string }>();
  return { user, cookie: cookiesFrom(res), password: body.password };
}

/**
 * Miniflare's rate-limit windows are aligned to the wall clock. A test that counts requests inside
 * one window first waits, when the current window is about to roll over, for the next one to begin.
 */
export async function atWindowStart(budgetMs = 15_000) {
  const periodMs = AUTH_LIMIT_PERIOD_S * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < budgetMs) await new Promise((r) => setTimeout(r, left + 50));
}
