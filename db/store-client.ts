import { type DrizzleSqliteDODatabase, drizzle } from "drizzle-orm/durable-sqlite";

/**
 * The handle of one league's store (decision 305): drizzle over the SQLite storage of that league's
 * Durable Object. Its queries run inside the object, synchronously, with no network between them.
 */
export type StoreDb = DrizzleSqliteDODatabase & {
  /** The object's storage itself, for `sql.exec` (json_each inserts) and `transactionSync`. */
  $client: DurableObjectStorage;
};

export const createStoreDb = (storage: DurableObjectStorage): StoreDb => drizzle(storage);
