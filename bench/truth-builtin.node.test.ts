// Issue 14: the built-in writer's own stories pass the claim checker on every truth-benchmark game
// (the same 1,000 seeds and personas `npm run bench:truth` reports on).
import { describe, expect, it } from "vitest";
import { PERSONAS } from "../db/domain";
import { generateGame } from "../db/seed/games";
import { writeBuiltinArticle } from "../worker/services/ai/builtin";
import { checkClaims } from "../worker/services/ai/claims/check";
import { briefFromGame } from "./truth-drafts";

const personas = PERSONAS.map((p) => ({ id: p.id, name: p.name, role: p.role, style: p.style }));

describe("the built-in writer on the truth benchmark's games", () => {
  it("passes the claim checker on all 1,000", () => {
    const refused: string[] = [];
    for (let seed = 1; seed <= 1000; seed++) {
      const brief = briefFromGame(generateGame(seed), personas[seed % personas.length]!, seed);
      const check = checkClaims(writeBuiltinArticle(brief), brief);
      if (!check.ok) refused.push(`seed ${seed}: ${check.problems.join(" | ")}`);
    }
    expect(refused).toEqual([]);
  }, 60_000);
});
