// Unsupported detail: quotes, injuries, streaks and records, moments of the game, sources and
// names in no input. Each is allowed only when the author typed it.
import { describe, expect, it } from "vitest";
import { recapBrief } from "../test/fixtures";
import { checkClaims } from "./check";

const quotes = recapBrief({
  playerQuotes: "Cal Brewer: We trusted the plan all week.\nMiles Okafor: I just ran my routes.",
});
const problems = (text: string, brief = recapBrief()) => checkClaims(text, brief).problems;

describe("unsupported detail", () => {
  it("quotes: the author's, word for word and by their speaker, pass; others do not", () => {
    expect(problems('Cal Brewer said: "We trusted the plan all week."', quotes)).toEqual([]);
    expect(problems('"I just ran my routes," Okafor said.', quotes)).toEqual([]);
    expect(problems('"We will win it all," Okafor said.', quotes)).toEqual([
      'The quote "We will win it all," is not among the author\'s player quotes; no other quotes may be used.',
    ]);
    expect(problems('Okafor said: "We trusted the plan all week."', quotes)).toEqual([
      "The quote \"We trusted the plan all week.\" is Cal Brewer's, not Miles Okafor's.",
    ]);
  });

  it("injuries", () => {
    expect(problems("Okafor left the game with an ankle injury.")).toEqual([
      '"left the game": the draft states an injury that is not in the author\'s input.',
    ]);
    const typed = recapBrief({ injuries: "Miles Okafor: ankle injury, left the game in the third." });
    expect(problems("Okafor left the game with an ankle injury.", typed)).toEqual([]);
    expect(problems("Those interceptions hurt the Lumberjacks.")).toEqual([]);
  });

  it("streaks and records", () => {
    expect(problems("The win extended the Outlaws' winning streak.")).toEqual([
      '"extended": the draft states a streak, record or other game that is not in the author\'s input.',
    ]);
    expect(problems("The Outlaws have won three in a row.")).toHaveLength(1);
    expect(problems("Brewer set a franchise record.")).toHaveLength(1);
    expect(problems("On the record, the players were calm.")).toEqual([]);
  });

  it("moments of the game: halftime and quarter scores, leads", () => {
    expect(problems("The Outlaws led 14-3 at halftime.")).toEqual([
      '"14-3": the box score has only the final score, no score at a point in the game.',
      '"halftime": the draft states a moment of the game (the box score has only final totals) that is not in the author\'s input.',
    ]);
    expect(problems("Okafor scored twice in the fourth quarter.")).toContain(
      '"fourth quarter": the draft states a moment of the game (the box score has only final totals) that is not in the author\'s input.',
    );
  });

  it("sources", () => {
    expect(problems("League sources say the Outlaws are rolling.")).toContain(
      '"sources": the draft states a source that is not in the author\'s input.',
    );
  });

  it("names in no input, full or a lone surname opening a sentence", () => {
    expect(problems("Backup Jordan Mills also chipped in.")).toEqual([
      '"Backup Jordan Mills" is not a player, team or person in the data.',
    ]);
    expect(problems("Marchetti caught two passes.")).toContain(
      '"Marchetti" is not a player, team or person in the data.',
    );
    expect(problems("Marchetti's block sprang the play.")).toEqual([
      '"Marchetti" is not a player, team or person in the data.',
    ]);
    // A capitalised word opening a plain sentence is not a name.
    expect(problems("Context is everything. Patience paid off for the Outlaws.")).toEqual([]);
    expect(problems("The MVP was Brewer, and the NFL noticed on Sunday.")).toEqual([]);
  });
});
