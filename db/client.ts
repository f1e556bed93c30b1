import type { DrizzleD1Database } from "drizzle-orm/d1";
import { drizzle } from "drizzle-orm/d1";

/**
 * The database handle every query function takes first. D1 in Workers; the same drizzle API over
 * libSQL (`drizzle-orm/libsql`) is accepted where a deployment uses Turso (see db/libsql.node.test.ts).
 * Queries name their tables (`db.select().from(recaps)`); the relational API (`db.query.*`) is not
 * used, so the handle is built without the schema: with it, every `drizzle()` call rebuilds the
 * relations map of all tables (about 150 µs measured), and a handle is made per request.
 */
export type Db = DrizzleD1Database & {
  /** The D1 handle itself, for the few statements drizzle cannot batch (db/queries/export-rows.ts). */
  $client: D1Database;
};

/**
 * A database or a Sessions API session of it (read replicas; see worker/middleware/d1-session.ts).
 * drizzle's type asks for a whole D1Database, but queries only use `prepare` and `batch`, which a
 * session has; the missing `exec`/`dump`/`withSession` are never called through drizzle.
 */
export const createDb = (d1: D1Database | D1DatabaseSession): Db => drizzle(d1 as D1Database);
