// How articles get to the reporter. The create route calls startGeneration when the author asked
// for AI; the box-score and retry routes call queueGeneration.
import type { Db } from "../../../db/client";
import type { ArticleStatus } from "../../../db/domain";
import { claimGeneration, markAwaitingBoxScore } from "../../../db/queries/generation";
import { getRecap } from "../../../db/queries/recaps";
import { ApiError } from "../../errors";

/**
 * News is queued for writing at once. A recap first waits (`draft`) for its stats screenshots and
 * the author's box-score check ('Write my recap'), which queues it.
 */
export async function startGeneration(env: Env, db: Db, recapId: number): Promise<void> {
  const row = await getRecap(db, recapId);
  if (!row) return;
  if (row.type === "news") await queueGeneration(env, db, recapId, ["ready", "draft", "failed"]);
  else await markAwaitingBoxScore(db, recapId);
}

/** Claims the article (one conditional UPDATE) and queues one job; false if it was not in `from`. */
export async function queueGeneration(env: Env, db: Db, recapId: number, from: ArticleStatus[]): Promise<boolean> {
  if (!(await claimGeneration(db, recapId, from))) return false;
  await env.JOBS.send({ type: "generate", recapId });
  return true;
}

/** Cost guard: AI writing and extraction per user (AI_LIMITER binding). */
export async function assertAiAllowance(env: Env, userId: number): Promise<void> {
  const { success } = await env.AI_LIMITER.limit({ key: `ai:${userId}` });
  if (!success)
    throw new ApiError(
      "rate_limited",
      "You have asked our reporters for a lot of stories. Please wait a minute and try again.",
      {
        "Retry-After": "60",
      },
    );
}
