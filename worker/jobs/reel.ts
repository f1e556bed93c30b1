// The `reel` job: one highlight reel from pending → generating → completed (with its segments) or
// failed (with the reason shown on the reel), then its owner's Discord notice is queued.
import { createDb } from "../../db/client";
import type { ReelFocusType, ReelStyle } from "../../db/domain/reels";
import { completeReel, failReel, getReel, type ReelRow, recapsForReel, startReel } from "../../db/queries/reels";
import { pickSegments } from "../services/reel-segments";
import { enqueue, type JobSpec } from "./types";

export const REEL_GAVE_UP_REASON = "We could not make this reel because of a problem on our side. Please try again.";

/** Why a reel has nothing to show, in the words of its focus. */
export function noGamesReason(row: Pick<ReelRow, "focusType" | "focusValue" | "leagueName" | "startDate" | "endDate">) {
  const range = `between ${row.startDate} and ${row.endDate}`;
  const who =
    row.focusType === "league"
      ? `in ${row.leagueName}`
      : row.focusType === "team"
        ? `for ${row.focusValue} in ${row.leagueName}`
        : `with a stat line for ${row.focusValue} in ${row.leagueName}`;
  return `No published game recaps with a box score ${who} ${range}.`;
}

/**
 * Makes the reel; true when it finished (completed or failed) in this run. A retry after a run that
 * threw part-way finds the reel `generating` and carries on; every finish is conditional on it.
 */
export async function runReel(env: Env, reelId: number, attempts = 1): Promise<boolean> {
  const db = createDb(env.DB);
  const row = await getReel(db, reelId);
  if (!row) return false;
  const resuming = row.status === "generating" && attempts > 1;
  if (!resuming && !(await startReel(db, reelId))) return false;
  const started = Date.now();
  const recaps = await recapsForReel(db, {
    leagueName: row.leagueName ?? "",
    startDate: row.startDate ?? "",
    endDate: row.endDate ?? "",
  });
  const picked = pickSegments(
    recaps,
    {
      focusType: row.focusType as ReelFocusType,
      focusValue: row.focusValue ?? row.leagueName ?? "",
      style: row.style as ReelStyle,
      duration: row.duration,
      title: row.title,
    },
    noGamesReason(row),
  );
  const finished = picked.ok
    ? await completeReel(db, reelId, {
        segments: picked.segments,
        statsUsed: { recapIds: picked.recapIds, segments: picked.segments.length },
        writerId: picked.writerId,
        generationTime: Date.now() - started,
      })
    : await failReel(db, reelId, picked.reason, Date.now() - started);
  if (finished && picked.ok) await enqueue(env, { type: "reel-notify", reelId });
  return finished;
}

export const reelJob: JobSpec<"reel"> = {
  run: async (job, env, attempts) => {
    await runReel(env, job.reelId, attempts);
    return { kind: "done" };
  },
  // The reel is failed with a reason (its owner can make another), never left generating.
  giveUp: async (job, env) => {
    await failReel(createDb(env.DB), job.reelId, REEL_GAVE_UP_REASON, null);
  },
  // A finished reel shows on its league's page and at /reels/{id} (cached public reads).
  changesPublicContent: true,
};
