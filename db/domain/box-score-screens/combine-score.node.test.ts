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

describe("the final score where some screens' reads are in doubt", () => {
  const read = (kind: ScreenRead["kind"], away: number, confidence: number): ScreenRead => ({
    ...screen(kind, 10, away),
    score: { home: { value: 10, confidence: 93 }, away: { value: away, confidence } },
  });

  it("takes the points the sure reads agree on over more reads in doubt, marked doubtful", () => {
    // Style 198's photo: "371" for 31 at 50 on five screens, 31 at 72, 86 and 78 on three, 37 at 50 on one.
    const screens = [
      read("game", 371, 50),
      read("passing", 31, 72),
      read("passing", 31, 86),
      read("rushing", 371, 50),
      read("rushing", 31, 78),
      read("receiving", 371, 50),
      read("receiving", 371, 50),
      read("defense", 37, 50),
      read("defense", 371, 50),
    ];
    const box = combineScreens(screens);
    expect(box.awayScore?.value).toBe(31);
    expect(box.awayScore!.confidence).toBeLessThan(80);
    expect(box.homeScore).toEqual({ value: 10, confidence: 93 });
  });

  it("lets every read vote when none is sure", () => {
    const box = combineScreens([read("game", 37, 50), read("passing", 31, 40), read("rushing", 31, 50)]);
    expect(box.awayScore?.value).toBe(31);
    expect(box.awayScore!.confidence).toBeLessThan(80);
  });
});
