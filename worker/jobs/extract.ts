// The `extract` job: a recap's stats screenshots read into its box score, queued when they are stored.
import { createDb } from "../../db/client";
import { failExtraction } from "../../db/queries/recap-status";
import { getRecap } from "../../db/queries/recaps";
import { extract } from "../services/recap-lifecycle";
import type { JobSpec } from "./types";

/** Shown on the box-score page when reading kept failing for a reason that is not the AI's. */
export const EXTRACTION_GAVE_UP_REASON =
  "We could not read the screenshots because of a problem on our side. Please fill in the box score by hand or read them again.";

export const extractJob: JobSpec<"extract"> = {
  run: async (job, env) => {
    const db = createDb(env.DB);
    const row = await getRecap(db, job.recapId);
    // Deleted, or the author has confirmed the box score meanwhile: nothing to read into.
    if (row) await extract(env, db, row);
    return { kind: "done" };
  },
  giveUp: (job, env) => failExtraction(createDb(env.DB), job.recapId, EXTRACTION_GAVE_UP_REASON),
  // It only reads into drafts and failed recaps, which are never public (decision 170).
  changesPublicContent: false,
};
