import { afterEach, describe, expect, it } from "vitest";
import {
  dismissToast,
  getCurrentToast,
  isSwipeDismiss,
  subscribeToasts,
  TOAST_DURATION_MS,
  toast,
  toastRole,
} from "./toast-store";

afterEach(() => dismissToast());

describe("toast store (spec §9)", () => {
  it("shows one toast at a time: a new one replaces the current one", () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeToasts((t) => seen.push(t?.title ?? null));
    toast({ title: "First" });
    const second = toast({ title: "Second", variant: "destructive" });
    expect(getCurrentToast()).toEqual({
      id: second,
      title: "Second",
      description: undefined,
      variant: "destructive",
      durationMs: TOAST_DURATION_MS,
    });
    dismissToast(second);
    expect(seen).toEqual(["First", "Second", null]);
    unsubscribe();
  });

  it("lasts 5 s by default", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    toast({ title: "Quick", durationMs: 1500 });
    expect(getCurrentToast()?.durationMs).toBe(1500);
  });

  it("dismissing an older toast's id leaves the newer one alone", () => {
    const old = toast({ title: "Old" });
    toast({ title: "New" });
    dismissToast(old);
    expect(getCurrentToast()?.title).toBe("New");
  });

  it("a swipe dismisses from 50 px either way", () => {
    expect([49, -49, 0].map(isSwipeDismiss)).toEqual([false, false, false]);
    expect([50, -50, 120].map(isSwipeDismiss)).toEqual([true, true, true]);
  });

  it("errors are alerts, everything else is a status", () => {
    expect(toastRole("destructive")).toBe("alert");
    expect(toastRole("default")).toBe("status");
  });
});
