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
