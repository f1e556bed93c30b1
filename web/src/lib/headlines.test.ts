import { describe, expect, it } from "vitest";
import { pickHeadlines } from "./headlines";

const a = (id: number, leagueName: string | null) => ({ id, leagueName });

describe("pickHeadlines", () => {
  it("features the newest article even from OGLeague25, and leaves OGLeague25 out of the rest", () => {
    const list = [a(1, "OGLeague25"), a(2, "OGLeague25"), a(3, "NFL"), a(4, null), a(5, "SLA"), a(6, "OGLeague25")];
    const h = pickHeadlines(list);
    expect(h.featured?.id).toBe(1);
    expect(h.second?.id).toBe(3);
    expect(h.small.map((x) => x.id)).toEqual([4, 5]);
  });
  it("shows a second story and at most 5 small ones", () => {
    const list = Array.from({ length: 20 }, (_, i) => a(i + 1, "NFL"));
    const h = pickHeadlines(list);
    expect(h.second?.id).toBe(2);
    expect(h.small.map((x) => x.id)).toEqual([3, 4, 5, 6, 7]);
  });
  it("handles an empty list", () => {
    expect(pickHeadlines([])).toEqual({ featured: undefined, second: undefined, small: [] });
  });
});
