import { deliverToDiscord } from "./discord-post";
import type { Job } from "./types";

/** What a handler tells the consumer: done, or retry after a delay (seconds). */
export type JobOutcome = { kind: "done" } | { kind: "retry"; delaySeconds: number };
export type JobHandler<T extends Job = Job> = (job: T, env: Env, attempts: number) => Promise<JobOutcome>;

type Handlers = { [K in Job["type"]]?: JobHandler<Extract<Job, { type: K }>> };

/** Handlers are registered by the features that own them (AI writing, Discord delivery). */
export const jobHandlers: Handlers = {};
jobHandlers["discord-post"] = deliverToDiscord;

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
      console.error("Job failed", job.type, err);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}
