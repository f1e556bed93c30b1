import { describe, expect, it } from "vitest";
import { MAX_WORDS, MIN_WORDS, wordCount, writeBuiltinArticle } from "./builtin";
import { checkClaims } from "./claims/check";
import { newsBrief, PERSONAS, recapBrief } from "./test/fixtures";

describe("builtin writer: game recaps", () => {
  for (const persona of PERSONAS) {
    it(`${persona.id}: winner, score, teams and performers, 150-300 words, every fact grounded`, () => {
      const brief = recapBrief({ persona });
      const text = writeBuiltinArticle(brief);
      const lede = text.split("\n\n")[0]!;
      expect(lede).toContain("Austin Outlaws");
      expect(lede).toContain("Portland Lumberjacks");
      expect(lede).toContain("27-20");
      // The winner is named before the loser in every lede.
      expect(lede.indexOf("Austin Outlaws")).toBeLessThan(lede.indexOf("Portland Lumberjacks"));
      for (const name of ["Cal Brewer", "Dante Rhodes", "Miles Okafor", "Reggie Stone"]) expect(text).toContain(name);
      expect(text).toContain("22-of-31 for 301 yards and 3 touchdowns");
      const words = wordCount(text);
      expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words).toBeLessThanOrEqual(MAX_WORDS);
      expect(checkClaims(text, brief)).toEqual({ ok: true, problems: [] });
    });
  }

  it("the away side can win, and a tie is reported as a tie", () => {
    const away = writeBuiltinArticle(recapBrief({ homeScore: 10, awayScore: 13 }));
    const lede = away.split("\n\n")[0]!;
    expect(lede).toContain("13-10");
    expect(lede.indexOf("Portland Lumberjacks")).toBeLessThan(lede.indexOf("Austin Outlaws"));
    const tie = writeBuiltinArticle(recapBrief({ homeScore: 21, awayScore: 21 }));
    expect(tie.split("\n\n")[0]).toMatch(/21-21/);
    expect(tie).toMatch(/tie|level|deadlock|finished/);
  });

  it("uses the typed key moment as the turning point and the quotes word for word", () => {
    const brief = recapBrief({
      persona: PERSONAS[8]!,
      keyMoments: "Reggie Stone picked off Ty Harlan at the goal line with 2 minutes left.",
      playerQuotes: "Cal Brewer: We trusted the plan all week.",
    });
    const text = writeBuiltinArticle(brief);
    expect(text).toContain("Reggie Stone picked off Ty Harlan at the goal line with 2 minutes left.");
    expect(text).toContain('"Cal Brewer: We trusted the plan all week."');
    expect(checkClaims(text, brief).ok).toBe(true);
  });

  it("finds a turning point in the box score when none is typed (the winner's takeaway)", () => {
    const text = writeBuiltinArticle(recapBrief());
    expect(text).toContain("Reggie Stone came up with 1 interception");
  });

  it("with no player rows still writes 150+ grounded words from the typed data", () => {
    const brief = recapBrief({ players: [], persona: PERSONAS[3]! });
    const text = writeBuiltinArticle(brief);
    expect(wordCount(text)).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(checkClaims(text, brief).ok).toBe(true);
  });

  it("different personas read differently, and the article id varies the text", () => {
    const texts = PERSONAS.map((persona) => writeBuiltinArticle(recapBrief({ persona })));
    const ledes = new Set(texts.map((t) => t.split("\n\n")[0]));
    const closes = new Set(texts.map((t) => t.split("\n\n").at(-1)));
    expect(ledes.size).toBe(PERSONAS.length);
    expect(closes.size).toBe(PERSONAS.length);
    const other = writeBuiltinArticle(recapBrief({ articleId: 8 }));
    expect(other).not.toBe(texts[0]);
    expect(writeBuiltinArticle(recapBrief())).toBe(texts[0]);
  });
});

describe("builtin writer: news", () => {
  for (const persona of PERSONAS) {
    it(`${persona.id}: title and details, 150-300 words, grounded`, () => {
      const brief = newsBrief({ persona });
      const text = writeBuiltinArticle(brief);
      expect(text.split("\n\n")[0]).toContain("Outlaws trade for star corner Jalen Price");
      expect(text).toContain("for a 2027 second-round pick");
      const words = wordCount(text);
      expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words).toBeLessThanOrEqual(MAX_WORDS);
      expect(checkClaims(text, brief)).toEqual({ ok: true, problems: [] });
    });
  }

  it("long details are cut at a sentence so the story stays under 300 words", () => {
    const details = Array.from(
      { length: 40 },
      (_, i) => `Sentence ${i + 1} of the report says something about the deal.`,
    ).join(" ");
    const text = writeBuiltinArticle(newsBrief({ details }));
    expect(wordCount(text)).toBeLessThanOrEqual(MAX_WORDS);
    expect(text).toMatch(/deal\.\n\n/);
  });
});
