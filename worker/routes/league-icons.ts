import { Hono } from "hono";
import { leagueIconVersion } from "../../db/domain";
import { getLeagueIconImage, getLeagueIconMap } from "../../db/queries/league-icons";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { PUBLIC_CONTENT, read } from "../middleware/route-policy";
import { leagueIconParam, leagueIconQuery } from "../schemas/league-icons";
import { zv } from "../validate";

/**
 * An SVG icon served from our origin is a document of ours if opened directly: the sandbox keeps
 * scripts in it from running there, as they cannot in an <img> (decision 381).
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const leagueIconRoutes = new Hono<AppEnv>()
  .get("/", read(PUBLIC_CONTENT), async (c) => {
    return c.json({ icons: await getLeagueIconMap(c.var.db) });
  })
  /**
   * One league's icon as pages show it (decision 381): its PNG, drawn once from the SVG, or the SVG
   * where none was drawn. The URL names the SVG's version, so that answer keeps for a year; any
   * other version (an older page) must revalidate.
   */
  .get("/:name", read({ kind: "own" }), zv("param", leagueIconParam), zv("query", leagueIconQuery), async (c) => {
    const icon = await getLeagueIconImage(c.var.db, c.req.valid("param").name);
    if (!icon) throw notFound("League icon not found");
    const current = c.req.valid("query").v === leagueIconVersion(icon.iconSvg);
    const headers = new Headers({
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    });
    if (icon.iconPng) {
      headers.set("Content-Type", "image/png");
      return new Response(icon.iconPng, { headers });
    }
    headers.set("Content-Type", "image/svg+xml; charset=utf-8");
    headers.set("Content-Security-Policy", SVG_POLICY);
    return new Response(icon.iconSvg, { headers });
  });
