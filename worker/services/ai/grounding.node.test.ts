import { describe, expect, it } from "vitest";
import { capitalisedRuns, checkGrounding, numbersIn } from "./grounding";
import { newsBrief, PERSONAS, recapBrief } from "./test/fixtures";

const CORRECT = [
  "The Austin Outlaws beat the Portland Lumberjacks 27-20 on Sunday, a 7-point margin in a game that produced 47 points.",
  "Cal Brewer went 22-of-31 for 301 yards and three touchdowns, a 71% completion rate. Miles Okafor caught 8 passes for 143 yards and two scores.",
  "Dante Rhodes added 112 yards on 19 carries (5.9 per carry). In the fourth quarter, Reggie Stone sacked Ty Harlan twice.",
  'Coach Marcus Vale put it simply: "Execution wins." The Outlaws\' defense forced 2 interceptions from Harlan.',
].join("\n\n");

describe("grounding check", () => {
  it("passes a correct draft, with derivations (margin, total, rates) and number words", () => {
    expect(checkGrounding(CORRECT, recapBrief())).toEqual({ ok: true, problems: [] });
  });

  it("catches an invented score", () => {
    // 31 is a real number in the box score (attempts), but not a score.
    expect(checkGrounding(CORRECT.replace("27-20", "31-20"), recapBrief())).toEqual({
      ok: false,
      problems: ["The score 31-20 does not match the final score (Austin Outlaws 27, Portland Lumberjacks 20)."],
    });
    expect(checkGrounding(CORRECT.replace("27-20", "28-20"), recapBrief()).problems).toEqual([
      "The score 28-20 does not match the final score (Austin Outlaws 27, Portland Lumberjacks 20).",
      "The number 28 is not in the game data or the author's text.",
    ]);
  });

  it("catches an invented player, alone or with a real surname", () => {
    const draft = `${CORRECT}\n\nBackup Jordan Mills also chipped in, as did Cal Jenkins.`;
    expect(checkGrounding(draft, recapBrief()).problems).toEqual([
      '"Backup Jordan Mills" is not a player, team or person in the data.',
      '"Cal Jenkins" is not a player, team or person in the data.',
    ]);
  });

  it("catches an invented yardage, as digits or as words", () => {
    expect(checkGrounding(CORRECT.replace("112 yards", "124 yards"), recapBrief()).problems).toEqual([
      "The number 124 is not in the game data or the author's text.",
    ]);
    expect(checkGrounding(`${CORRECT} Okafor also had a forty-four yard catch.`, recapBrief()).problems).toEqual([
      "The number forty-four is not in the game data or the author's text.",
    ]);
  });

  it("a lone capitalised word mid-sentence must be known; acronyms and vocabulary are fine", () => {
    expect(
      checkGrounding(
        "The Outlaws won. The MVP was Brewer, and the NFL noticed on Sunday in the Super Bowl race.",
        recapBrief(),
      ).ok,
    ).toBe(true);
    expect(checkGrounding("The Outlaws won, and then Smith scored late.", recapBrief()).problems).toEqual([
      '"Smith" is not a player, team or person in the data.',
    ]);
  });

  it("news: names and numbers from the details are allowed; others are not", () => {
    const brief = newsBrief();
    expect(checkGrounding("Jalen Price is headed to Austin for a 2027 pick after 4 interceptions.", brief).ok).toBe(
      true,
    );
    expect(checkGrounding("Jalen Price joins Derek Moss after 5 interceptions.", brief).problems).toEqual([
      "The number 5 is not in the game data or the author's text.",
      '"Derek Moss" is not a player, team or person in the data.',
    ]);
  });

  it("the persona's own edition mention (season-26) is not a game fact", () => {
    const brief = recapBrief({ persona: PERSONAS[0]! });
    expect(checkGrounding("The season-26 engine rewarded the Outlaws.", brief).ok).toBe(true);
    expect(checkGrounding("The Outlaws scored 26 in the second half.", brief).ok).toBe(false);
  });

  it("parses numbers the way a reader does", () => {
    expect(
      numbersIn("1,024 yards, 4.5 per carry, 24-17, 4th-and-2, twenty-one, a two-minute drill").map((n) => n.value),
    ).toEqual([1024, 4.5, 24, 17, 2, 21]);
    expect(capitalisedRuns('He said "We Won" and Cal Brewer smiled.\nBig Game')).toEqual([
      { run: ["He"], atStart: true },
      { run: ["We", "Won"], atStart: true },
      { run: ["Cal", "Brewer"], atStart: false },
      { run: ["Big", "Game"], atStart: true },
    ]);
  });
});
