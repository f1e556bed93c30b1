// The `generate` job: one article from `generating` to `ready` (and queued for Discord) or `failed`.
import { createDb } from "../../db/client";
import { failGeneration, finishGeneration, writerForArticle } from "../../db/queries/generation";
import { getRecap } from "../../db/queries/recaps";
import { readConfig } from "../config";
import { providerFor } from "../services/ai/provider";
import { briefFor, writeArticle } from "../services/ai/write";
import { articleReady } from "../services/publish";
import { jobGiveUps, jobHandlers } from "./consumer";

/** Shown on the article when writing kept failing for a reason that is not the AI's (e.g. storage). */
export const GAVE_UP_REASON =
  "Our reporter could not finish this story because of a problem on our side. Please try again.";

export async function runGeneration(env: Env, recapId: number): Promise<void> {
  const db = createDb(env.DB);
  const row = await getRecap(db, recapId);
  // Deleted, or already finished by an earlier delivery of the same message.
  if (row?.status !== "generating") return;
  const writer = await writerForArticle(db, row.writerId);
  if (!writer) {
    await failGeneration(db, recapId, "No reporter persona is set up on this site.");
    return;
  }
  const outcome = await writeArticle(providerFor(env), briefFor(row, writer), readConfig(env).SITE_NAME);
  if (outcome.ok) {
    if (await finishGeneration(db, recapId, outcome.text)) await articleReady(env, recapId);
  } else {
    await failGeneration(db, recapId, outcome.reason);
  }
}

jobHandlers.generate = async (job, env) => {
  await runGeneration(env, job.recapId);
  return { kind: "done" };
};

// The article is failed (the author sees why, and Retry), not left `generating`.
jobGiveUps.generate = async (job, env) => {
  await failGeneration(createDb(env.DB), job.recapId, GAVE_UP_REASON);
};
