// A deployment may point the same schema at libSQL/Turso instead of D1: the migrations folder and
// the query functions must work there unchanged (file database and :memory:).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "./client";
import { addReaction, getReactions, getReactionsForRecaps, removeReaction } from "./queries/reactions";
import { getRecap, listRecaps } from "./queries/recaps";
import { listWriters } from "./queries/writers";
import * as schema from "./schema";

const dir = mkdtempSync(join(tmpdir(), "dgsn-libsql-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const url of [":memory:", `file:${join(dir, "dgsn.db")}`]) {
  describe(`libSQL ${url.startsWith("file:") ? "file" : ":memory:"}`, () => {
    it("applies the migrations and runs the query functions", async () => {
      const client = createClient({ url });
      const libsql = drizzle(client, { schema });
      await migrate(libsql, { migrationsFolder: "db/migrations" });
      // Same drizzle query API as D1; the handle type differs only in its driver.
      const db = libsql as unknown as Db;

      expect((await listWriters(db)).map((w) => w.id)).toHaveLength(9);
      const [a] = await libsql
        .insert(schema.recaps)
        .values({ title: "A", content: "x", gameDate: "2026-11-01", leagueName: "NFL" })
        .returning();
      await libsql.insert(schema.recaps).values({ title: "B", content: "y", gameDate: "2026-11-02" });

      const page = await listRecaps(db, { limit: 1, page: 1 });
      expect(page.total).toBe(2);
      expect(page.rows).toHaveLength(1);
      expect((await listRecaps(db, { limit: 10, page: 1, leagueName: "NFL" })).rows.map((r) => r.title)).toEqual(["A"]);
      expect((await getRecap(db, a!.id))?.title).toBe("A");

      await addReaction(db, a!.id, "🔥", "v:1");
      await addReaction(db, a!.id, "🔥", "v:1");
      await addReaction(db, a!.id, "🔥", "v:2");
      await removeReaction(db, a!.id, "👍", "v:1");
      expect(await getReactions(db, a!.id)).toEqual([{ reaction: "🔥", count: 2 }]);
      await removeReaction(db, a!.id, "🔥", "v:1");
      await removeReaction(db, a!.id, "🔥", "v:2");
      expect(await getReactionsForRecaps(db, [a!.id, 999])).toEqual({ [a!.id]: [], 999: [] });
      client.close();
    });
  });
}
