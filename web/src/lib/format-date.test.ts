import { describe, expect, it } from "vitest";
import { articleDate, articleDateLine, formatDate } from "./format-date";

describe("formatDate", () => {
  it("formats a game date as written, 'MMM d, yyyy'", () => {
    expect(formatDate("2026-11-03")).toBe("Nov 3, 2026");
    expect(formatDate("2026-01-31")).toBe("Jan 31, 2026");
  });
  it("formats a timestamp in local time", () => {
    const d = new Date(2026, 2, 4, 12, 0, 0);
    expect(formatDate(d.toISOString())).toBe("Mar 4, 2026");
    expect(formatDate(d)).toBe("Mar 4, 2026");
  });
  it("shows 'Recent' for anything invalid", () => {
    expect(formatDate("not a date")).toBe("Recent");
    expect(formatDate("2026-02-30")).toBe("Recent");
    expect(formatDate("2026-13-01")).toBe("Recent");
    expect(formatDate("   ")).toBe("Recent");
  });
});

describe("articleDate", () => {
  it("prefers the game date, then the creation date, else 'Unknown date'", () => {
    expect(articleDate({ gameDate: "2026-11-22", createdAt: "2020-01-01T12:00:00Z" })).toBe("Nov 22, 2026");
    expect(articleDate({ gameDate: "", createdAt: new Date(2026, 4, 9, 12).toISOString() })).toBe("May 9, 2026");
    expect(articleDate({ gameDate: null, createdAt: null })).toBe("Unknown date");
    expect(articleDate({ gameDate: "garbage" })).toBe("Recent");
  });
});

describe("articleDateLine", () => {
  it("joins the date and, when known, the season and week with ' · '", () => {
    expect(articleDateLine({ gameDate: "2026-11-03" })).toBe("Nov 3, 2026");
    expect(articleDateLine({ gameDate: "2026-11-03", season: 4 })).toBe("Nov 3, 2026 · Season 4");
    expect(articleDateLine({ gameDate: "2026-11-03", season: 4, week: "1" })).toBe("Nov 3, 2026 · Season 4 · Week 1");
  });
});
