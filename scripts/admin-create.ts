// `npm run admin:create -- --email E --password P [--remote]`: creates an admin account, or makes
// the existing account with that email an admin, in the local D1 that `npm start` serves
// (DGSN_STATE_DIR, default .wrangler/state) or, with --remote, in the deployed database.
// There are no built-in credentials: this is how the first admin comes to be.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "../db/domain/index.ts";
import { hashPassword } from "../worker/services/password.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, remote: { type: "boolean", default: false } },
});

const input = z
  .object({
    email: z.string({ message: "--email is required" }).trim().toLowerCase().email(AUTH_MESSAGES.invalidEmail),
    password: z
      .string({ message: "--password is required" })
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    `✗ ${input.error.issues[0]?.message}\nUsage: npm run admin:create -- --email E --password P [--remote]`,
  );
  process.exit(2);
}
const { email, password } = input.data;
const stateDir = process.env.DGSN_STATE_DIR ?? ".wrangler/state";
const target = values.remote ? ["--remote"] : ["--local", "--persist-to", stateDir];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

class WranglerError extends Error {}

/** SQLite refused the statement because another connection held or had just changed the database. */
const BUSY = /SQLITE_BUSY|database is locked/;
const BUSY_ATTEMPTS = 6;

function wrangler(args: string[]): string {
  for (let attempt = 1; ; attempt++) {
    const res = spawnSync("wrangler", [...args, "--config", "wrangler.toml"], { env, encoding: "utf8" });
    if (res.status === 0) return res.stdout;
    const output = `${res.stdout}\n${res.stderr}`;
    // The local database is a SQLite file that a running `npm start` also writes: a statement that
    // meets its write is refused as busy and changes nothing (each is atomic), so it is sent again
    // after a short wait, as SQLite's own busy timeout would.
    if (BUSY.test(output) && attempt < BUSY_ATTEMPTS) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
      continue;
    }
    throw new WranglerError(`wrangler ${args.slice(0, 3).join(" ")} failed (exit ${res.status}).\n${output}`);
  }
}

/** Values here are validated (email), generated (hash) or sanitised (username); quotes are still escaped. */
const q = (s: string) => `'${s.replaceAll("'", "''")}'`;

function query<T>(sql: string): T[] {
  const out = JSON.parse(wrangler(["d1", "execute", "DB", ...target, "--json", "--command", sql])) as {
    results: T[];
  }[];
  return out.flatMap((r) => r.results);
}

async function main() {
  // One wrangler call when the account exists (each call starts workerd, seconds apiece).
  const promote = () =>
    query<{ id: number; username: string; password: string | null }>(
      `UPDATE users SET role = 'admin' WHERE lower(email) = ${q(email)} RETURNING id, username, password`,
    );
  let promoted: ReturnType<typeof promote>;
  try {
    promoted = promote();
  } catch (err) {
    // A fresh checkout has no local tables until `npm start` ran once; applying is idempotent.
    if (values.remote || !/no such table/i.test(String(err))) throw err;
    wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
    promoted = promote();
  }

  const [existing] = promoted;
  if (existing) {
    // Promotion keeps the member's own password; only an account without one gets the given password.
    if (!existing.password)
      query(`UPDATE users SET password = ${q(await hashPassword(password))} WHERE id = ${existing.id}`);
    console.log(
      `✓ ${existing.username} <${email}> is now an admin${existing.password ? " (password unchanged)" : ""}.`,
    );
  } else {
    const base =
      email
        .split("@")[0]!
        .replace(/[^A-Za-z0-9._-]/g, "-")
        .slice(0, 36) || "admin";
    const taken = new Set(
      query<{ u: string }>(
        `SELECT lower(username) AS u FROM users WHERE lower(username) = ${q(base.toLowerCase())} OR lower(username) LIKE ${q(`${base.toLowerCase()}-%`)}`,
      ).map((r) => r.u),
    );
    let username = base;
    for (let n = 2; taken.has(username.toLowerCase()); n++) username = `${base}-${n}`;
    query(
      `INSERT INTO users (username, email, password, role) VALUES (${q(username)}, ${q(email)}, ${q(await hashPassword(password))}, 'admin')`,
    );
    console.log(
      `✓ Created admin ${username} <${email}>${values.remote ? " in the deployed database" : ` in ${stateDir}`}.`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
