import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  claimReload,
  type GuardStore,
  loadChunk,
  RELOAD_GUARD_WINDOW_MS,
} from "./chunk-retry";

const memoryStore = (): GuardStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe("claimReload", () => {
  it("allows the first reload and records when", () => {
    const store = memoryStore();
    expect(claimReload(store, "k", 1_000)).toBe(true);
    expect(store.data.get("k")).toBe("1000");
  });

  it("refuses a second reload inside the window, however often it is asked", () => {
    const store = memoryStore();
    expect(claimReload(store, "k", 1_000)).toBe(true);
    for (const t of [1_000, 1_001, 1_000 + RELOAD_GUARD_WINDOW_MS - 1]) expect(claimReload(store, "k", t)).toBe(false);
    expect(store.data.get("k")).toBe("1000");
  });

  it("allows one more reload once the window has passed (a new failure, not a loop)", () => {
    const store = memoryStore();
    claimReload(store, "k", 1_000);
    expect(claimReload(store, "k", 1_000 + RELOAD_GUARD_WINDOW_MS)).toBe(true);
    expect(claimReload(store, "k", 1_000 + RELOAD_GUARD_WINDOW_MS + 1)).toBe(false);
  });

  it("refuses when the stamp is in the future or unreadable (clock changes, tampering)", () => {
    const store = memoryStore();
    store.setItem("k", "5000");
    expect(claimReload(store, "k", 1_000)).toBe(false);
    store.setItem("k", "not a number");
    expect(claimReload(store, "k", 1_000)).toBe(false);
  });

  it("refuses when storage does not work: without a guard there is no automatic reload", () => {
    const throwing: GuardStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    const forgetful: GuardStore = { getItem: () => null, setItem: () => {} };
    expect(claimReload(throwing, "k", 1_000)).toBe(false);
    expect(claimReload(forgetful, "k", 1_000)).toBe(false);
  });
});

describe("loadChunk", () => {
  const harness = (online = true) => {
    const store = memoryStore();
    const scheduled: { delayMs: number; run: () => void }[] = [];
    let reloads = 0;
    let now = 10_000;
    const deps = {
      store,
      now: () => now,
      isOnline: () => online,
      schedule: (run: () => void, delayMs: number) => void scheduled.push({ run, delayMs }),
      reload: () => {
        reloads += 1;
      },
    };
    return {
      deps,
      store,
      scheduled,
      reloads: () => reloads,
      advance: (ms: number) => {
        now += ms;
      },
    };
  };
  const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
  const settled = async (p: Promise<unknown>) => {
    let state = "pending";
    p.then(
      () => (state = "resolved"),
      () => (state = "rejected"),
    );
    await new Promise((r) => setTimeout(r, 0));
    return state;
  };

  it("returns the module when the chunk loads, and schedules nothing", async () => {
    const h = harness();
    await expect(loadChunk(() => Promise.resolve({ default: "page" }), h.deps)).resolves.toEqual({ default: "page" });
    expect(h.scheduled).toEqual([]);
    expect(h.store.data.size).toBe(0);
  });

  it("first failure: one reload after 2 s, and the load stays pending until then", async () => {
    const h = harness();
    const result = loadChunk(failing, h.deps);
    expect(await settled(result)).toBe("pending");
    expect(h.scheduled.map((s) => s.delayMs)).toEqual([CHUNK_RELOAD_DELAY_MS]);
    expect(h.reloads()).toBe(0);
    h.scheduled[0]!.run();
    expect(h.reloads()).toBe(1);
    expect(h.store.data.get(CHUNK_RELOAD_KEY)).toBe("10000");
  });

  it("the failure after the reload (same session) rejects with ChunkLoadError and never reloads again", async () => {
    const h = harness();
    void loadChunk(failing, h.deps);
    await new Promise((r) => setTimeout(r, 0));
    h.advance(CHUNK_RELOAD_DELAY_MS + 500); // the page reloaded; sessionStorage survived it
    for (let i = 0; i < 5; i++) {
      const err = await loadChunk(failing, h.deps).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ChunkLoadError);
      expect((err as ChunkLoadError).cause).toBeInstanceOf(TypeError);
    }
    expect(h.scheduled).toHaveLength(1);
  });

  it("offline: no reload (it cannot help), the crash screen shows at once", async () => {
    const h = harness(false);
    await expect(loadChunk(failing, h.deps)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(h.scheduled).toEqual([]);
    expect(h.store.data.size).toBe(0);
  });
});
