// Stat claims: (player or team, stat, value) in a sports writer's phrasings, caught when false and
// passed when true. Box score: worker/services/ai/test/fixtures.ts (Brewer 22/31 301 3 TD; Rhodes
// 19 car 112 1 TD; Okafor 8 rec 143 2 TD 11 tgt; Harlan 25/40 288 2 TD 2 INT; Stone 9 tkl 2 sk 1 INT).
import { describe, expect, it } from "vitest";
import { recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";

const problems = (text: string) => checkClaims(text, recapBrief()).problems;

describe("stat claims", () => {
  it("passes true claims in many phrasings", () => {
    for (const text of [
      "Cal Brewer went 22-of-31 for 301 yards and three touchdowns.",
      "Brewer completed 22 of 31 passes for 301 passing yards.",
      "Brewer was twenty-two of thirty-one passing, a 71% completion rate.",
      "Brewer completed 71.0 percent of his passes.",
      "Dante Rhodes carried 19 times for 112 yards and a touchdown.",
      "Rhodes rushed for 112 yards on nineteen carries, 5.9 yards per carry.",
      "Miles Okafor caught 8 passes for 143 yards and two touchdowns on 11 targets.",
      "Okafor hauled in 8 of 11 targets for 143 receiving yards.",
      "Reggie Stone had nine tackles, a pair of sacks and his lone interception.",
      "Reggie Stone sacked Ty Harlan twice.",
      "Harlan was picked off twice.",
      "Brewer threw two touchdown passes to Okafor.",
      "Brewer found Okafor for a touchdown.",
      "Okafor finished with 143 yards. He also caught two touchdowns.",
    ])
      expect([text, problems(text)]).toEqual([text, []]);
  });

  it("catches a yardage that belongs to someone else (swapped yardage)", () => {
    expect(problems("Dante Rhodes carried 19 times for 143 yards.")).toEqual([
      '"143 yards": the box score shows Dante Rhodes with 112 rushing yards.',
    ]);
  });

  it("catches counts in words, idioms and the article", () => {
    expect(problems("Cal Brewer threw one touchdown.")).toEqual([
      '"one touchdown": the box score shows Cal Brewer with 3 passing touchdowns.',
    ]);
    expect(problems("Reggie Stone made a dozen tackles.")).toEqual([
      '"a dozen tackles": the box score shows Reggie Stone with 9 tackles.',
    ]);
    expect(problems("Rhodes had a couple of touchdowns.")).toHaveLength(1);
    expect(problems("Okafor caught sixty-one yards worth of passes, sixty-one yards in all.")).not.toEqual([]);
  });

  it("catches a touchdown credited to the wrong player", () => {
    expect(problems("Dante Rhodes caught a touchdown pass.")).toEqual([
      '"a touchdown pass": the box score does not show that for Dante Rhodes.',
    ]);
    expect(problems("Brewer threw a touchdown pass to Rhodes.")).toEqual([
      "Dante Rhodes is not credited with that many touchdown catches in the box score.",
    ]);
  });

  it("catches interceptions credited to a defender who made none, or too many", () => {
    expect(problems("Reggie Stone picked off Ty Harlan twice.")).toEqual([
      '"twice": the box score shows Reggie Stone with 1 interceptions.',
    ]);
  });

  it("catches a wrong completion line and a wrong derived rate", () => {
    expect(problems("Brewer went 23-of-31 for 301 yards.")).toEqual([
      '"23-of-31 for 301 yards": the box score shows Cal Brewer with 22 completions.',
    ]);
    expect(problems("Rhodes averaged 6.5 yards per carry.")).toEqual([
      '"6.5 yards per carry": the box score shows Dante Rhodes with 5.9 yards per carry.',
    ]);
  });

  it("team totals: the sum of a team's rows", () => {
    expect(problems("The Austin Outlaws piled up 301 passing yards.")).toEqual([]);
    expect(problems("The Outlaws' defense had three sacks.")).toEqual([
      '"three sacks": the box score shows the Austin Outlaws with 2 sacks.',
    ]);
  });

  it("hedged numbers: nearly, about, over, under", () => {
    expect(problems("Rhodes averaged nearly six yards a carry.")).toEqual([]);
    expect(problems("Brewer threw for over 300 yards.")).toEqual([]);
    expect(problems("Okafor had about 140 receiving yards.")).toEqual([]);
    expect(problems("Brewer threw for nearly 400 yards.")).toEqual([
      '"400 yards": the box score shows Cal Brewer with 301 passing yards.',
    ]);
    expect(problems("Rhodes ran for under 100 yards.")).toHaveLength(1);
  });

  it("a play length is only stated when the author typed it", () => {
    expect(problems("Okafor caught a 41-yard touchdown.")).toEqual([
      '"41-yard touchdown": the box score does not show any single play\'s length.',
    ]);
    const typed = recapBrief({ bigPlays: "Okafor's 41-yard touchdown catch" });
    expect(checkClaims("Okafor caught a 41-yard touchdown.", typed).ok).toBe(true);
  });
});
