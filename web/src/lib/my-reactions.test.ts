import { afterEach, describe, expect, it, vi } from "vitest";
import { loadMyReactions, reactedCookie, saveMyReactions } from "./my-reactions";

/** A page's document.cookie and localStorage, recording what the module writes. */
function stubPage() {
  const cookies: string[] = [];
  const store = new Map<string, string>();
  vi.stubGlobal("document", {
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  return { cookies, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("saveMyReactions", () => {
  it("keeps the list and sets the story's own cookie for boot.js, which reads no localStorage", () => {
    const { cookies } = stubPage();
    saveMyReactions(12, ["🔥"]);
    expect(loadMyReactions(12)).toEqual(["🔥"]);
    expect(cookies).toEqual([reactedCookie(12, true)]);
    expect(cookies[0]).toMatch(/^dgsn_reacted=1; path=\/read\/12; max-age=31536000; samesite=lax$/);
  });

  it("removes both when nothing is chosen any more", () => {
    const { cookies, store } = stubPage();
    saveMyReactions(12, ["🔥"]);
    saveMyReactions(12, []);
    expect(store.size).toBe(0);
    expect(cookies.at(-1)).toBe("dgsn_reacted=1; path=/read/12; max-age=0; samesite=lax");
  });
});
