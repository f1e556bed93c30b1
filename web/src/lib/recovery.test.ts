import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api";
import { ChunkLoadError } from "./chunk-retry";
import { isTransientError, MAX_RETRIES, nextRecoveryStep } from "./recovery";

describe("isTransientError", () => {
  it("network failures and server hiccups are transient", () => {
    for (const err of [
      new TypeError("Failed to fetch"),
      new TypeError("NetworkError when attempting to fetch resource."),
      new TypeError("Load failed"),
      new ApiRequestError(0, "network", "Could not reach DGSN."),
      new ApiRequestError(408, "http_error", "Timeout"),
      new ApiRequestError(429, "rate_limited", "Slow down"),
      new ApiRequestError(500, "internal", "Oops"),
      new ApiRequestError(503, "http_error", "Down"),
    ]) {
      expect(isTransientError(err), String(err)).toBe(true);
    }
  });

  it("bugs, client errors and a chunk that failed after its reload are not", () => {
    for (const err of [
      new TypeError("Cannot read properties of undefined (reading 'title')"),
      new Error("boom"),
      new ApiRequestError(400, "bad_request", "Invalid input"),
      new ApiRequestError(404, "not_found", "Not found"),
      new ChunkLoadError(new TypeError("Failed to fetch dynamically imported module")),
      "a string",
      null,
    ]) {
      expect(isTransientError(err), String(err)).toBe(false);
    }
  });
});

describe("nextRecoveryStep", () => {
  const transient = new TypeError("Failed to fetch");

  it("retries a transient failure 3 times, waiting 2 s × the attempt, then crashes", () => {
    const steps = [1, 2, 3, 4, 5].map((failures) => nextRecoveryStep(transient, failures));
    expect(steps).toEqual([
      { kind: "retry", attempt: 1, delayMs: 2000 },
      { kind: "retry", attempt: 2, delayMs: 4000 },
      { kind: "retry", attempt: 3, delayMs: 6000 },
      { kind: "crash" },
      { kind: "crash" },
    ]);
    expect(MAX_RETRIES).toBe(3);
  });

  it("a non-transient error crashes at the first failure", () => {
    expect(nextRecoveryStep(new Error("render bug"), 1)).toEqual({ kind: "crash" });
  });
});
