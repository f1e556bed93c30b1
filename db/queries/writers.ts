import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { writers } from "../schema";

/** The personas in their order: a statement to run (`await`) or to put in a batch. */
export const listWriters = (db: Db) => db.select().from(writers).orderBy(asc(writers.sortOrder));

export async function writerIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: writers.id }).from(writers).orderBy(writers.sortOrder);
  return rows.map((r) => r.id);
}

export interface WriterEdit {
  id: string;
  name: string;
  style: string;
}

/** All edits in one batch: either every persona changes or none does. */
export async function updateWriters(db: Db, edits: WriterEdit[]): Promise<void> {
  const [first, ...rest] = edits.map((w) =>
    db.update(writers).set({ name: w.name, style: w.style, updatedAt: new Date() }).where(eq(writers.id, w.id)),
  );
  if (first) await db.batch([first, ...rest]);
}
