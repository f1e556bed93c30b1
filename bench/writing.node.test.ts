import { describe, expect, it } from "vitest";
import { gameFacts } from "../worker/services/ai/builtin/facts";
import { MAX_WORDS } from "../worker/services/ai/builtin/recap";
import { wordCount } from "../worker/services/ai/builtin/text";
import { firstNamedTeam, namingProblems } from "../worker/services/ai/test/recap-rules";
import { benchmarkRecaps, claimProblems, isFiller, sentences } from "./writing-metrics";

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
