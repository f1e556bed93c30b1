import { Hono } from "hono";
import { updateWriters, writerIds } from "../../db/queries/recaps-write";
import { listWriters } from "../../db/queries/writers";
import type { AppEnv } from "../env";
import { badRequest } from "../errors";
import { KB, PUBLIC_CONTENT, read, write } from "../middleware/route-policy";
import { requireAdmin } from "../middleware/session";
import { toWriterView, writersUpdateSchema } from "../schemas/writers";
import { zv } from "../validate";

/** The personas. Reads are public; admins edit names and styles (all in one batch). */
export const writerRoutes = new Hono<AppEnv>()
  .get("/", read(PUBLIC_CONTENT), async (c) => {
    const rows = await listWriters(c.var.db);
    return c.json(rows.map(toWriterView));
  })
  .post(
    "/",
    write({ bumps: "content", maxBody: 64 * KB }),
    requireAdmin,
    zv("json", writersUpdateSchema),
    async (c) => {
      const { writers } = c.req.valid("json");
      const known = new Set(await writerIds(c.var.db));
      const seen = new Set<string>();
      for (const w of writers) {
        if (!known.has(w.id)) throw badRequest(`Unknown writer: ${w.id}`);
        if (seen.has(w.id)) throw badRequest(`Writer ${w.id} is listed twice`);
        seen.add(w.id);
      }
      await updateWriters(c.var.db, writers);
      const rows = await listWriters(c.var.db);
      return c.json(rows.map(toWriterView));
    },
  );
