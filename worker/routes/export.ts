// The league's export destination (issue 22, decision 222): `/export/{secret}/…` takes the POSTs of
// the Madden Companion App export, or of a league bot forwarding it, and answers 202 once the body
// is kept; the league's ingest job reads it (decision 300). There is no signature: the
// secret in the path is the only credential, so only its SHA-256 is stored and looked up (a
// lookup by hash leaks nothing about the secret through timing), a wrong one is a plain 404 that
// stores nothing, and every caller is rate-limited by address before the lookup.
import { Hono } from "hono";
import { leagueByExportHash } from "../../db/queries/export-rows";
import type { AppEnv } from "../env";
import { ApiError, notFound } from "../errors";
import { KB, write } from "../middleware/route-policy";
import { EXPORT_MAX_BYTES } from "../services/league-export/body";
import { exportSegments, exportTarget, routeOf } from "../services/league-export/paths";
import { receiveExport } from "../services/league-export/receive";
import { exportSecretHash } from "../services/league-export/secret";

export const EXPORT_LIMIT_PERIOD_S = 60;
const NOT_FOUND = "Not found";

export const exportRoutes = new Hono<AppEnv>().post(
  "/:secret/*",
  // The body is capped while it is read (services/league-export/body.ts), gzip included. Nothing
  // readers see changes here: the ingest job bumps what the export changed (decision 303).
  write({ bumps: null, maxBody: EXPORT_MAX_BYTES + KB, tooLarge: "This export is too large" }),
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
    const segments = exportSegments(c.req.path);
    if (!exportTarget(segments)) throw notFound(NOT_FOUND);
    const received = await receiveExport(c.env, c.var.db, league.id, routeOf(segments), "bot", c.req.raw);
    return c.json({ success: true as const, id: received.id, state: received.state }, 202);
  },
);
