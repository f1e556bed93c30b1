import { describe, expect, it } from "vitest";
import { MADE_IN_NODE } from "../test/password-vector";
import { hashPassword, verifyPassword } from "./password";

// The admin script hashes in Node; the Worker verifies. The same module must agree in both.
describe("password hashing in Node (scripts/admin-create.ts)", () => {
  it("happy: Node verifies its own hashes and the shared vector, and rejects wrong passwords", async () => {
    const hash = await hashPassword("admin from the shell");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword("admin from the shell", hash)).toBe(true);
    expect(await verifyPassword("admin from the shel", hash)).toBe(false);
    expect(await verifyPassword("made in node", MADE_IN_NODE)).toBe(true);
  });
});
