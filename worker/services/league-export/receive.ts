// The request's side of an export (decision 300): the body is read within its limits as it
// streams in, kept in R2 as it was sent, recorded as `received`, and the league's ingest job is
// queued. Nothing is parsed here: the export URL answers 202 at once, and a body that is too large
// or does not unzip is refused (and recorded, for the commissioner) before anything is kept.
import type { Db } from "../../../db/client";
import type { ExportSource } from "../../../db/domain/export-status";
import { recordReceived, recordRefused } from "../../../db/queries/league-exports";
import type { LeagueExport } from "../../../db/schema";
import { ApiError } from "../../errors";
import { enqueue } from "../../jobs/types";
import { readSentBody } from "./body";

/** Where bodies wait for their ingest, in the images bucket (media.ts serves only `img/` keys). */
export const EXPORT_BODY_PREFIX = "export-bodies/";

export async function receiveExport(
  env: Env,
  db: Db,
  leagueId: number,
  route: string,
  source: ExportSource,
  req: Request,
): Promise<LeagueExport> {
  const gzip = (req.headers.get("Content-Encoding") ?? "").trim().toLowerCase() === "gzip";
  let sent: Awaited<ReturnType<typeof readSentBody>>;
  try {
    sent = await readSentBody(req);
  } catch (err) {
    if (err instanceof ApiError) await recordRefused(db, { leagueId, route, source, bytes: 0, gzip }, err.message);
    throw err;
  }
  const bodyKey = `${EXPORT_BODY_PREFIX}${leagueId}/${crypto.randomUUID()}`;
  await env.IMAGES.put(bodyKey, sent.bytes);
  const row = await recordReceived(db, {
    leagueId,
    route,
    source,
    bytes: sent.bytes.byteLength,
    gzip: sent.gzip,
    bodyKey,
  });
  await enqueue(env, { type: "ingest", leagueId });
  return row;
}
