import { Hono } from "hono";
import { listWriters } from "../../db/queries/writers";
import type { Writer } from "../../db/schema";
import type { AppEnv } from "../env";

export type WriterView = Omit<Writer, "sortOrder" | "updatedAt">;

const toView = ({ sortOrder: _s, updatedAt: _u, ...w }: Writer): WriterView => w;

/** The personas. Reads are public; management (POST) is added with the writer manager. */
export const writerRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const rows = await listWriters(c.var.db);
  return c.json(rows.map(toView));
});
