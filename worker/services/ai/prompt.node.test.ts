import { describe, expect, it } from "vitest";
import { buildArticleMessages, resultLine } from "./prompt";
import { newsBrief, recapBrief } from "./test/fixtures";

describe("the brief sent to a model", () => {
  it("states the result outright, the box score by team with totals, and the only quotes allowed", () => {
    const brief = recapBrief({ playerQuotes: "Cal Brewer: We trusted the plan all week." });
    const [system, user] = buildArticleMessages(brief, "DGSN");
    expect(system!.content).toContain("150 to 300 words in your own voice");
    expect(system!.content).toContain("halftime or quarter scores, or sources");
    const lines = user!.content.split("\n");
    expect(lines).toContain(
      "Winner: Austin Outlaws beat Portland Lumberjacks 27-20, a 7-point margin (47 points combined). Austin Outlaws were at home.",
    );
    const outlaws = lines.indexOf("Box score, Austin Outlaws (27 points):");
    const lumberjacks = lines.indexOf("Box score, Portland Lumberjacks (20 points):");
    expect(outlaws).toBeGreaterThan(-1);
    expect(lumberjacks).toBeGreaterThan(outlaws);
    expect(lines.slice(outlaws + 1, lumberjacks)).toEqual([
      "- Cal Brewer (QB): 22 cmp, 31 att, 301 pass yds, 3 pass TD, 0 INT thrown",
      "- Dante Rhodes (RB): 19 car, 112 rush yds, 1 rush TD",
      "- Miles Okafor (WR): 8 rec, 143 rec yds, 2 rec TD, 11 tgt",
      "- Reggie Stone (DEF): 9 tkl, 2 sacks, 1 INT",
      "  Austin Outlaws team totals: 22 cmp, 31 att, 301 pass yds, 3 pass TD, 0 INT thrown, 19 car, 112 rush yds, 1 rush TD, 8 rec, 143 rec yds, 2 rec TD, 11 tgt, 9 tkl, 2 sacks, 1 INT",
    ]);
    expect(lines.slice(-2)).toEqual([
      "Quotes the author gave (use them word for word, by their speaker; no other quotes may be used):",
      "- Cal Brewer: We trusted the plan all week.",
    ]);
  });

  it("with no quotes, says to quote no one; a tie is stated as a tie; the away side can win", () => {
    expect(buildArticleMessages(recapBrief(), "DGSN")[1]!.content).toContain(
      "Quotes: none were given, so do not quote anyone.",
    );
    expect(resultLine(recapBrief({ homeScore: 21, awayScore: 21 }))).toBe(
      "Result: Austin Outlaws and Portland Lumberjacks tied 21-21.",
    );
    expect(resultLine(recapBrief({ homeScore: 10, awayScore: 13 }))).toBe(
      "Winner: Portland Lumberjacks beat Austin Outlaws 13-10, a 3-point margin (23 points combined). Austin Outlaws were at home.",
    );
  });

  it("news in a league with an export: the league's facts with their source, and the phrasings asked", () => {
    const news = {
      through: "Week 3",
      players: [
        {
          rosterId: 1,
          full: "Drake Mayfield",
          surname: "Mayfield",
          position: "QB",
          age: 23,
          team: "Harbor City Gulls",
          contract: { length: 4, yearsLeft: 2 },
          injuryWeeks: null,
          totals: { value: { passYds: 624 }, source: "the results of weeks 1-3" },
        },
      ],
      teams: [],
    };
    const [system, user] = buildArticleMessages(newsBrief({ news }), "DGSN");
    expect(system!.content).toContain("Keep every fact the author typed");
    expect(user!.content).toContain("League data (the league's export, results through Week 3):");
    expect(user!.content).toContain(
      "- Drake Mayfield: quarterback; age 23; on the Harbor City Gulls roster; 2 years left on a 4-year contract; 624 passing yards on the season (the results of weeks 1-3).",
    );
    expect(buildArticleMessages(newsBrief(), "DGSN")[1]!.content).not.toContain("League data");
  });
});
