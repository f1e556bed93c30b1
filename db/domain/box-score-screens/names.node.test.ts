import { describe, expect, it } from "vitest";
import { ocrWord as w } from "./any-layout.fixture";
import { nameOf } from "./names";

describe("a name whose initial a wide face sets apart from its surname", () => {
  // Style 180's crop (DejaVu Sans Mono): "B." ends 36 px before "Iwu", more than a letter's height.
  it('keeps the initial before a surname with its suffix and a position ("B.   Iwu Jr. QB")', () => {
    const cell = [w("B.", 66, 221, 100, 250, 91), w("Iwu", 136, 221, 199, 250, 92), w("Jr.", 227, 221, 285, 251, 95)];
    expect(nameOf([...cell, w("QB", 320, 220, 362, 255)], "printed")).toEqual({ name: "B. Iwu Jr.", confidence: 91 });
    expect(nameOf(cell, null)).toEqual({ name: "B. Iwu Jr.", confidence: 91 });
  });

  // Style 210's receiving at 1920 (2400 and crop alike): "M." ends 32 px before "PETRAKIS", boxed 25 tall.
  it('keeps the initial before a surname with its suffix in capitals ("M.   PETRAKIS JR.")', () => {
    const cell = [
      w("M.", 94, 340, 125, 365, 91),
      w("PETRAKIS", 157, 340, 313, 365, 91),
      w("JR.", 337, 340, 387, 365, 89),
    ];
    expect(nameOf(cell, null)).toEqual({ name: "M. Petrakis Jr.", confidence: 89 });
  });

  it("reads no name from a surname and suffix alone when the initial is further than two letters' heights away", () => {
    const cell = [w("B.", 0, 221, 34, 250), w("Iwu", 136, 221, 199, 250), w("Jr.", 227, 221, 285, 251)];
    expect(nameOf(cell, null)).toBeNull();
  });
});

describe("an initial whose period OCR read as another mark", () => {
  // Style 180 at 1920 and 2400: "D+ Albright RB", "D- Albright RB", "V+ Oduya IT WR".
  it("reads a plus or a dash after a lone capital as its period, the name doubtful", () => {
    const surname = w("Albright", 433, 454, 614, 492);
    expect(nameOf([w("D+", 365, 455, 401, 484, 66), surname, w("RB", 643, 455, 686, 484)])).toEqual({
      name: "D. Albright",
      confidence: 50,
    });
    expect(nameOf([w("D-", 365, 455, 401, 484), surname])).toEqual({ name: "D. Albright", confidence: 50 });
    const oduya = [w("V+", 365, 455, 401, 484), w("Oduya", 433, 454, 560, 492), w("IT", 590, 455, 610, 484)];
    expect(nameOf(oduya)).toEqual({ name: "V. Oduya II", confidence: 50 });
  });
});

describe("an initial read as its small letter", () => {
  // Style 184 at 1280 and 1920: "x. CASTILLO", the row unread.
  it("reads a small letter the shape of its capital, with a period, before one surname as the initial, doubtful", () => {
    const surname = w("CASTILLO", 411, 347, 594, 375, 71);
    expect(nameOf([w("x.", 363, 347, 397, 375, 58), surname], "printed")).toEqual({
      name: "X. Castillo",
      confidence: 50,
    });
    expect(nameOf([w("x.", 363, 347, 397, 375, 58), surname], null)).toEqual({ name: "X. Castillo", confidence: 50 });
    // A small letter of its own shape ("a.") is no capital's.
    expect(nameOf([w("a.", 363, 347, 397, 375, 58), surname], null)).toBeNull();
  });
});

describe("a suffix II read with a bracket for a stroke", () => {
  // Style 175 at 1920: "57 LVALDEZ 1]", the row unread.
  it('reads "1]" after the surname as II, the name doubtful', () => {
    const cell = [
      w("57", 365, 374, 407, 402, 92),
      w("LVALDEZ", 421, 374, 586, 402, 86),
      w("1]", 600, 374, 620, 402, 62),
    ];
    // The glued initial is read as printed (L for I: the row pairs with I.Valdez II as on the other sizes).
    expect(nameOf(cell, "printed")).toEqual({ name: "L.Valdez II", confidence: 50 });
  });
});

describe("a name in capitals whose initial's period OCR lost, with a suffix", () => {
  // Style 175 ("57 I.VALDEZ II" in Open Sans bold): read "57 LVALDEZ II" in the crop and at 2400.
  it("reads the glued initial where the screen prints initials, the name doubtful", () => {
    const cell = [w("57", 40, 300, 70, 320), w("LVALDEZ", 85, 300, 200, 320, 90), w("II", 210, 300, 222, 320)];
    expect(nameOf(cell, "printed")).toEqual({ name: "L.Valdez II", confidence: 50 });
    expect(nameOf(cell, null)).toBeNull();
  });
});

describe("a name cell's marks around the name (style 59's defense at 1920, as read)", () => {
  it("drops a quote OCR drew before a first name", () => {
    const cell = [
      w("“Zane", 80, 331, 164, 372, 30),
      w("Quintero", 180, 326, 318, 376, 87),
      w("II", 336, 331, 353, 372, 54),
      w("DE", 363, 331, 411, 372, 95),
      w("#95", 423, 331, 482, 372),
    ];
    expect(nameOf(cell)).toEqual({ name: "Zane Quintero II", confidence: 30 });
  });

  it("reads a suffix II read with a bracket before the position and number, doubtful", () => {
    const cell = [
      w("Beau", 96, 331, 171, 356),
      w("Galloway", 184, 326, 330, 376),
      w("1]", 341, 331, 357, 356, 55),
      w("LB", 372, 331, 410, 372),
      w("#89", 421, 331, 481, 372),
    ];
    expect(nameOf(cell)).toEqual({ name: "Beau Galloway II", confidence: 50 });
  });
});

describe("letters misread in a name", () => {
  it("reads an I read as a small l and an I once (style 49's receiving at 1920, as read), doubtful", () => {
    const cell = [w("42", 363, 449, 405, 474, 92), w("A.OSElI", 418, 449, 538, 474, 47), w("WR", 552, 449, 612, 474)];
    expect(nameOf(cell)).toEqual({ name: "A.Osei", confidence: 47 });
  });

  it("reads a suffix Jr. whose capital was read small (style 87's rushing at 1280, as read), doubtful", () => {
    const cell = [
      w("W.Albright", 244, 222, 345, 241, 89),
      w("jr.", 347, 223, 366, 241, 81),
      w("#28", 376, 223, 410, 237),
    ];
    expect(nameOf(cell)).toEqual({ name: "W.Albright Jr.", confidence: 50 });
  });
});

describe("an initial Z read as a digit", () => {
  // Style 196 at 1920 and 2400: "7.GALLOWAY 48 13 1 1" was "player name not read".
  it('reads a seven or a two glued before a period as the initial Z ("7.GALLOWAY"), doubtful', () => {
    expect(nameOf([w("7.GALLOWAY", 364, 406, 577, 429, 81)], "printed")).toEqual({
      name: "Z.Galloway",
      confidence: 50,
    });
    expect(nameOf([w("2.GALLOWAY", 364, 406, 577, 429, 90)], null)).toEqual({ name: "Z.Galloway", confidence: 50 });
  });
});

describe("an initial J read as a closing bracket", () => {
  // Style 205 at 1280: "75 ).WHITAKER QB 8 3 35 54.2 2 193 13/24", 129 at 1280: "10 ).Sandoval S": player name not read.
  it('reads a bracket glued before a period as the initial J (").WHITAKER"), doubtful', () => {
    expect(nameOf([w(").WHITAKER", 278, 219, 423, 241, 76)], "one row")).toEqual({
      name: "J.Whitaker",
      confidence: 50,
    });
    expect(nameOf([w(").Sandoval", 280, 297, 400, 315, 88)], null)).toEqual({ name: "J.Sandoval", confidence: 50 });
  });
});

describe("a bracket and small letters before the name", () => {
  // Style 207's photo: "[ld 1 Hector Dorsey QB 0 32/46 442 1" was "player name not read" (the "[ld" at confidence 8).
  it("are no word of it, as small letters alone are not", () => {
    const cell = [
      w("[ld", 10, 320, 81, 385, 8),
      w("1", 93, 340, 103, 365, 95),
      w("Hector", 119, 339, 210, 365, 95),
      w("Dorsey", 221, 339, 315, 372, 95),
      w("QB", 326, 339, 364, 369, 96),
    ];
    expect(nameOf(cell)?.name).toBe("Hector Dorsey");
  });
});

describe("a badge beside the name read as marks", () => {
  // Style 200's passing at 1920: " @oB" at confidence 0, boxed 465 px by 47, after the position.
  it("drops a word boxed far wider than its characters could be, and reads the name", () => {
    const cell = [
      w("37", 87, 368, 136, 425, 85),
      w("B.Lindqvist", 154, 368, 368, 425, 73),
      w("QB", 387, 374, 448, 421),
    ];
    expect(nameOf([...cell, w(" @oB", 483, 374, 948, 421, 0), w("8", 887, 374, 940, 410, 0)], "printed")).toEqual({
      name: "B.Lindqvist",
      confidence: 73,
    });
  });
});

describe("a capital I ending a name in capitals read as a one", () => {
  // Style 196's passing screen, one row: "PMARCHETT1" on its photo, "PMARCHEIT1" at 1280, the row unread.
  it("reads the one as I and the lost period where the table has one row, the name doubtful", () => {
    expect(nameOf([w("PMARCHETT1", 356, 321, 582, 376, 51)], "one row")).toEqual({
      name: "P.Marchetti",
      confidence: 50,
    });
    expect(nameOf([w("PMARCHEIT1", 243, 225, 395, 240, 28)], "one row")).toEqual({
      name: "P.Marcheiti",
      confidence: 28,
    });
    expect(nameOf([w("T.OSE1", 243, 225, 330, 240, 90)], null)).toEqual({ name: "T.Osei", confidence: 50 });
  });

  it("keeps a one after fewer than two capitals or a jersey number's", () => {
    expect(nameOf([w("A1", 243, 225, 270, 240)], "one row")).toBeNull();
    expect(nameOf([w("R.ALBRIGHT", 243, 225, 395, 240), w("#1", 410, 225, 430, 240)], null)).toEqual({
      name: "R.Albright",
      confidence: 96,
    });
  });
});

describe('a suffix II read "Hl"', () => {
  // Style 110 at 1280 (capitals): "N. SANDOVAL Hl #39" was "player name not read", four cells lost.
  it("reads it as II after the surname, the name doubtful", () => {
    const cell = [
      w("N.", 62, 300, 78, 316, 91),
      w("SANDOVAL", 85, 300, 177, 317, 94),
      w("Hl", 184, 300, 193, 317, 54),
      w("#39", 199, 300, 230, 317),
    ];
    expect(nameOf(cell, "printed")).toEqual({ name: "N. Sandoval II", confidence: 50 });
  });
});

describe("an initial read with a ghost stroke before its period", () => {
  // Style 202's crop: "95 J|.VANCE" at confidence 21 beside "A.SANDOVAL", the row unread.
  it('reads "J|.VANCE" as J. Vance, doubtful', () => {
    const cell = [w("95", 30, 374, 67, 398, 92), w("J|.VANCE", 70, 374, 201, 406, 21)];
    expect(nameOf(cell, "printed")).toEqual({ name: "J.Vance", confidence: 21 });
    expect(nameOf([w("J|.VANCE", 70, 374, 201, 406, 88)], null)).toEqual({ name: "J.Vance", confidence: 50 });
  });

  it("reads no initial from a bar before a period after small letters", () => {
    expect(nameOf([w("Ja|.VANCE", 70, 374, 201, 406, 88)], null)).toBeNull();
  });
});

describe("a name with two letters read twice", () => {
  // Style 202's crop: "10 W.IWwuU" at confidence 0 (W.IWU: its W and its U each read in both cases), the row unread.
  it('drops both ghosts ("W.IWwuU" for W.Iwu), doubtful', () => {
    const cell = [w("10", 32, 324, 66, 348, 90), w("W.IWwuU", 78, 324, 179, 348, 0)];
    expect(nameOf(cell, "printed")).toEqual({ name: "W.Iwu", confidence: 0 });
    expect(nameOf([w("W.IWwuU", 78, 324, 179, 348, 90)], null)).toEqual({ name: "W.Iwu", confidence: 50 });
  });

  it("reads no name where three letters are read twice", () => {
    expect(nameOf([w("W.IWwuUoO", 78, 324, 179, 348, 90)], null)).toBeNull();
  });
});

describe("a position OCR ran into the surname, its first letter read small", () => {
  // Style 200's crop: a highlighted row's "93 G.Tremblay DE" read "93 GTremblaybE" (period lost, D read "b").
  it('reads "GTremblaybE" as G. Tremblay, doubtful', () => {
    const cell = [w("93", 23, 331, 76, 379, 76), w("GTremblaybE", 89, 331, 384, 389, 57)];
    expect(nameOf(cell, "printed")).toEqual({ name: "G.Tremblay", confidence: 50 });
  });

  it("keeps a word whose capitals after a small letter are no position's", () => {
    expect(nameOf([w("GTremblayxZ", 89, 331, 384, 389, 90)], null)).toBeNull();
  });
});

describe("a jersey number run into an initial read as a digit", () => {
  // Style 52's rushing at 2400: "532." (53, then Z. read as a two) before "Mbatha": player name not read.
  it('reads the digit after the jersey number as the initial ("532. Mbatha" for 53 Z. Mbatha), doubtful', () => {
    const cell = [w("532.", 327, 339, 398, 362, 58), w("Mbatha", 409, 338, 519, 362, 91)];
    expect(nameOf(cell, "printed")).toEqual({ name: "Z. Mbatha", confidence: 50 });
    expect(nameOf([w("176.", 327, 339, 398, 362, 88), w("Kowalski", 409, 338, 549, 362, 91)], null)).toEqual({
      name: "G. Kowalski",
      confidence: 50,
    });
  });
});

describe("the last capital of a surname in capitals read small", () => {
  // Style 56's defense at 1280: "N." "IWu" (IWU, its U read small): player name not read.
  it('reads a small letter shaped as its capital after capitals as the capital ("N. IWu"), doubtful', () => {
    const cell = [w("N.", 62, 297, 82, 313, 84), w("IWu", 91, 297, 133, 313, 24)];
    expect(nameOf(cell, "printed")).toEqual({ name: "N. Iwu", confidence: 24 });
    expect(nameOf([w("T.", 62, 297, 82, 313, 90), w("OKAFOr", 91, 297, 193, 313, 88)], null)).toBeNull();
    expect(nameOf([w("T.", 62, 297, 82, 313, 90), w("CASTILLo", 91, 297, 213, 313, 88)], null)).toEqual({
      name: "T. Castillo",
      confidence: 50,
    });
  });
});
