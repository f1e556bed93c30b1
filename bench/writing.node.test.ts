import { describe, expect, it } from "vitest";
import { gameFacts } from "../worker/services/ai/builtin/facts";
import { MAX_WORDS } from "../worker/services/ai/builtin/recap";
import { wordCount } from "../worker/services/ai/builtin/text";
import { firstNamedTeam, namingProblems } from "../worker/services/ai/test/recap-rules";
import { benchmarkRecaps, claimProblems, isFiller, laterMentions, sentences } from "./writing-metrics";
import { seasonRecaps } from "./writing-season";

describe("the writing benchmark's 100 recaps", () => {
  const written = benchmarkRecaps(100);

  it("all pass the claim checker", () => {
    expect(written.map(claimProblems).filter((p) => p.length > 0)).toEqual([]);
  });

  it("have no filler, stay within the length, and name the winner's player first, each with his team", () => {
    for (const w of written) {
      const where = `${w.brief.persona.id} seed ${w.brief.articleId}`;
      expect(
        sentences(w.text).filter((s) => isFiller(s, w.brief)),
        where,
      ).toEqual([]);
      expect(wordCount(w.text), where).toBeLessThanOrEqual(MAX_WORDS);
      expect(namingProblems(w.text, w.brief), where).toEqual([]);
      expect(firstNamedTeam(w.text, w.brief), where).toBe(gameFacts(w.brief).winner.name);
    }
  });
});

describe("the export league's 108 recaps and the 100 generated games (issue 38 item 3)", () => {
  const written = [...seasonRecaps(true), ...benchmarkRecaps(100)];

  it("name each player in full first and by surname after, in the final text, and pass the claim checker", () => {
    for (const w of written) {
      const where = `${w.brief.persona.id} article ${w.brief.articleId}`;
      expect(laterMentions(w).problems, where).toEqual([]);
      expect(claimProblems(w), where).toEqual([]);
    }
    // Not vacuous: later mentions by surname are there to be read.
    expect(written.reduce((n, w) => n + laterMentions(w).bySurname, 0)).toBeGreaterThan(100);
  });
});
