// The league's export destination (issue 22, decision 222): `/export/{secret}/…` takes the POSTs of
// the Madden Companion App export, or of a league bot forwarding it. There is no signature: the
// secret in the path is the only credential, so only its SHA-256 is stored and looked up (a
// lookup by hash leaks nothing about the secret through timing), a wrong one is a plain 404 that
// stores nothing, and every caller is rate-limited by address before the lookup.
import { Hono } from "hono";
import { leagueByExportHash } from "../../db/queries/export-rows";
import type { AppEnv } from "../env";
import { ApiError, notFound } from "../errors";
import { KB, write } from "../middleware/route-policy";
import { EXPORT_MAX_BYTES, readExportBody } from "../services/league-export/body";
import { exportSegments, exportTarget } from "../services/league-export/paths";
import { exportSecretHash } from "../services/league-export/secret";
import { storeExport } from "../services/league-export/store";
import { afterExport } from "../services/league-export/stories";

export const EXPORT_LIMIT_PERIOD_S = 60;
const NOT_FOUND = "Not found";

export const exportRoutes = new Hono<AppEnv>().post(
  "/:secret/*",
  // The body is capped while it is read (services/league-export/body.ts), gzip included.
  write({ bumps: "content", maxBody: EXPORT_MAX_BYTES + KB, tooLarge: "This export is too large" }),
  async (c) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "unknown";
    const { success } = await c.env.EXPORT_LIMITER.limit({ key: `export:${ip}` });
    if (!success)
      throw new ApiError("rate_limited", "Too many export requests; try again in a minute.", {
        "Retry-After": String(EXPORT_LIMIT_PERIOD_S),
      });
    const secret = c.req.param("secret");
    const league = /^[A-Za-z0-9_-]{20,100}$/.test(secret)
      ? await leagueByExportHash(c.var.db, await exportSecretHash(secret))
      : undefined;
    if (!league) throw notFound(NOT_FOUND);
    const target = exportTarget(exportSegments(c.req.path));
    if (!target) throw notFound(NOT_FOUND);
    const stored = await storeExport(c.env, league.id, target, await readExportBody(c.req.raw));
    await afterExport(c.env, league, stored);
    return c.json({ success: true, kind: stored.kind, rows: stored.rows });
  },
);
