import { deliverToDiscord } from "./discord-post";
import { MAX_RETRIES } from "./retries";
import type { Job } from "./types";

/** What a handler tells the consumer: done, or retry after a delay (seconds). */
export type JobOutcome = { kind: "done" } | { kind: "retry"; delaySeconds: number };
export type JobHandler<T extends Job = Job> = (job: T, env: Env, attempts: number) => Promise<JobOutcome>;

type Handlers = { [K in Job["type"]]?: JobHandler<Extract<Job, { type: K }>> };
type GiveUps = { [K in Job["type"]]?: (job: Extract<Job, { type: K }>, env: Env) => Promise<void> };

/** Handlers are registered by the features that own them (AI writing, Discord delivery). */
export const jobHandlers: Handlers = {};
jobHandlers["discord-post"] = deliverToDiscord;

/**
 * What a feature does when its job has thrown on the last delivery the queue will make, so nothing
 * is left half-done (an article must not stay `generating` for ever). Registered beside the handler.
 */
export const jobGiveUps: GiveUps = {};

export async function consumeJobs(batch: MessageBatch<Job>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    const handler = jobHandlers[job.type] as JobHandler | undefined;
    if (!handler) {
      console.error("No handler for job", job.type);
      message.ack();
      continue;
    }
    try {
      const outcome = await handler(job, env, message.attempts);
      if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
      else message.ack();
    } catch (err) {
      console.error("Job failed", job.type, `attempt ${message.attempts}`, err);
      if (message.attempts <= MAX_RETRIES) {
        message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
        continue;
      }
      const giveUp = jobGiveUps[job.type] as ((job: Job, env: Env) => Promise<void>) | undefined;
      try {
        await giveUp?.(job, env);
        message.ack();
      } catch (giveUpErr) {
        // Even recording the failure failed: the dead-letter queue keeps the job for a person.
        console.error("Giving up on a job failed too", job.type, giveUpErr);
        message.retry();
      }
    }
  }
}
