import { describe, expect, it } from "vitest";
import { recapBrief } from "../test/fixtures";
import { gameFacts, qbVerdict, receiverVerdict, runnerVerdict } from "./facts";

const score = (homeScore: number, awayScore: number, details = "") =>
  gameFacts(recapBrief({ homeScore, awayScore, details }));

describe("game shape", () => {
  it("reads the shape from the score: tie, one-score, comfortable, blowout, shootout, defensive; 3 or less is always close", () => {
    expect(score(21, 21).shape).toBe("tie");
    expect(score(27, 24).shape).toBe("one-score");
    expect(score(27, 14).shape).toBe("comfortable");
    expect(score(45, 10).shape).toBe("blowout");
    expect(score(42, 35).shape).toBe("shootout");
    expect(score(38, 35).shape).toBe("one-score");
    expect(score(13, 6).shape).toBe("defensive");
    expect(score(12, 11).shape).toBe("one-score");
    expect(score(10, 13).winner.name).toBe("Portland Lumberjacks");
  });

  it("is an upset when the author's text names the loser as the favourite, and only then", () => {
    expect(score(20, 27, "The Outlaws came in as heavy favourites.").shape).toBe("upset");
    expect(score(27, 20, "The Outlaws were favored.").shape).toBe("one-score");
    expect(score(20, 27, "Both sides were called the favorite by someone.").shape).toBe("one-score");
  });

  it("sums each side's totals from the rows", () => {
    const f = score(27, 20);
    expect(f.winner).toMatchObject({ passingYards: 301, rushingYards: 112, sacks: 2, interceptionsMade: 1 });
    expect(f.loser).toMatchObject({ passingYards: 288, rushingYards: null, interceptionsThrown: 2, sacks: null });
  });
});

describe("verdicts follow the thresholds", () => {
  const qb = { id: "q", name: "Q", team: "T", position: "QB" as const };
  it("a 47% passer is poor, a 71% passer good, 2 interceptions poor whatever else", () => {
    expect(qbVerdict({ ...qb, completions: 14, attempts: 30, passingYards: 250 })).toBe("poor");
    expect(qbVerdict({ ...qb, completions: 22, attempts: 31, passingYards: 301 })).toBe("good");
    expect(qbVerdict({ ...qb, completions: 22, attempts: 31, interceptions: 2 })).toBe("poor");
    expect(qbVerdict({ ...qb, completions: 17, attempts: 30, interceptions: 1 })).toBe("plain");
    expect(qbVerdict({ ...qb, completions: 5, attempts: 9 })).toBe("plain");
  });
  it("runners on the whole line: yards per carry, yards and touchdowns; a back's fumble takes the praise, not the yards", () => {
    const rb = { id: "r", name: "R", team: "T", position: "RB" as const };
    expect(runnerVerdict({ ...rb, carries: 19, rushingYards: 112 })).toBe("good");
    expect(runnerVerdict({ ...rb, carries: 15, rushingYards: 45 })).toBe("poor");
    expect(runnerVerdict({ ...rb, carries: 4, rushingYards: 40 })).toBe("plain");
    // 7.9 yards a carry with one fumble: not praised, and never "poor" (the yards say otherwise).
    expect(runnerVerdict({ ...rb, carries: 19, rushingYards: 150, fumbles: 1 })).toBe("plain");
    expect(runnerVerdict({ ...rb, carries: 19, rushingYards: 150, fumbles: 3 })).toBe("plain");
    // A hundred yards is a good day even at 4.2 a carry; a poor average with two touchdowns is not poor.
    expect(runnerVerdict({ ...rb, carries: 24, rushingYards: 101 })).toBe("good");
    expect(runnerVerdict({ ...rb, carries: 15, rushingYards: 45, rushingTouchdowns: 2 })).toBe("plain");
    // A poor average stays poor with a fumble, and a fumble on few carries is plain.
    expect(runnerVerdict({ ...rb, carries: 15, rushingYards: 45, fumbles: 1 })).toBe("poor");
    expect(runnerVerdict({ ...rb, carries: 3, rushingYards: 8, fumbles: 1 })).toBe("plain");
  });
  it("receivers by catch rate on enough targets", () => {
    const wr = { id: "w", name: "W", team: "T", position: "WR" as const };
    expect(receiverVerdict({ ...wr, receptions: 8, targets: 11, receivingYards: 90 })).toBe("good");
    expect(receiverVerdict({ ...wr, receptions: 4, targets: 10, receivingYards: 120 })).toBe("poor");
    expect(receiverVerdict({ ...wr, receptions: 3, targets: 4, receivingYards: 30 })).toBe("plain");
  });
});
