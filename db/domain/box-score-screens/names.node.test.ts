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
