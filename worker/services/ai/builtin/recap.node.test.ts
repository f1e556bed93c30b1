import { describe, expect, it } from "vitest";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { gameBrief, PERSONAS, recapBrief } from "../test/fixtures";
import { firstNamedTeam, namingProblems } from "../test/recap-rules";
import { gameFacts } from "./facts";
import { MAX_WORDS } from "./recap";
import { sentencesOf, wordCount } from "./text";
import { VOICES } from "./voices";

const paragraphs = (text: string) => text.split("\n\n");
const lede = (text: string) => paragraphs(text)[0]!;

describe("recaps by game shape", () => {
  it("one-score: the lede gives the margin, and what decided it (the turnovers, its angle) follows in the lede", () => {
    const brief = recapBrief({ homeScore: 27, awayScore: 24 });
    const text = writeBuiltinArticle(brief);
    expect(gameFacts(brief).shape).toBe("one-score");
    expect(lede(text)).toMatch(/Austin Outlaws.*Portland Lumberjacks/);
    expect(lede(text)).toContain("27-24");
    expect(lede(text)).toMatch(/\b3\b/);
    // The Lumberjacks threw 2 interceptions; the Outlaws none.
    expect(lede(text)).toMatch(/2 interceptions/);
  });

  it("blowout: the lede gives the margin and the team totals come right after", () => {
    const text = writeBuiltinArticle(recapBrief({ homeScore: 45, awayScore: 10 }));
    expect(lede(text)).toContain("45-10");
    expect(lede(text)).toMatch(/\b35\b/);
    for (const total of ["301", "112", "288"]) expect(paragraphs(text)[1]).toContain(total);
  });

  it("shootout: the loser's points are in the lede and both offences follow", () => {
    const text = writeBuiltinArticle(recapBrief({ homeScore: 42, awayScore: 35, persona: PERSONAS[4]! }));
    expect(lede(text)).toMatch(/\b35\b/);
    const body = paragraphs(text).slice(1, 3).join(" ");
    expect(body).toContain("Cal Brewer");
    expect(body).toContain("Ty Harlan");
  });

  it("defensive battle: the defence comes right after the lede", () => {
    const text = writeBuiltinArticle(recapBrief({ homeScore: 13, awayScore: 6, persona: PERSONAS[1]! }));
    expect(lede(text)).toContain("13-6");
    // The defender who forced the turnovers is told with them in the lede (weave.ts), or right after it.
    expect(paragraphs(text).slice(0, 2).join(" ")).toContain("Reggie Stone");
  });

  it("upset: the typed favourite is named as such and the winner still leads", () => {
    const brief = recapBrief({ homeScore: 20, awayScore: 27, details: "The Outlaws were the favourites." });
    const text = writeBuiltinArticle(brief);
    expect(lede(text)).toMatch(/Portland Lumberjacks.*Austin Outlaws/);
    expect(lede(text)).toMatch(/favou?r/);
    expect(checkClaims(text, brief).problems).toEqual([]);
  });

  it("tie: both teams and the score, no winner, no closing that names one", () => {
    const text = writeBuiltinArticle(recapBrief({ homeScore: 21, awayScore: 21 }));
    expect(lede(text)).toContain("21-21");
    expect(lede(text)).toContain("Austin Outlaws");
    expect(lede(text)).toContain("Portland Lumberjacks");
    expect(text).not.toMatch(/\bwin(s|ners?)?\b/);
  });

  it("thin data: no player rows gives a short recap of the facts there are", () => {
    const brief = recapBrief({ players: [], details: "" });
    const text = writeBuiltinArticle(brief);
    expect(lede(text)).toContain("27-20");
    expect(wordCount(text)).toBeLessThan(80);
    expect(checkClaims(text, brief).problems).toEqual([]);
  });
});

describe("recaps by persona", () => {
  for (const persona of PERSONAS) {
    it(`${persona.id}: winner first, every player with his team, the verdicts the numbers allow, every fact grounded`, () => {
      const brief = recapBrief({ persona, playerQuotes: "Cal Brewer: We trusted the plan all week." });
      const text = writeBuiltinArticle(brief);
      expect(lede(text).indexOf("Austin Outlaws")).toBeLessThan(lede(text).indexOf("Portland Lumberjacks"));
      expect(lede(text)).toContain("27-20");
      expect(firstNamedTeam(text, brief)).toBe("Austin Outlaws");
      expect(namingProblems(text, brief)).toEqual([]);
      expect(text).toContain("Cal Brewer");
      expect(text).toMatch(/301 (passing )?yards/);
      // Harlan's 2 interceptions are said whenever he is named; a 71% passer is never called inaccurate.
      if (text.includes("Harlan")) expect(text).toMatch(/2 interceptions/);
      expect(wordCount(text)).toBeLessThanOrEqual(MAX_WORDS);
      expect(checkClaims(text, brief).problems).toEqual([]);
    });
  }

  it("each voice has at least 6 openings and 6 closings", () => {
    for (const [id, voice] of Object.entries(VOICES)) {
      expect(voice.openings.length, id).toBeGreaterThanOrEqual(6);
      expect(voice.closings.length, id).toBeGreaterThanOrEqual(6);
    }
    expect(Object.keys(VOICES).sort()).toEqual(PERSONAS.map((p) => p.id).sort());
  });

  it("two personas writing the same game share no sentence", () => {
    for (let i = 0; i < PERSONAS.length; i++)
      for (let j = i + 1; j < PERSONAS.length; j++) {
        // The author's quotes are the same words in every voice.
        const own = (text: string) => sentencesOf(text).filter((s) => !s.includes('"'));
        const a = own(writeBuiltinArticle(gameBrief(7, PERSONAS[i]!)));
        const b = new Set(own(writeBuiltinArticle(gameBrief(7, PERSONAS[j]!))));
        expect(
          a.filter((s) => b.has(s)),
          `${PERSONAS[i]!.id} / ${PERSONAS[j]!.id}`,
        ).toEqual([]);
      }
  });

  it("ten recaps by one persona repeat no sentence, and the same article always reads the same", () => {
    for (const persona of PERSONAS) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 10; seed++)
        for (const s of sentencesOf(writeBuiltinArticle(gameBrief(seed, persona)))) {
          expect(seen.has(s), `${persona.id}: ${s}`).toBe(false);
          seen.add(s);
        }
    }
    expect(writeBuiltinArticle(gameBrief(3))).toBe(writeBuiltinArticle(gameBrief(3)));
  });
});
