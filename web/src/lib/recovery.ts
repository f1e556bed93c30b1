import { ApiRequestError } from "./api";
import { ChunkLoadError } from "./chunk-retry";

// Spec §4/§9: a caught transient error is retried up to 3 times, waiting 2 s × the attempt number;
// then the crash screen. Errors that a retry cannot fix (a bug in rendering, a 4xx, a chunk that
// already failed after its reload) go to the crash screen at once instead of making the reader
// wait 12 s for nothing.

export const MAX_RETRIES = 3;
export const RETRY_STEP_MS = 2000;

export type RecoveryStep = { kind: "retry"; attempt: number; delayMs: number } | { kind: "crash" };

/** Network failures and server-side hiccups; fetch rejects with a TypeError when offline or cut off. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return false;
  if (error instanceof ApiRequestError) {
    return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  }
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** What to do after the `failures`-th consecutive failure (1-based) of a route. */
export function nextRecoveryStep(error: unknown, failures: number): RecoveryStep {
  if (!isTransientError(error) || failures > MAX_RETRIES) return { kind: "crash" };
  return { kind: "retry", attempt: failures, delayMs: RETRY_STEP_MS * failures };
}
