// Context claims against the season ledger (issue 38 item 2): every class, a true sentence passes
// and a false one is refused. The game: week 3 of the ledger league, the Mesa Rattlers (0-2) beat
// their division rival the Harbor City Gulls (2-0) 20-17; both play again in the unplayed week 4.
import { describe, expect, it } from "vitest";
import { ledgerBrief, ledgerSeason } from "../../ledger/test/ledger-season";
import { checkClaims } from "./check";

const data = ledgerSeason();
const week3 = ledgerBrief(data, 2, 1);
const LEDE = "The Mesa Rattlers beat the Harbor City Gulls 20-17.";
const problems = (sentence: string, brief = week3) => checkClaims(`${LEDE} ${sentence}`, brief).problems;

const cases: Record<string, [string, string][]> = {
  records: [
    ["The Rattlers improved to 1-2.", "The Rattlers improved to 2-1."],
    ["The Gulls fell to 2-1.", "The Gulls fell to 1-2."],
    ["The Gulls are 2-1 in the division.", "The Gulls are 3-0 in the division."],
    ["The Rattlers entered at 0-2.", "The Rattlers entered at 1-1."],
    ["The Rattlers are 1-1 at home.", "The Rattlers are 2-0 at home."],
  ],
  streaks: [
    ["The Rattlers snapped a two-game losing streak.", "The Rattlers snapped a three-game losing streak."],
    ["The loss ended the Gulls' two-game winning streak.", "The win extended the Rattlers' winning streak."],
    ["The Gulls had won two in a row.", "The Gulls have won three straight."],
  ],
  firsts: [
    ["It was the Rattlers' first win of the season.", "It was the Gulls' first win of the season."],
    ["It was the Gulls' first loss.", "The Gulls remain unbeaten."],
  ],
  "division place": [
    ["The Gulls are tied for first place in the North.", "The Gulls sit alone in first place in the North."],
    ["The Rattlers are tied for third place.", "The Rattlers are in second place."],
  ],
  "next game": [
    ["Next up, the Gulls host the Iron Valley Miners in Week 4.", "Next up, the Gulls visit the Iron Valley Miners."],
    ["The Rattlers play next at the Cobalt Bay Sharks.", "Next up for the Rattlers: the Summit Eagles."],
    ["Next up, the Gulls host the Miners in Week 4.", "Next up, the Gulls host the Miners in Week 5."],
  ],
  meetings: [
    ["The Rattlers avenged their Week 1 defeat.", "The Gulls avenged their Week 1 defeat."],
    ["In the Week 1 meeting the Gulls won 24-17.", "In the Week 1 meeting the Rattlers won 24-17."],
    ["It was a rematch of Week 1.", "It was the teams' first meeting."],
  ],
  "who won, whatever the wording": [
    ["The Rattlers outclassed the Gulls 20-17.", "The Gulls outclassed the Rattlers 20-17."],
    ["The Gulls came up short against the Rattlers, 20-17.", "The Rattlers came up short against the Gulls, 20-17."],
    ["Rattlers 20, Gulls 17.", "Gulls 20, Rattlers 17."],
    ["The Rattlers handed the Gulls a 20-17 defeat.", "The Gulls handed the Rattlers a 20-17 defeat."],
  ],
};

describe("context claims against the season ledger", () => {
  for (const [cls, pairs] of Object.entries(cases))
    it(`${cls}: the true version passes, the false one is refused`, () => {
      for (const [truth, lie] of pairs) {
        expect(problems(truth), truth).toEqual([]);
        expect(problems(lie), lie).not.toEqual([]);
      }
    });

  it("seed: standings sent for another week give none, so no seed may be stated", () => {
    expect(problems("The Gulls hold the No. 1 seed.")).not.toEqual([]);
    // Week 2, with standings sent for that week: the Gulls were the top seed.
    const week2 = ledgerBrief(data, 1, 2);
    const lede = "The Harbor City Gulls beat the Pine Ridge Wolves 27-14.";
    expect(checkClaims(`${lede} The Gulls hold the No. 1 seed.`, week2).problems).toEqual([]);
    expect(checkClaims(`${lede} The Gulls hold the No. 2 seed.`, week2).problems).not.toEqual([]);
  });

  it("season highs, league leads and season totals, for players by their roster names", () => {
    const minersWeek3 = ledgerBrief(data, 2, 4);
    const lede = "The Iron Valley Miners beat the Summit Eagles 35-10.";
    const check = (s: string) => checkClaims(`${lede} ${s}`, minersWeek3).problems;
    expect(check("Brock Pardee ran for a season-high 171 yards.")).toEqual([]);
    expect(check("Brock Pardee leads the league in rushing yards.")).toEqual([]);
    expect(check("Brock Pardee has 330 rushing yards on the season.")).toEqual([]);
    expect(check("Brock Pardee has 300 rushing yards on the season.")).not.toEqual([]);
    const qb = minersWeek3.context!.players.find((p) => p.team === "Iron Valley Miners" && p.totals.passYds)!;
    expect(qb.totals.passYds!.value.rank.rank).not.toBe(1);
    expect(check(`${qb.full} leads the league in passing yards.`)).not.toEqual([]);
    expect(check(`${qb.full} threw for a season-high 100 yards.`)).not.toEqual([]);
    expect(check("The Miners scored a season-high 35 points.")).toEqual([]);
  });

  it("next game against the team just played (the Coyotes host the Herons again in week 4)", () => {
    const rematch = ledgerBrief(data, 2, 7);
    const lede = "The Red Rock Coyotes beat the Delta Herons 16-13.";
    expect(checkClaims(`${lede} Next up, the Coyotes host the Delta Herons in Week 4.`, rematch).problems).toEqual([]);
    expect(checkClaims(`${lede} Next up, the Coyotes visit the Delta Herons.`, rematch).problems).not.toEqual([]);
  });

  it("a league team that did not play, named outside a next-game claim, is refused", () => {
    expect(problems("The Iron Valley Miners were watching.")).not.toEqual([]);
  });

  it("without a ledger, records and streaks are still not the draft's to state", () => {
    const bare = { ...week3, context: null };
    expect(problems("The Rattlers improved to 1-2.", bare)).not.toEqual([]);
    expect(problems("Rattlers 20, Gulls 17.", bare)).toEqual([]);
    expect(problems("Gulls 20, Rattlers 17.", bare)).not.toEqual([]);
  });
});
