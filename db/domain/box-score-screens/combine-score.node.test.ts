import { describe, expect, it } from "vitest";
import { combineScreens } from ".";
import type { ScreenRead } from "./types";

const screen = (kind: ScreenRead["kind"], home: number, away: number): ScreenRead => ({
  kind,
  team: "Buffalo Bills",
  rows: [],
  score: { home: { value: home, confidence: 90 }, away: { value: away, confidence: 91 } },
  unread: [],
});

describe("the final score of a game's screens", () => {
  it("keeps a score every screen read alike as it was read", () => {
    const read = combineScreens([screen("game", 27, 3), screen("passing", 27, 3), screen("rushing", 27, 3)]);
    expect([read.homeScore, read.awayScore]).toEqual([
      { value: 27, confidence: 90 },
      { value: 3, confidence: 91 },
    ]);
  });

  it("keeps a score every screen read alike only as sure as its least sure read", () => {
    const doubted = {
      ...screen("rushing", 27, 3),
      score: { home: { value: 27, confidence: 50 }, away: { value: 3, confidence: 91 } },
    };
    const read = combineScreens([screen("game", 27, 3), screen("passing", 27, 3), doubted]);
    expect(read.homeScore).toEqual({ value: 27, confidence: 50 });
    expect(read.awayScore).toEqual({ value: 3, confidence: 91 });
  });

  it("takes the points most screens read where they disagree, marked doubtful", () => {
    // The team-stats screen's bug read 21 for 27; the two player screens read 27.
    const read = combineScreens([screen("game", 21, 3), screen("passing", 27, 3), screen("rushing", 27, 3)]);
    expect(read.homeScore?.value).toBe(27);
    expect(read.homeScore!.confidence).toBeLessThan(80);
    expect(read.awayScore).toEqual({ value: 3, confidence: 91 });
  });

  it("on a tie keeps the team-stats screen's points, marked doubtful", () => {
    const read = combineScreens([screen("passing", 24, 3), screen("game", 27, 3)]);
    expect(read.homeScore?.value).toBe(27);
    expect(read.homeScore!.confidence).toBeLessThan(80);
  });
});
