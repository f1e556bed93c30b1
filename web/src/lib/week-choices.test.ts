import { describe, expect, it } from "vitest";
import { GAME_WEEKS } from "../../../db/domain";
import { weekChoices } from "./week-choices";

// Decision 366: the league page's week filter offers only the weeks its stories are in.
const story = (season: number | null, week: string | null) => ({ season, week });
const stories = [
  story(26, "3"),
  story(26, "wildcard"),
  story(25, "pre2"),
  story(25, "3"),
  story(null, "18"),
  story(26, null),
];

describe("the league filter's weeks", () => {
  it("are the weeks of the league's stories in any season, in the game's order", () => {
    expect(weekChoices(stories, {}, true)).toEqual(["pre2", "3", "18", "wildcard"]);
  });

  it("are the chosen season's weeks when a season is chosen", () => {
    expect(weekChoices(stories, { season: 26 }, true)).toEqual(["3", "wildcard"]);
    expect(weekChoices(stories, { season: 25 }, true)).toEqual(["pre2", "3"]);
  });

  it("keep the week chosen in the address even when no story is in it", () => {
    expect(weekChoices(stories, { season: 25, week: "superbowl" }, true)).toEqual(["pre2", "3", "superbowl"]);
    expect(weekChoices(stories, { season: 24, week: "5" }, true)).toEqual(["5"]);
    expect(weekChoices([], {}, true)).toEqual([]);
  });

  it("are every week when the league's list is cut at its limit (older stories are not in it)", () => {
    expect(weekChoices(stories, { season: 26 }, false)).toEqual(GAME_WEEKS);
  });
});
