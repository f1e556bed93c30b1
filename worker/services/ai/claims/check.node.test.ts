// The checker as a whole: a correct recap passes; news is checked against its typed details.
import { describe, expect, it } from "vitest";
import { newsBrief, PERSONAS, recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";

const CORRECT = [
  "The Austin Outlaws beat the Portland Lumberjacks 27-20 on Sunday, a 7-point margin in a game that produced 47 points.",
  "Cal Brewer went 22-of-31 for 301 yards and three touchdowns, a 71% completion rate. Miles Okafor caught 8 passes for 143 yards and two scores.",
  "Dante Rhodes added 112 yards on 19 carries (5.9 per carry). Reggie Stone sacked Ty Harlan twice.",
  "The Outlaws' defense forced 2 interceptions from Harlan.",
].join("\n\n");

describe("checkClaims", () => {
  it("passes a correct recap, with the written derivations (margin, total, rates)", () => {
    expect(checkClaims(CORRECT, recapBrief())).toEqual({ ok: true, problems: [] });
  });

  it("a number no claim reader understands must still be in the data", () => {
    expect(checkClaims(`${CORRECT} It was 345 of something.`, recapBrief()).problems).toEqual([
      "The number 345 is not in the game data or the author's text.",
    ]);
  });

  it("news: names and numbers from the details are allowed; others are not", () => {
    const brief = newsBrief();
    expect(checkClaims("Jalen Price is headed to Austin for a 2027 pick after 4 interceptions.", brief).ok).toBe(true);
    expect(checkClaims("Jalen Price joins Derek Moss after 5 interceptions.", brief).problems).toEqual([
      "The number 5 is not in the game data or the author's text.",
      '"Derek Moss" is not a player, team or person in the data.',
    ]);
  });

  it("the persona's own edition mention (season-26) is not a game fact", () => {
    const brief = recapBrief({ persona: PERSONAS[0]! });
    expect(checkClaims("The season-26 engine rewarded the Outlaws.", brief).ok).toBe(true);
    expect(checkClaims("The Outlaws scored 26 in all.", brief).ok).toBe(false);
  });
});
