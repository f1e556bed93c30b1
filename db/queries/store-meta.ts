// The facts a league's store keeps about itself (decision 305): which league it is, and when its
// rows were copied from D1.
import { eq } from "drizzle-orm";
import type { StoreDb } from "../store-client";
import { storeMeta } from "../store-schema";

export type StoreMetaKey = "league_id" | "copied_from_d1";

export function storeMetaValue(db: StoreDb, key: StoreMetaKey): string | undefined {
  return db.select().from(storeMeta).where(eq(storeMeta.key, key)).all()[0]?.value;
}

export function setStoreMeta(db: StoreDb, key: StoreMetaKey, value: string): void {
  db.insert(storeMeta).values({ key, value }).onConflictDoUpdate({ target: storeMeta.key, set: { value } }).run();
}
