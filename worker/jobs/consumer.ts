import { createDb } from "../../db/client";
import { bumpContentVersion, bumpLeagueVersion } from "../../db/queries/content-version";
import { versionMirror } from "../content-versions-object";
import { JOB_HANDLERS } from "./handlers";
import { MAX_RETRIES } from "./retries";
import type { Job, JobHandlers, JobSpec } from "./types";

/**
 * Runs a batch of queued jobs with their handlers (tests pass their own table). When a job that can
 * change what readers see has run, the versions move on once for the batch, so cached public reads
 * show it (decision 070): the site's content version, or, when every such job changed one league's
 * stories only, the stories version and those leagues' own (decision 306).
 */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env, handlers: JobHandlers = JOB_HANDLERS) {
  let contentChanged = false;
  const leaguesChanged = new Set<string>();
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
      if (spec.changesPublicContent && !(outcome.kind === "done" && outcome.unchanged)) {
        if (outcome.kind === "done" && outcome.league !== undefined) leaguesChanged.add(outcome.league);
        else contentChanged = true;
      }
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
  if (!contentChanged && leaguesChanged.size === 0) return;
  // A session, so the object learns the bump's bookmark with it (decision 244).
  const primary = env.DB.withSession("first-primary");
  const db = createDb(primary);
  // The content version is in every key: it covers the leagues' changes too.
  if (contentChanged) return void (await bumpContentVersion(db, "content", versionMirror(env, primary)));
  // The leagues' versions first: a season page read between the two bumps still finds its new key.
  for (const league of leaguesChanged) await bumpLeagueVersion(db, league);
  await bumpContentVersion(db, "stories", versionMirror(env, primary));
}
