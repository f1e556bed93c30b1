// Look-alike league names (issue 37 item 6, decision 270): every look-alike the issue lists has
// the skeleton of the name it imitates; names that only look different keep their own.
import { describe, expect, it } from "vitest";
import { leagueSkeleton } from "./league-skeleton";

describe("leagueSkeleton", () => {
  it("gives every look-alike of NFL the skeleton of NFL", async () => {
    const nfl = await leagueSkeleton("NFL");
    const lookAlikes = [
      "nfl",
      "N F L",
      "NFL\u200b", // zero-width space
      "N\u00adFL", // soft hyphen
      "N\u00a0FL", // non-breaking space
      "N\u3000FL", // ideographic space
      "ＮＦＬ", // full-width letters
      "\u039dFL", // Greek capital Nu
      "NF\u04c0", // Cyrillic palochka for L
      "N\u200dF\u2060L", // joiner and word joiner
    ];
    for (const name of lookAlikes) expect(await leagueSkeleton(name), JSON.stringify(name)).toBe(nfl);
  });

  it("matches Latin, Cyrillic and Greek look-alikes inside longer names", async () => {
    expect(await leagueSkeleton("Gridiron Kings")).toBe(await leagueSkeleton("Gr\u0456diron K\u0456ngs"));
    expect(await leagueSkeleton("SLA")).toBe(await leagueSkeleton("\u0405L\u0410"));
    expect(await leagueSkeleton("OGLeague25")).toBe(await leagueSkeleton("\u039fGLeague25"));
  });

  it("keeps names that read differently apart", async () => {
    expect(await leagueSkeleton("NFL")).not.toBe(await leagueSkeleton("NFC"));
    expect(await leagueSkeleton("Gridiron Kings")).not.toBe(await leagueSkeleton("Gridiron Queens"));
    expect(await leagueSkeleton("Élite")).not.toBe(await leagueSkeleton("Elite"));
  });

  it("is blind to case in every script", async () => {
    expect(await leagueSkeleton("Twin Peaks")).toBe(await leagueSkeleton("TWIN PEAKS"));
    expect(await leagueSkeleton("Élite")).toBe(await leagueSkeleton("éLITE"));
    expect(await leagueSkeleton("Лига Севера")).toBe(await leagueSkeleton("ЛИГА СЕВЕРА"));
  });
});
