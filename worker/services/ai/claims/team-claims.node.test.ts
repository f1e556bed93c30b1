// Team claims against the fixture box score: Brewer, Rhodes, Okafor, Stone play for the Austin
// Outlaws; Harlan for the Portland Lumberjacks.
import { describe, expect, it } from "vitest";
import { recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";

const problems = (text: string) => checkClaims(text, recapBrief()).problems;

describe("team claims", () => {
  it("passes a player named with his own team in every phrasing", () => {
    for (const text of [
      "Cal Brewer of the Austin Outlaws was sharp.",
      "The Outlaws' Miles Okafor was open all day.",
      "Outlaws quarterback Cal Brewer stayed calm.",
      "Stone, the Outlaws' linebacker, was everywhere.",
      "Ty Harlan (Portland Lumberjacks) kept throwing.",
      "Reggie Stone made plays for the Outlaws.",
      "The Outlaws' Brewer, Rhodes and Okafor did the damage.",
      "Brewer and Okafor of the Austin Outlaws connected all day.",
      "Harlan's interception sealed a win for the Outlaws.",
    ])
      expect([text, problems(text)]).toEqual([text, []]);
  });

  it("catches a player placed on the other team", () => {
    expect(problems("Miles Okafor of the Portland Lumberjacks was everywhere.")).toEqual([
      "Miles Okafor plays for the Austin Outlaws, not the Portland Lumberjacks.",
    ]);
    expect(problems("Lumberjacks linebacker Reggie Stone was everywhere.")).toEqual([
      "Reggie Stone plays for the Austin Outlaws, not the Portland Lumberjacks.",
    ]);
    expect(problems("Stone, the Lumberjacks' star linebacker, had nine tackles.")).toEqual([
      "Reggie Stone plays for the Austin Outlaws, not the Portland Lumberjacks.",
    ]);
    expect(problems("Ty Harlan made throws for the Outlaws.")).toEqual([
      "Ty Harlan plays for the Portland Lumberjacks, not the Austin Outlaws.",
    ]);
    // Lists: every name in "the Y's A, B and C" is on Y.
    expect(problems("The Lumberjacks' Harlan, Rhodes and Stone never stopped.")).toEqual([
      "Dante Rhodes plays for the Austin Outlaws, not the Portland Lumberjacks.",
      "Reggie Stone plays for the Austin Outlaws, not the Portland Lumberjacks.",
    ]);
  });
});
