// The `auto-reels` job: a newly published recap starts the weekly reels of the users whose
// favourite team played in it (user_reel_preferences.autoGenerate). Queued by `publish`, so it runs
// on the existing queue, once per published recap, and publishing never waits for it.
import { createDb } from "../../db/client";
import { startAutoReels } from "../services/reels";
import { MAX_RETRIES } from "./retries";
import type { JobSpec } from "./types";

/** How long a reel being made is given before this recap asks for it again. */
export const BUSY_REEL_RETRY_SECONDS = 30;

export const autoReelsJob: JobSpec<"auto-reels"> = {
  run: async (job, env, attempts) => {
    const { busy } = await startAutoReels(env, createDb(env.DB), job.recapId);
    // A weekly reel being made right now was started from the recaps before this one and would
    // miss it: ask again once it is done, which makes it again with this recap too. Bounded by the
    // queue's retries (a reel job never stays generating: it finishes or is given up as failed).
    if (busy > 0 && attempts <= MAX_RETRIES) return { kind: "retry", delaySeconds: BUSY_REEL_RETRY_SECONDS };
    return { kind: "done" };
  },
  // It only queues `reel` jobs, which change public content themselves.
  changesPublicContent: false,
};
