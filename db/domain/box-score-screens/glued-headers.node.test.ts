import { describe, expect, it } from "vitest";
import { linesFromWords, readScreen } from ".";
import { ocrWord } from "./any-layout.fixture";
import { screenOfHeader } from "./columns";
import { gluedParts } from "./glued-headers";

const teams = { home: "Silver Lake Wolves", away: "Marrow Point Blazers" };
const w = ocrWord;

/** Style 161's receiving screen on a photo as read: "YAC" and "TD" run into one word, "YACTD" at 0. */
const receiving = (yacTd: string) =>
  linesFromWords([
    w("SLW", 1108, 126, 1176, 150),
    w("RECEIVING", 337, 203, 576, 229, 94),
    w("PLAYER", 351, 272, 463, 293),
    w("LNG", 877, 273, 935, 294),
    w("YARDS", 1029, 273, 1124, 295, 95),
    w("TGT", 1198, 274, 1255, 295, 92),
    ...(yacTd === "YACTD"
      ? [w("YACTD", 1328, 274, 1486, 295, 0)]
      : [w("YAC", 1328, 274, 1400, 295), w("TD", 1440, 274, 1486, 295)]),
    w("REC", 1562, 274, 1620, 296),
    w("YIR", 1730, 273, 1776, 296, 89),
    w("V.", 352, 332, 378, 358, 89),
    w("Vance", 398, 332, 499, 358, 95),
    w("#34", 514, 332, 574, 358),
    w("28", 893, 333, 934, 359),
    w("108", 1062, 333, 1124, 359),
    w("12", 1213, 333, 1253, 359),
    w("36", 1344, 333, 1383, 360),
    w("1", 1467, 334, 1483, 360),
    w("9", 1601, 334, 1620, 360),
    w("12.0", 1703, 334, 1775, 360),
    w("D.", 351, 458, 382, 483, 93),
    w("Nakamura", 401, 457, 571, 483),
    w("#50", 587, 458, 647, 484),
    w("28", 894, 459, 934, 484),
    w("47", 1083, 459, 1124, 484),
    w("5", 1235, 459, 1253, 484),
    w("15", 1345, 459, 1383, 485),
    w("0", 1467, 460, 1486, 485, 92),
    w("4", 1600, 460, 1619, 485),
    w("11.8", 1703, 460, 1775, 485),
  ]);

describe("two headers OCR ran into one word", () => {
  it("reads each under its own header (YACTD: YAC and TD)", () => {
    const read = readScreen(receiving("YACTD"), teams);
    expect(read.unread).toEqual([]);
    expect(read.rows.map((r) => [r.name, r.cells.receivingTouchdowns?.value, r.cells.receptions?.value])).toEqual([
      ["V. Vance", 1, 9],
      ["D. Nakamura", 0, 4],
    ]);
    expect(read).toEqual(readScreen(receiving("YAC TD"), teams));
  });

  it("splits a word only into two spellings of the screen, end to end", () => {
    expect(gluedParts("YACTD", "receiving")).toEqual(["YAC", "TD"]);
    expect(gluedParts("CMP/ATTYDS", "passing")).toEqual(["CMP/ATT", "YDS"]);
    expect(gluedParts("YDS", "receiving")).toBeNull();
    expect(gluedParts("YACTDX", "receiving")).toBeNull();
    expect(gluedParts("CARTER", "rushing")).toBeNull();
    expect(screenOfHeader(["PLAYER", "RECTGT", "YDS"])).toBe("receiving");
  });
});
