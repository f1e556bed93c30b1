import { createDb } from "../../db/client";
import { bumpContentVersion } from "../../db/queries/content-version";
import { versionMirror } from "../content-versions-object";
import { JOB_HANDLERS } from "./handlers";
import { MAX_RETRIES } from "./retries";
import type { Job, JobHandlers, JobSpec } from "./types";

/**
 * Runs a batch of queued jobs with their handlers (tests pass their own table). When a job that can
 * change what readers see has run, the content version moves on once for the batch, so cached
 * public reads show it (decision 070).
 */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env, handlers: JobHandlers = JOB_HANDLERS) {
  let contentChanged = false;
  for (const message of batch.messages) {
    const job = message.body;
    const spec = handlers[job.type] as JobSpec<Job["type"]> | undefined;
    if (!spec) {
      console.error("No handler for job", job.type);
      message.ack();
      continue;
    }
    try {
      const outcome = await spec.run(job, env, message.attempts);
      contentChanged ||= spec.changesPublicContent && !(outcome.kind === "done" && outcome.unchanged);
      if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
      else message.ack();
    } catch (err) {
      // A job that failed part-way may have changed something.
      contentChanged ||= spec.changesPublicContent;
      console.error("Job failed", job.type, `attempt ${message.attempts}`, err);
      if (message.attempts <= MAX_RETRIES) {
        message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
        continue;
      }
      try {
        await spec.giveUp?.(job, env);
        message.ack();
      } catch (giveUpErr) {
        // Even recording the failure failed: the dead-letter queue keeps the job for a person.
        console.error("Giving up on a job failed too", job.type, giveUpErr);
        message.retry();
      }
    }
  }
  if (contentChanged) {
    // A session, so the object learns the bump's bookmark with it (decision 244).
    const primary = env.DB.withSession("first-primary");
    await bumpContentVersion(createDb(primary), "content", versionMirror(env, primary));
  }
}
