import { describe, expect, it } from "vitest";
import { describeParts, isDocumentAt, ownTimeByPart } from "./trace-parts";

describe("ownTimeByPart", () => {
  it("counts each event's own time once: a parent's time less its children's", () => {
    // A 100 µs task holding a 60 µs layout, which holds a 20 µs font lookup.
    const parts = ownTimeByPart([
      { name: "RunTask", ts: 0, dur: 100 },
      { name: "Layout", ts: 10, dur: 60 },
      { name: "FontCache::GetFontPlatformData", ts: 20, dur: 20 },
      { name: "Paint", ts: 80, dur: 15 },
    ]);
    expect(parts).toEqual({ "browser work": 25, layout: 40, "font lookups": 20, paint: 15 });
  });

  it("keeps an unknown event under its own name, and sibling tasks apart", () => {
    const parts = ownTimeByPart([
      { name: "RunTask", ts: 0, dur: 50 },
      { name: "LocalWindowProxy::CreateContext", ts: 5, dur: 30 },
      { name: "RunTask", ts: 60, dur: 40 },
      { name: "ParseHTML", ts: 60, dur: 40 },
    ]);
    expect(parts).toEqual({ "browser work": 20, "LocalWindowProxy::CreateContext": 30, "parse HTML": 40 });
  });

  it("uses the thread's CPU time on the thread clock, wall time where an event has none", () => {
    const parts = ownTimeByPart(
      [
        { name: "RunTask", ts: 0, dur: 100, tdur: 40 },
        { name: "Layout", ts: 10, dur: 80, tdur: 30 },
        { name: "Paint", ts: 92, dur: 5 },
      ],
      "thread",
    );
    expect(parts).toEqual({ "browser work": 5, layout: 30, paint: 5 });
  });
});

describe("describeParts", () => {
  it("lists the largest parts first in ms and leaves out those under 1 ms", () => {
    expect(describeParts({ layout: 40_000, style: 120_000, paint: 500 })).toBe("style 120, layout 40");
    expect(describeParts({ layout: 4, style: 12 }, "ms")).toBe("style 12, layout 4");
  });
});

describe("isDocumentAt", () => {
  it("is the document at exactly that path, so the home page's '/' matches no other document", () => {
    expect(isDocumentAt("http://127.0.0.1:9460/", "/")).toBe(true);
    expect(isDocumentAt("http://127.0.0.1:9460/league/NFL", "/")).toBe(false);
    expect(isDocumentAt("chrome-error://chromewebdata/", "/")).toBe(false);
    expect(isDocumentAt("http://127.0.0.1:9460/league/NFL", "/league/NFL")).toBe(true);
    expect(isDocumentAt("http://127.0.0.1:9460/league/Big%20League", "/league/Big%20League")).toBe(true);
    expect(isDocumentAt("about:blank", "/")).toBe(false);
    expect(isDocumentAt(undefined, "/")).toBe(false);
  });
});
