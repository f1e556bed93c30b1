import { Hono } from "hono";
import { listWriters, updateWriters, writerIds } from "../../db/queries/writers";
import type { AppEnv } from "../env";
import { badRequest } from "../errors";
import { KB, PUBLIC_CONTENT, PUBLIC_REACTIONS, read, write } from "../middleware/route-policy";
import { requireAdmin } from "../middleware/session";
import { toWriterView, writersUpdateSchema } from "../schemas/writers";
import { voteResults } from "../services/reporter-votes";
import { zv } from "../validate";

/** The personas. Reads are public; admins edit names and styles (all in one batch). */
export const writerRoutes = new Hono<AppEnv>()
  .get("/", read(PUBLIC_CONTENT), async (c) => {
    const rows = await listWriters(c.var.db);
    return c.json(rows.map(toWriterView));
  })
  // The favourite-reporter vote's results: cached like reactions (votes bump that version).
  .get("/votes", read(PUBLIC_REACTIONS), async (c) => c.json(await voteResults(c.var.db)))
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
