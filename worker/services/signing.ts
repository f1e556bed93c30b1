// HMAC signatures for values the server hands out and must recognise later (the anonymous voter
// cookie, the trusted-device cookie) and keyed hashes of client addresses and account names. The key
// is COOKIE_SECRET when configured, else a random one generated once and kept in app_meta, so a
// fresh checkout and a deployment that never set the secret are both safe (decision 150).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";
import { readConfig } from "../config";
import { randomId } from "../lib/random";

const SECRET_KEY = "cookie_secret";
const keys = new Map<string, Promise<CryptoKey>>();

async function secretFor(env: Env, db: Db): Promise<string> {
  const configured = readConfig(env).COOKIE_SECRET;
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomId(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (!row) throw new Error("signing secret missing");
  return row.value;
}

/** The HMAC-SHA-256 key, imported once per secret per isolate. */
export async function signingKey(env: Env, db: Db): Promise<CryptoKey> {
  const secret = await secretFor(env, db);
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (ch) => ch.charCodeAt(0));

/** A MAC of `purpose:value`, so a signature for one purpose never passes for another. */
export async function mac(key: CryptoKey, purpose: string, value: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${purpose}:${value}`)));
}

/** Constant-time check of a MAC made by `mac` (43 base64url characters). */
export async function macMatches(key: CryptoKey, purpose: string, value: string, given: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return false;
  return crypto.subtle.verify("HMAC", key, fromBase64Url(given), new TextEncoder().encode(`${purpose}:${value}`));
}
