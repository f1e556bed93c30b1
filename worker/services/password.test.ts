import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MADE_IN_NODE } from "../test/password-vector";
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "./password";

describe("password hashing (scrypt in workerd)", () => {
  it("happy: a self-describing hash with a fresh salt verifies the right password only", async () => {
    const a = await hashPassword("touchdown season");
    const b = await hashPassword("touchdown season");
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("touchdown season", a)).toBe(true);
    expect(await verifyPassword("touchdown seasoN", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("happy: hashes made with other parameters still verify and are flagged for an upgrade", async () => {
    const old = await hashPassword("old but gold", { N: 2 ** 10, r: 8, p: 1 });
    expect(old.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifyPassword("old but gold", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("happy: a hash made by Node (the admin:create script) verifies in workerd", async () => {
    expect(await verifyPassword("made in node", MADE_IN_NODE)).toBe(true);
    expect(await verifyPassword("made in workerd", MADE_IN_NODE)).toBe(false);
  });

  it("security: malformed or unaffordable hashes never verify", async () => {
    const good = await hashPassword("p4ssword!");
    const [, n, r, p, salt, key] = good.split("$");
    for (const stored of [
      "",
      "plaintext",
      `pbkdf2$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${2 ** 20}$8$1$${salt}$${key}`, // 1 GiB: refused instead of exhausting memory
      `scrypt$${n}$${r}$${p}$${salt}$${key}A`,
    ]) {
      expect(await verifyPassword("p4ssword!", stored), stored).toBe(false);
    }
  });

  // Reports (does not assert) the CPU time of one hash at today's parameters inside workerd. The
  // clock in workerd only moves on I/O, so a trivial D1 read before and after brackets each hash.
  it("measure: CPU time of one hash", async () => {
    const tick = () => env.DB.prepare("select 1").first();
    await hashPassword("warm-up");
    const base: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await tick();
      const t0 = Date.now();
      await tick();
      base.push(Date.now() - t0);
      await tick();
      const t1 = Date.now();
      await hashPassword(`measure-${i}`);
      await tick();
      times.push(Date.now() - t1);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `scrypt N=${SCRYPT_PARAMS.N} r=${SCRYPT_PARAMS.r} p=${SCRYPT_PARAMS.p}: one hash ≈ ${median(times) - median(base)} ms ` +
        `(median of ${times.join(", ")} ms, minus a ${median(base)} ms D1 round trip)`,
    );
    expect(times).toHaveLength(5);
  });
});
