import { afterEach, describe, expect, it, vi } from "vitest";
import { joinedCalls } from "./joined-calls";

/** A call whose answers the test gives by hand, in the order the calls were made. */
function manualCall() {
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const call = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { call, pending };
}

/** Lets every queued continuation run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe("joinedCalls (decision 199)", () => {
  it("askers who arrive during a call share the next one, which starts after they asked", async () => {
    const { call, pending } = manualCall();
    const ask = joinedCalls(call, 1_000);
    const first = ask();
    // A write finishes here, after the first call was sent: the first call's answer may predate it.
    const later = [ask(), ask(), ask()];
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve("before the write");
    expect(await first).toBe("before the write");
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve("after the write");
    expect(await Promise.all(later)).toEqual(["after the write", "after the write", "after the write"]);
    expect(pending).toHaveLength(2);
  });

  it("an asker with no call in flight makes its own", async () => {
    const { call, pending } = manualCall();
    const ask = joinedCalls(call, 1_000);
    const one = ask();
    pending[0]!.resolve("a");
    expect(await one).toBe("a");
    const two = ask();
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve("b");
    expect(await two).toBe("b");
  });

  it("a failed call fails only the askers it was for; the next round starts afresh", async () => {
    const { call, pending } = manualCall();
    const ask = joinedCalls(call, 1_000);
    const first = ask();
    const second = [ask(), ask()];
    pending[0]!.reject(new Error("object unavailable"));
    await expect(first).rejects.toThrow("object unavailable");
    await settle();
    pending[1]!.reject(new Error("still unavailable"));
    for (const p of second) await expect(p).rejects.toThrow("still unavailable");
    const third = ask();
    await settle();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve("back");
    expect(await third).toBe("back");
  });

  it("a round that never hands over (its request was cancelled) holds nobody past maxWaitMs", async () => {
    vi.useFakeTimers();
    const { call, pending } = manualCall();
    const ask = joinedCalls(call, 50);
    void ask(); // never answered: the request that made it is gone
    const waiting = ask();
    await vi.advanceTimersByTimeAsync(51);
    // It asked alone, after it arrived.
    expect(pending).toHaveLength(2);
    pending[1]!.resolve("own answer");
    expect(await waiting).toBe("own answer");
    // The stalled round is over for later askers too: the next one leads a new round.
    const next = ask();
    const joiner = ask();
    await vi.advanceTimersByTimeAsync(0);
    expect(pending).toHaveLength(3);
    pending[2]!.resolve("new round");
    expect(await next).toBe("new round");
    await vi.advanceTimersByTimeAsync(0);
    pending[3]!.resolve("the round after");
    expect(await joiner).toBe("the round after");
  });
});
