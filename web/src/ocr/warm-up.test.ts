import { describe, expect, it } from "vitest";
import { type WarmUpSteps, warmUpReads } from "./warm-up";

/** Steps that count what ran; `pick` is called when each step starts (the author picks then). */
function counted(state: { waiting: boolean; ready: boolean }, pick: (step: "prepare" | "read") => void = () => {}) {
  const ran = { prepared: 0, reads: 0 };
  const steps: WarmUpSteps = {
    prepareOnce: async () => {
      ran.prepared++;
      pick("prepare");
    },
    readOnce: async () => {
      ran.reads++;
      pick("read");
    },
    screenshotWaiting: () => state.waiting,
    engineReady: () => state.ready,
  };
  return { ran, steps };
}

describe("the worker's warm-up", () => {
  it("prepares the made-up screen once, then reads it as often as asked while no screenshot waits", async () => {
    const { ran, steps } = counted({ waiting: false, ready: false });
    await warmUpReads(2, steps);
    expect(ran).toEqual({ prepared: 1, reads: 2 });
  });

  it("starts no further read once a screenshot is waiting: it waits for the read under way only", async () => {
    const state = { waiting: false, ready: true };
    const { ran, steps } = counted(state, (step) => {
      // The author picks a screenshot while the first warm-up read runs.
      if (step === "read") state.waiting = true;
    });
    await warmUpReads(2, steps);
    expect(ran).toEqual({ prepared: 1, reads: 1 });
  });

  it("still prepares, but reads nothing, when a screenshot waits while the engine loads", async () => {
    const { ran, steps } = counted({ waiting: true, ready: false });
    await warmUpReads(2, steps);
    expect(ran).toEqual({ prepared: 1, reads: 0 });
  });

  it("does nothing when a screenshot waits and the engine has loaded: the screenshot goes first", async () => {
    const { ran, steps } = counted({ waiting: true, ready: true });
    await warmUpReads(2, steps);
    expect(ran).toEqual({ prepared: 0, reads: 0 });
  });
});
