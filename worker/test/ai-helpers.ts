// Helpers for the AI writing tests: provider configuration per test, stats screenshots in R2,
// and waiting for a queued job to finish.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { ArticleStatus } from "../../db/domain";
import { storeImage } from "../../db/image-store";
import { getRecap } from "../../db/queries/recaps";
import { type Recap, recapImages } from "../../db/schema";
import { gradientPng } from "../../db/seed/png";
import { app } from "../app";
import { consumeJobs } from "../jobs/consumer";
import type { Job } from "../jobs/types";
import { fakeUrl } from "./fake/client";
import { type ApiInit, db, ORIGIN } from "./helpers";

/**
 * The test env with other vars: an object whose prototype is the real env, so bindings stay real.
 * defineProperty, not assignment: assigning would reach the env proxy's set trap and change the
 * shared env for every later test.
 */
const envWith = (vars: Record<string, string>): Env =>
  Object.defineProperties(
    Object.create(env),
    Object.fromEntries(Object.entries(vars).map(([k, value]) => [k, { value, enumerable: true }])),
  ) as Env;

/** The real env with a queue that only records, so a test decides when (and whether) a job runs. */
export function withHeldQueue() {
  const held: unknown[] = [];
  const jobs = { send: async (body: unknown) => void held.push(body), sendBatch: async () => {} };
  const testEnv = Object.defineProperties(Object.create(env), { JOBS: { value: jobs, enumerable: true } }) as Env;
  return { testEnv, held };
}

/** The OpenAI-compatible provider pointed at the fake server under `prefix`, with fast retries. */
export const openAiEnv = (prefix: string) =>
  envWith({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: `${fakeUrl()}${prefix}/v1`,
    OPENAI_API_KEY: "sk-test",
    OPENAI_TEXT_MODEL: "writer-model",
    OPENAI_VISION_MODEL: "vision-model",
    AI_RETRY_BASE_MS: "5",
    AI_TIMEOUT_MS: "2000",
  });

/** Calls the app with a given env (same request shape as helpers.api). */
export async function apiWithEnv(testEnv: Env, path: string, init: ApiInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
  if (method !== "GET") headers.set("Origin", ORIGIN);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("Content-Type", "application/json");
  }
  return app.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, method, headers, body }),
    testEnv,
    createExecutionContext(),
  );
}

/** Stores a stats screenshot for a recap the way the upload route does (bytes in R2, key in D1). */
export async function addStatsImage(recapId: number, group: string, index: number, color: string) {
  const bytes = await gradientPng(color, "#ffffff", 8, 8);
  const stored = await storeImage(env.IMAGES, bytes);
  if (!stored.ok) throw new Error("test image refused");
  await db().insert(recapImages).values({ recapId, group, index, key: stored.key });
  return bytes;
}

/** Runs one job through the queue consumer with the given env, as the queue would. */
export async function runJob(testEnv: Env, job: Job) {
  const batch = createMessageBatch<Job>("dgsn-jobs", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: job },
  ]);
  const ctx = createExecutionContext();
  await consumeJobs(batch, testEnv);
  return getQueueResult(batch, ctx);
}

export const runGenerateJob = (testEnv: Env, recapId: number) => runJob(testEnv, { type: "generate", recapId });

/**
 * Polls the article's row until the queued job has moved it to `status` (a condition, not a fixed
 * sleep). The row, not the public answer: only a published article is public (decision 170).
 */
export async function waitForStatus(recapId: number, status: ArticleStatus, timeoutMs = 10_000): Promise<Recap> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await getRecap(db(), recapId);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`article ${recapId} stayed ${row?.status}, wanted ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
