// The `auto-reels` job: a newly published recap starts the weekly reels of the users whose
// favourite team played in it (user_reel_preferences.autoGenerate). Queued by `publish`, so it runs
// on the existing queue, once per published recap, and publishing never waits for it.
import { createDb } from "../../db/client";
import { startAutoReels } from "../services/reels";
import type { JobSpec } from "./types";

export const autoReelsJob: JobSpec<"auto-reels"> = {
  run: async (job, env) => {
    await startAutoReels(env, createDb(env.DB), job.recapId);
    return { kind: "done" };
  },
  // It only queues `reel` jobs, which change public content themselves.
  changesPublicContent: false,
};
