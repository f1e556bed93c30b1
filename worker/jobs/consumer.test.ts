import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recaps } from "../../db/schema";
import { db, insertRecap } from "../test/helpers";
import { consumeJobs } from "./consumer";
import { GAVE_UP_REASON } from "./generate";
import { JOB_HANDLERS } from "./handlers";
import { MAX_RETRIES } from "./retries";
import type { Job, JobHandlers } from "./types";

function deliveryOf(job: Job, attempts: number) {
  const decisions: string[] = [];
  const message = {
    id: "m0",
    timestamp: new Date(),
    body: job,
    attempts,
    ack: () => decisions.push("ack"),
    retry: () => decisions.push("retry"),
  };
  const batch = { queue: "dgsn-jobs", messages: [message], ackAll() {}, retryAll() {}, metadata: {} };
  return { batch: batch as unknown as MessageBatch<Job>, decisions };
}

const statusOf = async (id: number) =>
  (
    await db().select({ status: recaps.status, error: recaps.generationError }).from(recaps).where(eq(recaps.id, id))
  )[0];

describe("job consumer: a job that keeps throwing", () => {
  // Not an AI failure (those end in `failed` inside the handler): storage trouble, a bug. The real
  // table with only the generate job's run replaced, so its real give-up runs.
  const throwing: JobHandlers = {
    ...JOB_HANDLERS,
    generate: {
      ...JOB_HANDLERS.generate,
      run: async () => {
        throw new Error("D1_ERROR: storage is unavailable");
      },
    },
  };

  it("is retried while the queue has deliveries left, and the article stays `generating`", async () => {
    const row = await insertRecap({ status: "generating" });
    const { batch, decisions } = deliveryOf({ type: "generate", recapId: row.id }, MAX_RETRIES);
    await consumeJobs(batch, env, throwing);
    expect(decisions).toEqual(["retry"]);
    expect(await statusOf(row.id)).toEqual({ status: "generating", error: null });
  });

  it("on the last delivery the article is failed with a reason the author can read, and the job acked", async () => {
    const row = await insertRecap({ status: "generating" });
    const { batch, decisions } = deliveryOf({ type: "generate", recapId: row.id }, MAX_RETRIES + 1);
    await consumeJobs(batch, env, throwing);
    expect(decisions).toEqual(["ack"]);
    expect(await statusOf(row.id)).toEqual({ status: "failed", error: GAVE_UP_REASON });
  });

  it("an article finished meanwhile is left alone", async () => {
    const row = await insertRecap({ status: "ready" });
    const { batch } = deliveryOf({ type: "generate", recapId: row.id }, MAX_RETRIES + 1);
    await consumeJobs(batch, env, throwing);
    expect(await statusOf(row.id)).toEqual({ status: "ready", error: null });
  });
});
