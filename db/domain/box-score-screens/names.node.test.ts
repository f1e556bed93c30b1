import { describe, expect, it } from "vitest";
import { ocrWord as w } from "./any-layout.fixture";
import { nameOf } from "./names";

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
