// A league's store (decision 305) as the tests see it: its SQLite database, read inside the object.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, count, eq, type SQL } from "drizzle-orm";
import { createStoreDb, type StoreDb } from "../../db/store-client";
import { exportRows } from "../../db/store-schema";
import type { LeagueStoreObject } from "../league-store-object";

const stub = (leagueId: number) =>
  (env.LEAGUE_STORE as DurableObjectNamespace<LeagueStoreObject>).getByName(String(leagueId));

/** Runs `read` against the league's store database, inside its object. */
export const inStore = <T>(leagueId: number, read: (db: StoreDb) => T): Promise<T> =>
  runInDurableObject(stub(leagueId), (_object, state) => read(createStoreDb(state.storage)));

/** How many export rows the league's store holds (of one kind). */
export const storeRowCount = (leagueId: number, kind?: string) =>
  inStore(
    leagueId,
    (db) =>
      db
        .select({ n: count() })
        .from(exportRows)
        .where(kind ? eq(exportRows.kind, kind) : undefined)
        .all()[0]!.n,
  );

/** The league's stored export rows that match `where`. */
export const storeRows = (leagueId: number, ...where: (SQL | undefined)[]) =>
  inStore(leagueId, (db) =>
    db
      .select()
      .from(exportRows)
      .where(and(...where))
      .all(),
  );
