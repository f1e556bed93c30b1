// The author's notes placed where they belong (issue 38 item 4, decision 298): a note about a player
// follows that player's line, one about a team follows that team's, one about a play follows what
// decided the game, and one about the game as a whole follows the lede; word for word, no label.
import { describe, expect, it } from "vitest";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { PERSONAS, recapBrief } from "../test/fixtures";
import { sentencesOf } from "./text";

const PLAYER = "Cal Brewer shook off an early hit and stayed in the game.";
const LOSER = "The Lumberjacks arrived late after a bus breakdown.";
const DRIVE = "The winning drive took eleven plays.";
const GAME = "Big divisional game.";

describe("the author's notes in the story", () => {
  for (const persona of PERSONAS)
    it(`${persona.id}: each note follows what it talks about, never alone at a paragraph's end`, () => {
      const brief = recapBrief({ persona, gameSummary: `${PLAYER} ${LOSER} ${DRIVE}` });
      const text = writeBuiltinArticle(brief);
      const paragraphs = text.split("\n\n").map(sentencesOf);
      const where = (s: string) => {
        const p = paragraphs.findIndex((x) => x.includes(s));
        return { p, i: paragraphs[p]?.indexOf(s) ?? -1 };
      };
      const previous = (s: string) => {
        const { p, i } = where(s);
        expect(i, `${s}\n${text}`).toBeGreaterThan(0);
        return paragraphs[p]![i - 1]!;
      };
      // Right after the sentence that carries that player's, that team's, or the deciding play's numbers.
      expect(previous(PLAYER)).toMatch(/Brewer/);
      expect(previous(PLAYER)).toMatch(/301 (?:passing )?yards/);
      expect(previous(LOSER)).toMatch(/Lumberjacks|Harlan/);
      expect(previous(DRIVE)).toMatch(/interceptions/);
      expect(where(GAME).p).toBe(0);
      expect(checkClaims(text, brief).problems).toEqual([]);
    });
});
