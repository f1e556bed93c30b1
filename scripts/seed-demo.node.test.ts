import { describe, expect, it } from "vitest";
import { DEMO_ARTICLES } from "../db/seed/demo-articles";
import { gameFacts } from "../worker/services/ai/builtin/facts";
import { MAX_WORDS } from "../worker/services/ai/builtin/recap";
import { wordCount } from "../worker/services/ai/builtin/text";
import { checkClaims } from "../worker/services/ai/claims/check";
import { firstNamedTeam, namingProblems } from "../worker/services/ai/test/recap-rules";
import { demoBrief, demoContent } from "./seed-demo";

describe("demo recaps are written by the built-in writer from their own data", () => {
  DEMO_ARTICLES.forEach((article, index) => {
    if (article.type !== "game_recap") return;
    it(article.title, () => {
      const brief = demoBrief(article, index + 1);
      const text = demoContent(article, index);
      const f = gameFacts(brief);
      const lede = text.split("\n\n")[0]!;
      expect(lede).toMatch(new RegExp(`\\b${f.winner.score}\\b.*\\b${f.loser.score}\\b`));
      expect(lede.indexOf(f.winner.name)).toBeLessThan(lede.indexOf(f.loser.name));
      expect(firstNamedTeam(text, brief)).toBe(f.winner.name);
      expect(namingProblems(text, brief)).toEqual([]);
      expect(wordCount(text)).toBeLessThanOrEqual(MAX_WORDS);
      expect(checkClaims(text, brief).problems).toEqual([]);
      if (article.keyMoments) expect(text).toContain(article.keyMoments.split(". ")[0]!.replace(/\.$/, ""));
    });
  });
});
