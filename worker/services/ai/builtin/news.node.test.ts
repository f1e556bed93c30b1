import { describe, expect, it } from "vitest";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { newsBrief, PERSONAS } from "../test/fixtures";
import { sentencesOf } from "./text";

const FIRST =
  "The Austin Outlaws acquired cornerback Jalen Price from the Portland Lumberjacks for a 2027 second-round pick.";
const SECOND = "Price had 4 interceptions last season. He joins the Outlaws this week.";

describe("news by the built-in writer", () => {
  for (const persona of PERSONAS) {
    it(`${persona.id}: leads with the news, keeps the author's paragraphs word for word, adds nothing else`, () => {
      const brief = newsBrief({ persona, details: `${FIRST}\n\n${SECOND}` });
      const text = writeBuiltinArticle(brief);
      const paragraphs = text.split("\n\n");
      expect(paragraphs).toHaveLength(2);
      expect(paragraphs[0]).toContain("Outlaws trade for star corner Jalen Price");
      expect(paragraphs[0]!.endsWith(FIRST)).toBe(true);
      expect(paragraphs[1]).toBe(SECOND);
      expect(text).not.toMatch(/leads our coverage|league sources|what it means next|the details above/i);
      expect(checkClaims(text, brief).problems).toEqual([]);
    });
  }

  it("each persona's lead-in differs", () => {
    const leads = PERSONAS.map((persona) =>
      writeBuiltinArticle(newsBrief({ persona })).split("\n\n")[0]!.replace(FIRST, ""),
    );
    expect(new Set(leads).size).toBeGreaterThan(PERSONAS.length / 2);
  });

  it("keeps every typed fact: the quotes verbatim and long details whole, never cut for length", () => {
    const quoted = writeBuiltinArticle(newsBrief({ playerQuotes: '"I am ready to go," Price said.' }));
    expect(quoted).toContain('"I am ready to go," Price said.');
    const details = Array.from(
      { length: 40 },
      (_, i) => `Sentence ${i + 1} of the report says the deal carries ${i + 3} million dollars.`,
    );
    for (const persona of PERSONAS) {
      const long = writeBuiltinArticle(
        newsBrief({ persona, details: `${details.slice(0, 5).join(" ")}\n\n${details.slice(5).join(" ")}` }),
      );
      for (const sentence of details) expect(sentencesOf(long), persona.id).toContain(sentence);
    }
  });

  it("with no details, a short honest article: the title is the news, and nothing pads it", () => {
    for (const persona of PERSONAS) {
      const text = writeBuiltinArticle(newsBrief({ persona, details: "" }));
      expect(text.split("\n\n")).toHaveLength(1);
      expect(text).toContain("Outlaws trade for star corner Jalen Price");
      expect(sentencesOf(text).length, text).toBeLessThanOrEqual(2);
    }
  });
});
