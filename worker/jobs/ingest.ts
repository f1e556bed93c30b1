// The `ingest` job (decision 300): a league's received exports, oldest first, one at a time. Each
// body is read back from R2, unzipped within its limit, checked for depth and row size before it is
// parsed (shape.ts), stored through the league's store functions (store.ts), and only then are its
// stories queued. What became of it is recorded for the commissioner: ingested, or refused and why.
import { createDb, type Db } from "../../db/client";
import { bumpLeagueVersion } from "../../db/queries/content-version";
import {
  claimNextExport,
  lastIngestedHash,
  pruneExports,
  releaseExport,
  settleExport,
} from "../../db/queries/league-exports";
import { getLeague, type LeagueRow } from "../../db/queries/leagues";
import type { LeagueExport } from "../../db/schema";
import { ApiError, badRequest } from "../errors";
import { sha256Hex } from "../lib/hash";
import { parseExportBody, unzippedBody } from "../services/league-export/body";
import { checkExportBudgets } from "../services/league-export/budgets";
import { targetOfRoute } from "../services/league-export/paths";
import { storeExport } from "../services/league-export/store";
import { afterExport } from "../services/league-export/stories";
import { rosterListCame } from "../services/newsroom/after-export";
import { MAX_RETRIES } from "./retries";
import { enqueue, type JobSpec } from "./types";

/** Exports one delivery ingests before it hands the rest to a new job (a delivery's time is bounded). */
const EXPORTS_PER_JOB = 25;
export const UNCHANGED = "Nothing changed since the last export of this route";
const LOST = "The export's body was lost before it was read; send it again";
const FAILED = "DGSN could not store this export; send it again";

type Outcome = Parameters<typeof settleExport>[2];

/** Ingests the league's waiting exports (up to EXPORTS_PER_JOB); how many it took. */
export async function ingestLeague(env: Env, leagueId: number, lastAttempt = false): Promise<number> {
  const db = createDb(env.DB);
  const league = await getLeague(db, leagueId);
  if (!league) return 0;
  let taken = 0;
  for (; taken < EXPORTS_PER_JOB; taken++) {
    const next = await claimNextExport(db, leagueId);
    if (!next) break;
    await ingestOne(env, db, league, next, lastAttempt);
  }
  if (taken === EXPORTS_PER_JOB) await enqueue(env, { type: "ingest", leagueId });
  await pruneExports(db, leagueId);
  return taken;
}

async function ingestOne(env: Env, db: Db, league: LeagueRow, held: LeagueExport, lastAttempt: boolean) {
  let outcome: Outcome;
  try {
    outcome = await ingestBody(env, db, league, held);
  } catch (err) {
    // The export's own fault is its refusal; any other failure hands it back for the queue's retry
    // (oldest first, so no later export of the league overtakes it), until the last delivery.
    if (!(err instanceof ApiError) && !lastAttempt) {
      await releaseExport(db, held.id);
      throw err;
    }
    if (!(err instanceof ApiError)) console.error("Export not ingested", held.id, err);
    outcome = { state: "refused", detail: err instanceof ApiError ? err.message : FAILED };
  }
  await settleExport(db, held.id, outcome);
  if (held.bodyKey) await env.IMAGES.delete(held.bodyKey);
}

async function ingestBody(env: Env, db: Db, league: LeagueRow, held: LeagueExport): Promise<Outcome> {
  const target = targetOfRoute(held.route);
  if (!target) throw badRequest("Not an export route");
  const object = held.bodyKey ? await env.IMAGES.get(held.bodyKey) : null;
  if (!object) throw badRequest(LOST);
  const text = unzippedBody({ bytes: new Uint8Array(await object.arrayBuffer()), gzip: held.gzip });
  const bodyHash = await sha256Hex(text);
  if (bodyHash === (await lastIngestedHash(db, league.id, held.route))) {
    if (target.kind === "roster" || target.kind === "freeagent")
      await rosterListCame(env, league, { kind: target.kind, teamId: "teamId" in target ? target.teamId : -1 });
    return { state: "ingested", rows: 0, bodyHash, detail: UNCHANGED };
  }
  const body = parseExportBody(text);
  checkExportBudgets(target, body);
  const stored = await storeExport(env, league.id, target, body);
  // Its season pages show the new rows from now on; nothing else readers see has changed (decision
  // 303). `/extra` and a body with `success: false` store nothing, so they bump nothing.
  const storesRows = target.kind !== "extra" && (body as { success?: unknown }).success !== false;
  if (storesRows) await bumpLeagueVersion(db, league.nameKey);
  await afterExport(env, league, stored, held.id);
  // A body that stored nothing is no "last body" of its route: the next one is compared with the one before.
  return { state: "ingested", rows: stored.rows, bodyHash: storesRows ? bodyHash : null, detail: null };
}

export const ingestJob: JobSpec<"ingest"> = {
  run: async (job, env, attempts) => {
    await ingestLeague(env, job.leagueId, attempts > MAX_RETRIES);
    return { kind: "done" };
  },
  // An ingest that changed the league's rows bumps that league's version only (above); the stories
  // it queues bump what they change when they are written.
  changesPublicContent: false,
};
