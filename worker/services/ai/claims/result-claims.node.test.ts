// Result claims against the fixture: the Austin Outlaws beat the Portland Lumberjacks 27-20.
import { describe, expect, it } from "vitest";
import { recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";

const problems = (text: string) => checkClaims(text, recapBrief()).problems;
const WRONG_WINNER =
  "The Austin Outlaws beat the Portland Lumberjacks 27-20; the draft says the Portland Lumberjacks won.";
const WRONG_LOSER = "The Austin Outlaws beat the Portland Lumberjacks 27-20; the draft says the Austin Outlaws lost.";

describe("result claims", () => {
  it("passes the true result, score, margin and total in any format", () => {
    for (const text of [
      "The Austin Outlaws beat the Portland Lumberjacks 27-20.",
      "The Lumberjacks fell to the Outlaws 27–20.",
      "It ended 27—20 for the Outlaws.",
      "The Outlaws won 27 to 20, a 7-point win.",
      "The Outlaws held off the Lumberjacks by seven.",
      "The two sides combined for 47 points.",
      "The Outlaws' 27-20 win over the Lumberjacks was earned.",
      "It was a loss for the Lumberjacks.",
      "The Outlaws held the Lumberjacks to 20 points.",
    ])
      expect([text, problems(text)]).toEqual([text, []]);
  });

  it("catches the loser said to have won, in any phrasing", () => {
    expect(problems("The Portland Lumberjacks beat the Austin Outlaws 27-20.")).toEqual([WRONG_WINNER, WRONG_LOSER]);
    expect(problems("The Outlaws fell to the Lumberjacks.")).toEqual([WRONG_LOSER, WRONG_WINNER]);
    expect(problems("The Lumberjacks won a thriller.")).toEqual([WRONG_WINNER]);
    expect(problems("A win over the Outlaws.")).toEqual([WRONG_LOSER]);
  });

  it("catches a wrong score in every format", () => {
    for (const score of ["27-21", "27–21", "27—21", "27 to 21", "twenty-seven to twenty-one"])
      expect(problems(`The Outlaws won ${score}.`)).toEqual([`"${score}" is not the final score, which was 27-20.`]);
  });

  it("catches a wrong margin, total or team score", () => {
    expect(problems("The Outlaws won by ten.")).toEqual(["The margin was 7 points, not ten."]);
    expect(problems("It was a 3-point victory.")).toEqual(["The margin was 7 points, not 3."]);
    expect(problems("The teams combined for 50 points.")).toEqual(["The teams scored 47 points combined, not 50."]);
    expect(problems("The Outlaws held the Lumberjacks to 17.")).toEqual([
      "The Portland Lumberjacks scored 20, not 17.",
    ]);
    expect(problems("The Outlaws shut out the Lumberjacks.")).toEqual([
      "No team was held scoreless: the final score was 27-20.",
    ]);
  });

  it("the game date is no score the author typed: a wrong score made of its month and day is caught", () => {
    // "2026-11-27" holds 11-27; read as a score pair it let "27-11" pass as the author's own.
    const brief = recapBrief({ gameDate: "2026-11-27" });
    for (const score of ["27-11", "27–11", "27 to 11"])
      expect(checkClaims(`The final was ${score}.`, brief).problems).toEqual([
        `"${score}" is not the final score, which was 27-20.`,
      ]);
    expect(checkClaims("The Outlaws won 27-20 on 2026-11-27.", brief).ok).toBe(true);
  });

  it("a score the author typed (a halftime score in key moments) may be repeated", () => {
    const brief = recapBrief({ keyMoments: "The Outlaws led 14-3 at halftime." });
    expect(checkClaims("The Outlaws led 14-3 at halftime.", brief).ok).toBe(true);
  });
});
