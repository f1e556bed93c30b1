import { describe, expect, it } from "vitest";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { newsBrief, PERSONAS } from "../test/fixtures";
import { MAX_WORDS } from "./recap";
import { wordCount } from "./text";

const FIRST =
  "The Austin Outlaws acquired cornerback Jalen Price from the Portland Lumberjacks for a 2027 second-round pick.";
const SECOND = "Price had 4 interceptions last season. He joins the Outlaws this week.";

describe("news by the built-in writer", () => {
  for (const persona of PERSONAS) {
    it(`${persona.id}: leads with the news, keeps the author's paragraphs word for word, adds only a take`, () => {
      const brief = newsBrief({ persona, details: `${FIRST}\n\n${SECOND}` });
      const text = writeBuiltinArticle(brief);
      const paragraphs = text.split("\n\n");
      expect(paragraphs).toHaveLength(3);
      expect(paragraphs[0]).toContain("Outlaws trade for star corner Jalen Price");
      expect(paragraphs[0]!.endsWith(FIRST)).toBe(true);
      expect(paragraphs[1]).toBe(SECOND);
      expect(paragraphs[2]).toMatch(/trade/);
      expect(text).not.toMatch(/leads our coverage|league sources/i);
      expect(checkClaims(text, brief).problems).toEqual([]);
    });
  }

  it("each persona's take differs", () => {
    const takes = PERSONAS.map((persona) => writeBuiltinArticle(newsBrief({ persona })).split("\n\n").at(-1));
    expect(new Set(takes).size).toBe(PERSONAS.length);
  });

  it("keeps the author's quotes verbatim, and cuts long details at a sentence within the length", () => {
    const quoted = writeBuiltinArticle(newsBrief({ playerQuotes: '"I am ready to go," Price said.' }));
    expect(quoted).toContain('"I am ready to go," Price said.');
    const details = Array.from(
      { length: 40 },
      (_, i) => `Sentence ${i + 1} of the report says something about the deal.`,
    );
    const long = writeBuiltinArticle(
      newsBrief({ details: `${details.slice(0, 5).join(" ")}\n\n${details.slice(5).join(" ")}` }),
    );
    expect(wordCount(long)).toBeLessThanOrEqual(MAX_WORDS);
    expect(long).toContain(details.slice(0, 5).join(" "));
    expect(long).toMatch(/deal\.\n\n/);
  });

  it("with no details, the title is the news", () => {
    const text = writeBuiltinArticle(newsBrief({ details: "" }));
    expect(text.split("\n\n")[0]).toContain("Outlaws trade for star corner Jalen Price");
  });
});
