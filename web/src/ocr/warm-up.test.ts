import { describe, expect, it } from "vitest";
import { warmUpReads } from "./warm-up";

describe("the worker's warm-up reads", () => {
  it("reads the made-up screen as often as asked while no screenshot waits", async () => {
    let reads = 0;
    await warmUpReads(
      2,
      async () => reads++,
      () => false,
    );
    expect(reads).toBe(2);
  });

  it("starts no further read once a screenshot is waiting: it waits for the read under way only", async () => {
    let reads = 0;
    let waiting = false;
    await warmUpReads(
      2,
      async () => {
        reads++;
        // The author picks a screenshot while the first warm-up read runs.
        waiting = true;
      },
      () => waiting,
    );
    expect(reads).toBe(1);
  });

  it("reads nothing when a screenshot was picked before the warm-up began", async () => {
    let reads = 0;
    await warmUpReads(
      2,
      async () => reads++,
      () => true,
    );
    expect(reads).toBe(0);
  });
});
