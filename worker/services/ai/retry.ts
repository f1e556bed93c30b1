import { AiError } from "./types";

export interface RetryPolicy {
  maxRetries: number;
  baseMs: number;
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs one provider call with a timeout, retrying retryable failures (timeouts, 429, 5xx) with
 * exponential backoff and jitter, a bounded number of times. The signal lets fetch-based calls
 * abort the request itself when the time is up.
 */
export async function withRetry<T>(policy: RetryPolicy, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(policy.timeoutMs, call);
    } catch (err) {
      const error = err instanceof AiError ? err : new AiError(`AI provider error: ${String(err)}`, false);
      if (!error.retryable || attempt >= policy.maxRetries) throw error;
      const backoff = policy.baseMs * 2 ** attempt;
      await sleep(backoff + Math.random() * backoff * 0.25);
    }
  }
}

async function withTimeout<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AiError(`The AI provider did not answer within ${Math.round(ms / 1000)} s`, true));
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** 429 and 5xx are worth retrying; other statuses are the request's own fault. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;
