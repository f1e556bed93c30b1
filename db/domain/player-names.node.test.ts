// Names in stories (issue 38 item 3): the export's short form, roster names, many-word surnames and suffixes.
import { describe, expect, it } from "vitest";
import { exportNameMatches, nameParts, rosterName } from "./player-names";

describe("player names", () => {
  it("a roster name: full first, the surname after, without its suffix and with all its words", () => {
    expect(rosterName("Drake", "Maye")).toEqual({ full: "Drake Maye", surname: "Maye" });
    expect(rosterName("Aldo", "Van Ginkel")).toEqual({ full: "Aldo Van Ginkel", surname: "Van Ginkel" });
    expect(rosterName("Alvin", "Jones Sr")).toEqual({ full: "Alvin Jones Sr", surname: "Jones" });
    expect(rosterName("Amon-Ra", "St. Brown")).toEqual({ full: "Amon-Ra St. Brown", surname: "St. Brown" });
    expect(rosterName("Pat", "Surtain II")).toEqual({ full: "Pat Surtain II", surname: "Surtain" });
    expect(rosterName("Odell", "Beckham Jr.")).toEqual({ full: "Odell Beckham Jr.", surname: "Beckham" });
  });

  it("the export's short form without a roster is one form, every time", () => {
    for (const n of ["D.Maye", "A.Van Ginkel", "A.Jones Sr", "A.St. Brown", "P.Surtain II"])
      expect(nameParts(n)).toEqual({ full: n, surname: n });
  });

  it("a typed full name: everything after the first name, less a suffix", () => {
    expect(nameParts("Amon-Ra St. Brown")).toEqual({ full: "Amon-Ra St. Brown", surname: "St. Brown" });
    expect(nameParts("Patrick Surtain II")).toEqual({ full: "Patrick Surtain II", surname: "Surtain" });
    expect(nameParts("  Drake   Maye ")).toEqual({ full: "Drake Maye", surname: "Maye" });
    expect(nameParts("Marchetti")).toEqual({ full: "Marchetti", surname: "Marchetti" });
  });

  it("an export name matches its roster row by initial and whole last name", () => {
    expect(exportNameMatches("A.Van Ginkel", "Aldo", "Van Ginkel")).toBe(true);
    expect(exportNameMatches("A.St. Brown", "Amon-Ra", "St. Brown")).toBe(true);
    expect(exportNameMatches("A.Ginkel", "Aldo", "Van Ginkel")).toBe(false);
    expect(exportNameMatches("B.Jones Sr", "Alvin", "Jones Sr")).toBe(false);
  });
});
