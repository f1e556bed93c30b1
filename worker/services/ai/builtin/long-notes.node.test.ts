// Long typed notes (issue 38 item 4): every word the author typed stays, and the story's own prose
// gives way around it so the whole stays within MAX_WORDS (decision 130's 225), down to the lede's
// result and the author's words when those alone are longer.
import { describe, expect, it } from "vitest";
import { ledgerBrief, ledgerSeason } from "../../ledger/test/ledger-season";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { PERSONAS } from "../test/fixtures";
import { MAX_WORDS } from "./recap";
import { sentencesOf, wordCount } from "./text";

const data = ledgerSeason();
const NOTE = [
  "The crowd stayed loud through every snap of the second half.",
  "Both coaches called the game the most physical of the season so far.",
  "Rain fell for most of the night and the footing never improved.",
  "The home side wore its throwback uniforms for the first time this year.",
  "A long injury timeout in the third quarter slowed the rhythm of both offences.",
  "The visiting fans travelled in numbers and made themselves heard.",
  "After the game the winning locker room played music until well past midnight.",
  "Several players said the film session this week will be a long one.",
];
const notes = (n: number) => Array.from({ length: n }, (_, i) => NOTE[i % NOTE.length]!).join(" ");

describe("long typed notes", () => {
  it("keep every typed sentence, and the story fits around them within the limit", () => {
    for (const persona of PERSONAS)
      for (const count of [8, 12]) {
        const brief = ledgerBrief(data, 2, 1, { persona, gameSummary: notes(count) });
        const text = writeBuiltinArticle(brief);
        expect(wordCount(notes(count)), "the notes alone fit").toBeLessThan(MAX_WORDS - 40);
        expect(wordCount(text), `${persona.id} ${count}\n${text}`).toBeLessThanOrEqual(MAX_WORDS);
        for (const s of NOTE) expect(sentencesOf(text), persona.id).toContain(s);
        expect(text).toContain("Mesa Rattlers");
        expect(checkClaims(text, brief).problems, text).toEqual([]);
      }
  });

  it("notes longer than the limit are kept whole beside the lede's result, and nothing else", () => {
    for (const persona of PERSONAS) {
      const typed = notes(24);
      const brief = ledgerBrief(data, 2, 1, { persona, gameSummary: typed });
      const text = writeBuiltinArticle(brief);
      for (const s of NOTE) expect(sentencesOf(text)).toContain(s);
      expect(text).toMatch(/20-17/);
      expect(wordCount(text) - wordCount(typed), `${persona.id}\n${text}`).toBeLessThanOrEqual(45);
    }
  });
});
