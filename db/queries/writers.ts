import { asc } from "drizzle-orm";
import type { Db } from "../client";
import { type Writer, writers } from "../schema";

export async function listWriters(db: Db): Promise<Writer[]> {
  return db.select().from(writers).orderBy(asc(writers.sortOrder));
}
