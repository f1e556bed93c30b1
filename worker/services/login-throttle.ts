// Per-account sign-in throttling (decision 152, OWASP's guidance): attempts on one account name are
// counted whoever sends them, and after a few failures each further attempt waits longer (1 s,
// 2 s, 4 s … about 4 minutes). A browser that has signed in to the account before carries a signed
// trusted-device cookie and is never held, so an attacker cannot lock the owner out.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client";
import { clearLoginAttempts, takeLoginAttempt } from "../../db/queries/login-throttle";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { mac, macMatches, signingKey } from "./signing";

export const DEVICE_COOKIE = "__Host-dgsn_device";
const DEVICE_SHAPE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export const accountWaitMessage = (seconds: number) =>
  `Too many failed sign-ins for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;

/** The keyed hash of an account name as typed (lowercased), kept whether or not the account exists. */
export async function accountThrottleKey(env: Env, db: Db, identifier: string) {
  return mac(await signingKey(env, db), "account", identifier.trim().toLowerCase());
}
const throttleKey = (c: Context<AppEnv>, identifier: string) => accountThrottleKey(c.env, c.var.db, identifier);

/** The user id this browser has signed in as before (a valid trusted-device cookie), else null. */
async function trustedUserId(c: Context<AppEnv>): Promise<number | null> {
  const match = DEVICE_SHAPE.exec(getCookie(c, DEVICE_COOKIE) ?? "");
  if (!match) return null;
  const key = await signingKey(c.env, c.var.db);
  return (await macMatches(key, "device", match[1]!, match[2]!)) ? Number(match[1]) : null;
}

/**
 * Before the password is checked: a trusted browser of this account passes; anyone else takes one
 * counted attempt or gets a 429 with the wait (the answer is the same whether the account exists).
 */
export async function admitLoginAttempt(
  c: Context<AppEnv>,
  identifier: string,
  userId: number | undefined,
): Promise<{ trusted: boolean }> {
  if (userId !== undefined && (await trustedUserId(c)) === userId) return { trusted: true };
  const now = new Date();
  const taken = await takeLoginAttempt(c.var.db, await throttleKey(c, identifier), now);
  if (taken.ok) return { trusted: false };
  const seconds = Math.max(1, Math.ceil((taken.retryAt.getTime() - now.getTime()) / 1000));
  throw new ApiError("rate_limited", accountWaitMessage(seconds), { "Retry-After": String(seconds) });
}

/**
 * After a successful sign-in this browser is trusted for the account. One that had to take a counted
 * attempt also starts the count again; the owner's trusted browser leaves an attack's count alone.
 */
export async function rememberSuccessfulLogin(
  c: Context<AppEnv>,
  identifier: string,
  userId: number,
  trusted: boolean,
) {
  if (!trusted) await clearLoginAttempts(c.var.db, await throttleKey(c, identifier));
  const key = await signingKey(c.env, c.var.db);
  setCookie(c, DEVICE_COOKIE, `${userId}.${await mac(key, "device", String(userId))}`, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 400,
  });
}
