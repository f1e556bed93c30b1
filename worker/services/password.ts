// Password hashing with scrypt (node:crypto: Workers with nodejs_compat, and Node for the admin
// script). Why scrypt and these numbers: docs/decisions/020-password-hashing.md.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** OWASP cheat-sheet setting N=2^14, r=8, p=5: 16 MiB per hash, well inside a Worker's 128 MB. */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// scrypt needs 128·N·r bytes; allow raised parameters up to 64 MiB without touching this file.
const MAX_MEM = 64 * 1024 * 1024;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...params, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const b64 = (buf: Buffer) => buf.toString("base64url");

/**
 * A self-describing hash: `scrypt$N$r$p$salt$key` (base64url salt and key). The parameters travel
 * with the hash, so they can be raised later while old hashes still verify.
 */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return ["scrypt", params.N, params.r, params.p, b64(salt), b64(key)].join("$");
}

const HASH_SHAPE = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{16,256})$/;

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = HASH_SHAPE.exec(stored);
  if (!m) return false;
  const [, n, r, p, salt, key] = m as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(key, "base64url");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // Refuse parameters this runtime could not afford rather than exhaust its memory.
  if (128 * params.N * params.r > MAX_MEM || params.p > 16) return false;
  const actual = await derive(password, Buffer.from(salt, "base64url"), expected.length, params);
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than today's (re-hash at next login). */
export function needsRehash(stored: string): boolean {
  const m = HASH_SHAPE.exec(stored);
  if (!m) return true;
  return Number(m[1]) < SCRYPT_PARAMS.N || Number(m[2]) < SCRYPT_PARAMS.r || Number(m[3]) < SCRYPT_PARAMS.p;
}

/**
 * A hash of nothing anyone knows, verified when the user does not exist so that "unknown user" and
 * "wrong password" take the same time (no account enumeration by timing).
 */
let dummy: string | undefined;
export async function dummyHash(): Promise<string> {
  dummy ??= await hashPassword(b64(randomBytes(18)));
  return dummy;
}
