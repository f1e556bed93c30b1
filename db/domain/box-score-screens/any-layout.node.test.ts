// Screens in layouts other than the first fixtures': row shapes games print (jersey numbers,
// capitals, positions, suffixes, side menus) and headers in any order, case and spelling (the score
// readers and the selected team: any-layout-scores.node.test.ts).
import { describe, expect, it } from "vitest";
import { linesFromText, linesFromWords, readScreen } from ".";
import { ocrWord, screen, teams } from "./any-layout.fixture";

const tabs: [number, string, number?][] = [
  [300, "PAF", 90],
  [500, "SLP", 230],
];

/** A rushing screen of the home team with the headers given (at 400, 480, …) and the rows' cells. */
function rushing(headers: string[], rows: [string, ...string[]][], name = "PLAYER") {
  const at = (i: number) => 400 + i * 80;
  return readScreen(
    linesFromWords(
      screen([
        tabs,
        [[20, "RUSHING"]],
        [[20, name], ...headers.map((h, i): [number, string] => [at(i), h])],
        ...rows.map(([who, ...cells]) => [
          [20, who] as [number, string],
          ...cells.map((c, i): [number, string] => [at(i), c]),
        ]),
      ]),
    ),
    teams,
  );
}

const cellsOf = (read: ReturnType<typeof readScreen>) =>
  read.rows.map((r) => [r.name, ...Object.values(r.cells).map((c) => c?.value)]);

describe("readScreen on rows of any shape", () => {
  it("takes a slash boxed over a digit for a ghost, and joins no position to a cell across a slash", () => {
    // Style 133 at 1920: the digits-only read put a "/" where a lone 0 is; "S" "/" "0" became "S/0"
    // and the rows were "player name not read".
    const read = readScreen(
      linesFromWords(
        screen([
          tabs,
          [[20, "RUSHING"]],
          [
            [20, "PLAYER"],
            [400, "CAR"],
            [480, "YDS"],
            [560, "TD"],
            [640, "FUM"],
          ],
          [
            [20, "Rafael Beaumont RB"],
            [400, "/"],
            [400, "4"],
            [480, "12"],
            [560, "0"],
            [640, "0"],
          ],
          [
            [20, "Nico Ebright RB"],
            [380, "/"],
            [400, "6"],
            [480, "30"],
            [560, "1"],
            [640, "0"],
          ],
        ]),
      ),
      teams,
    );
    expect(cellsOf(read)).toEqual([
      ["Rafael Beaumont", 4, 12, 0, 0],
      ["Nico Ebright", 6, 30, 1, 0],
    ]);
    expect(read.unread).toEqual([]);
  });

  it("reads a name after a jersey number", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["17 Malik Oduya", "12", "64", "1", "0"]]);
    expect(cellsOf(read)).toEqual([["Malik Oduya", 12, 64, 1, 0]]);
    expect(read.unread).toEqual([]);
  });

  it("reads a name before its position and number", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["Rowan Castellano RB #26", "9", "41", "0", "1"]]);
    expect(cellsOf(read)).toEqual([["Rowan Castellano", 9, 41, 0, 1]]);
  });

  it("reads names in capitals, with or without a space after the initial", () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["B. OTTLEY", "5", "20", "0", "0"],
        ["D.KEST", "3", "11", "0", "0"],
        ["DARIUS O'NEIL", "2", "7", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => r.name)).toEqual(["B. Ottley", "D.Kest", "Darius O'Neil"]);
  });

  it("keeps a suffix with the name", () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["T. Marsh Jr.", "5", "20", "0", "0"],
        ["LEON PRICE II", "4", "12", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => r.name)).toEqual(["T. Marsh Jr.", "Leon Price II"]);
  });

  it("leaves a side menu's item out of the name and the columns", () => {
    const words = screen([
      tabs,
      [
        [20, "Box Score"],
        [200, "PLAYER"],
        [400, "CAR"],
        [480, "YDS"],
        [560, "TD"],
        [640, "FUM"],
      ],
      [
        [20, "Player Stats"],
        [200, "J. Cole"],
        [400, "14"],
        [480, "61"],
        [560, "1"],
        [640, "0"],
      ],
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(cellsOf(read)).toEqual([["J. Cole", 14, 61, 1, 0]]);
    expect(read.unread).toEqual([]);
  });

  it("reads a centred number wider than the first column's header as that column's cell, not the name's", () => {
    // "122.0" under "RTG" (x 400–427): its centre (392) is left of the header.
    const words = screen([
      tabs,
      [
        [20, "PLAYER"],
        [400, "RTG"],
        [480, "CMP/ATT"],
        [580, "YDS"],
        [660, "TD"],
        [740, "INT"],
      ],
      [
        [20, "2 JALEN OKAFOR JR."],
        [370, "122.0"],
        [480, "16/25"],
        [580, "162"],
        [660, "3"],
        [740, "0"],
      ],
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(read.kind).toBe("passing");
    expect(cellsOf(read)).toEqual([["Jalen Okafor Jr.", 16, 25, 162, 3, 0]]);
    expect(read.unread).toEqual([]);
  });

  it("still leaves a name it cannot read to the author", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["17 NP utt", "5", "20", "0", "0"]]);
    expect(read.rows).toEqual([]);
    expect(read.unread.map((u) => u.reason)).toEqual(["player name not read"]);
  });

  it("reads headers in any order, case and spelling, and skips columns the box score does not keep", () => {
    const read = rushing(
      ["Pos", "Yds", "Fumb", "Avg", "Rush", "TDs", "Lng"],
      [["J. Cole", "RB", "61", "0", "4.4", "14", "1", "22"]],
    );
    expect(read.kind).toBe("rushing");
    expect(read.rows[0]?.cells).toEqual({
      rushingYards: { value: 61, confidence: 95 },
      fumbles: { value: 0, confidence: 95 },
      carries: { value: 14, confidence: 95 },
      rushingTouchdowns: { value: 1, confidence: 95 },
    });
    expect(read.unread).toEqual([]);
  });

  it("does not ask for a column it does not know when every kept stat has its column", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM", "XYZ"], [["J. Cole", "14", "61", "1", "0", "3"]]);
    expect(read.unread).toEqual([]);
  });

  it("tells an ATT YDS TD header apart by the screen's title", () => {
    const read = rushing(["ATT", "YDS", "TD"], [["J. Cole", "14", "61", "1"]]);
    expect(read.kind).toBe("rushing");
    expect(read.rows[0]?.cells.carries?.value).toBe(14);
  });

  it('reads a tight initial OCR took for a digit or a small l, an I taken for an l, a bracket or a "!", an initial\'s period read as a comma or followed by one, a zero for an O in capitals and a jersey number run into an initial back, marked doubtful', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["1.Quintero", "5", "20", "0", "0"],
        ["R.lwu RB #84", "4", "12", "0", "0"],
        ["Q. 0sei", "3", "9", "0", "0"],
        ["|.Kest", "2", "5", "0", "0"],
        ["44 P, SANDOVAL", "4", "16", "0", "1"],
        ["83S. [WU", "7", "30", "0", "0"],
        ["94 T. OSE!", "6", "71", "1", "0"],
        ["l.Delacroix", "8", "33", "0", "0"],
        ["0, Kessler RB", "15", "23", "2", "0"],
        ["|. Quintero #14", "6", "40", "0", "0"],
        ["Q.0SEI DE", "1", "6", "0", "0"],
        ["E., CASTILLO", "1", "18", "0", "1"],
        ["O.1WU", "4", "0", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["I.Quintero", 50],
      ["R.Iwu", 50],
      ["Q. Osei", 50],
      ["I.Kest", 50],
      ["P. Sandoval", 50],
      ["S. Iwu", 50],
      ["T. Osei", 50],
      ["I.Delacroix", 50],
      ["O. Kessler", 50],
      ["I. Quintero", 50],
      ["Q.Osei", 50],
      ["E. Castillo", 50],
      ["O.Iwu", 50],
    ]);
  });

  it('reads a suffix II read as "Il" and a first capital read small, marked doubtful', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["Cal Whitaker Il #7", "5", "20", "0", "0"],
        ["silas Pruitt Jr.", "4", "12", "0", "0"],
        ["L.oduya", "3", "9", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["Cal Whitaker II", 50],
      ["Silas Pruitt Jr.", 50],
      ["L.Oduya", 50],
    ]);
  });

  it('reads an initial whose period was lost ("PDorsey", "Z Galloway") or read as a bracket, a hyphen or an underscore, and a suffix II read "If", "IT" or "il", marked doubtful', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["PDorsey RB #88", "20", "90", "4", "0"],
        ["F-Fairbanks QB #83", "6", "30", "1", "0"],
        // Style 174 at 1280: "A_Petrakis" was "player name not read".
        ["A_Petrakis", "15", "71", "0", "1"],
        ["4 FLindqvist Jr. QB", "3", "12", "0", "0"],
        ["16 Z Galloway RB", "14", "64", "0", "0"],
        ["E STROUD WR", "2", "9", "0", "0"],
        ["Y. FAIRBANKS If", "18", "42", "2", "0"],
        ["DARIUS MOREAU Ii", "1", "3", "0", "0"],
        ["311.0duya ll RB", "19", "93", "0", "0"],
        ["[.Mbatha Jr. RB #22", "8", "20", "0", "0"],
        ["K.Pruitt IT WR #41", "5", "82", "0", "1"],
        ["U. Tremblay il LB #53", "3", "0", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["P.Dorsey", 50],
      ["F.Fairbanks", 50],
      ["A.Petrakis", 50],
      ["F.Lindqvist Jr.", 50],
      ["Z. Galloway", 50],
      ["E. Stroud", 50],
      ["Y. Fairbanks II", 50],
      ["Darius Moreau II", 50],
      ["I.Oduya II", 50],
      ["I.Mbatha Jr.", 50],
      ["K.Pruitt II", 50],
      ["U. Tremblay II", 50],
    ]);
    expect(read.unread).toEqual([]);
  });

  it('reads a name in capitals whose initial lost its period ("JYAMADA") on a screen whose other rows print initials, marked doubtful', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["Q. KOWALSKI CB", "5", "20", "0", "0"],
        ["JYAMADA DE", "3", "11", "0", "0"],
        ["LVALDEZ DE", "1", "4", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["Q. Kowalski", 95],
      ["J.Yamada", 50],
      ["L.Valdez", 50],
    ]);
    expect(read.unread).toEqual([]);
  });

  it('reads a lone word in capitals as an initial whose period was lost ("RIWU") on a screen of one player row, marked doubtful', () => {
    // Style 121's photo: the passing screen's one row, among a side menu's items.
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [["Team Stats"], ["RIWU", "3", "11", "0", "0"], ["Player Stats"], ["Drive Chart"]],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence, r.cells.carries?.value])).toEqual([["R.Iwu", 50, 3]]);
    expect(read.unread).toEqual([]);
  });

  it("reads no initial into a lone word in capitals where the other rows show no initials, nor into a totals row", () => {
    const full = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["DARIUS OKAFOR RB", "5", "20", "0", "0"],
        ["JYAMADA DE", "3", "11", "0", "0"],
        ["TOMAS BRANDT WR", "1", "4", "0", "0"],
      ],
    );
    const totals = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["R.OKAFOR RB", "5", "20", "0", "0"],
        ["T.BRANDT WR", "1", "4", "0", "0"],
        ["TOTALS", "6", "24", "0", "0"],
      ],
    );
    expect(full.rows.map((r) => r.name)).toEqual(["Darius Okafor", "Tomas Brandt"]);
    expect(totals.rows.map((r) => r.name)).toEqual(["R.Okafor", "T.Brandt"]);
  });

  it('reads an initial read as two capitals in one letter\'s box with its period lost ("FE HOLLIS"), where the other rows print initials, marked doubtful', () => {
    const words = (width: number) =>
      screen([
        tabs,
        [[20, "DEFENSE"]],
        [[20, "PLAYER"], ...["TKL", "SCK", "INT", "FF"].map((h, i): [number, string] => [400 + i * 80, h])],
        [[20, "N. SANDOVAL #39"], ...["8", "0", "0", "0"].map((c, i): [number, string] => [400 + i * 80, c])],
        [[20, "FE HOLLIS II #23"], ...["5", "0", "0", "0"].map((c, i): [number, string] => [400 + i * 80, c])],
      ]).map((w) => (w.text === "FE" ? { ...w, box: { ...w.box!, x1: w.box!.x0 + width } } : w));
    const names = (width: number) =>
      readScreen(linesFromWords(words(width)), teams).rows.map((r) => [r.name, r.nameConfidence]);
    // 16 px wide at 20 tall: one capital's box. Two capitals' (34 px) are a word of two letters.
    expect(names(16)).toEqual([
      ["N. Sandoval", 95],
      ["F. Hollis II", 50],
    ]);
    expect(names(34)).toEqual([["N. Sandoval", 95]]);
  });

  it('reads two capitals in one letter\'s box before a surname as its initial on a screen of one player row when read in doubt ("12 SS TREMBLAY QB"), marked doubtful', () => {
    // Style 158 at 1280: S.TREMBLAY's period read as a second S, boxed with the first 13 px wide at 19 tall.
    const names = (width: number) =>
      readScreen(
        linesFromWords(
          screen([
            tabs,
            [[20, "PASSING"]],
            [[20, "PLAYER"], ...["TD", "YARDS", "CMP/ATT", "INT"].map((h, i): [number, string] => [400 + i * 80, h])],
            [
              [20, "12 SS TREMBLAY QB"],
              ...["2", "241", "18/25", "0"].map((c, i): [number, string] => [400 + i * 80, c]),
            ],
          ]).map((w) => (w.text === "SS" ? { ...w, confidence: 0, box: { ...w.box!, x1: w.box!.x0 + width } } : w)),
        ),
        teams,
      ).rows.map((r) => [r.name, r.nameConfidence, r.cells.passingYards?.value]);
    expect(names(16)).toEqual([["S. Tremblay", 0, 241]]);
    expect(names(34)).toEqual([]);
  });

  it('shows no side menu\'s item left of the name column as an unread line, its icon read as a digit ("Player 4 Stats")', () => {
    // Style 161 at 1280: the menu's items start at 60, the PLAYER header at 243.
    const read = readScreen(
      linesFromWords(
        screen([
          tabs,
          [[20, "PASSING"]],
          [
            [20, "Scoring"],
            [240, "PLAYER"],
            ...["YDS", "TD", "CMP", "ATT", "INT"].map((h, i): [number, string] => [400 + i * 80, h]),
          ],
          [[240, "L. Lindqvist"], ...["254", "2", "21", "30", "1"].map((c, i): [number, string] => [400 + i * 80, c])],
          [[20, "Player 4 Stats"]],
          [
            [20, "Drive 4"],
            [240, "x"],
          ],
        ]),
      ),
      teams,
    );
    expect(read.rows.map((r) => r.name)).toEqual(["L. Lindqvist"]);
    expect(read.unread.map((u) => u.text)).toEqual(["Drive 4 x"]);
  });

  it('reads an initial set apart from its surname by more than a space, a position after the surname ("I.   STROUD WR")', () => {
    const read = readScreen(
      linesFromWords(
        screen([
          tabs,
          [[20, "RECEIVING"]],
          [[20, "PLAYER"], ...["REC", "YDS", "TD", "TGT"].map((h, i): [number, string] => [400 + i * 80, h])],
          [[20, "Z. BEAUMONT WR"], ...["5", "77", "0", "5"].map((c, i): [number, string] => [400 + i * 80, c])],
          [[20, "I."], [70, "STROUD WR"], ...["3", "23", "0", "7"].map((c, i): [number, string] => [400 + i * 80, c])],
        ]),
      ),
      teams,
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["Z. Beaumont", 95],
      ["I. Stroud", 95],
    ]);
  });

  it('reads an initial OCR read with a blank before it (" Y" for Y., a side menu\'s highlight beside it), marked doubtful', () => {
    const words = screen([
      tabs,
      [[20, "RUSHING"]],
      [[20, "PLAYER"], ...["CAR", "YDS", "TD", "FUM"].map((h, i): [number, string] => [400 + i * 80, h])],
      [[20, "Y Delacroix RB #43"], ...["18", "79", "5", "0"].map((c, i): [number, string] => [400 + i * 80, c])],
    ]).map((w) => (w.text === "Y" ? { ...w, text: " Y" } : w));
    const read = readScreen(linesFromWords(words), teams);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([["Y. Delacroix", 50]]);
    expect(read.unread).toEqual([]);
  });

  it("takes a lone capital for an initial only before one surname, never before a first name and surname", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["I Darius Kest", "5", "20", "0", "0"]]);
    expect(read.rows).toEqual([]);
    expect(read.unread.map((u) => u.reason)).toEqual(["player name not read"]);
  });

  it("leaves out a bar OCR drew from a highlighted row's edge", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["| Y. Yamada", "5", "20", "0", "0"]]);
    expect(read.rows.map((r) => r.name)).toEqual(["Y. Yamada"]);
  });

  it("drops a jersey number printed apart from the name, further than a letter's height", () => {
    const words = screen([
      tabs,
      [[20, "RUSHING"]],
      [
        [20, "PLAYER"],
        [400, "CAR"],
        [480, "YDS"],
        [560, "TD"],
        [640, "FUM"],
      ],
      [
        [20, "C. TREMBLAY"],
        [200, "#42"],
        [400, "18"],
        [480, "61"],
        [560, "0"],
        [640, "0"],
      ],
    ]);
    expect(cellsOf(readScreen(linesFromWords(words), teams))).toEqual([["C. Tremblay", 18, 61, 0, 0]]);
  });

  it("reads an initial set apart from its surname by a wide face's tracking, and no lone word as a name", () => {
    const words = screen([
      tabs,
      [[20, "RUSHING"]],
      [
        [20, "PLAYER"],
        [400, "CAR"],
        [480, "YDS"],
        [560, "TD"],
        [640, "FUM"],
      ],
      [
        [20, "P."],
        [70, "Nakamura"],
        [400, "7"],
        [480, "18"],
        [560, "1"],
        [640, "1"],
      ],
      [
        [20, "Stats"],
        [100, "Nakamura"],
        [400, "3"],
        [480, "9"],
        [560, "0"],
        [640, "0"],
      ],
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(cellsOf(read)).toEqual([["P. Nakamura", 7, 18, 1, 1]]);
    expect(read.unread.map((u) => u.reason)).toEqual(["player name not read"]);
  });

  it('drops a position with a mark OCR drew after it ("S$", "S§")', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["Nico Moreau S$", "5", "2", "1", "0"],
        ["22 BEAU HOLLIS S§", "4", "10", "0", "0"],
        ["D. Kest Kest$", "3", "9", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["Nico Moreau", 95],
      ["Beau Hollis", 95],
    ]);
  });

  it("drops a misread position before a jersey number (OB for QB)", () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["N.Pruitt OB #95", "4", "12", "0", "0"]]);
    expect(read.rows.map((r) => r.name)).toEqual(["N.Pruitt"]);
  });

  it('drops a misread position after a name that reads without it ("GB" for QB), marked doubtful', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["22 X.YAMADA JR. GB", "4", "12", "0", "0"],
        ["VAUGHN IWU", "2", "9", "0", "1"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["X.Yamada Jr.", 50],
      ["Vaughn Iwu", 95],
    ]);
  });

  it('drops a position whose letter was read as a mark ("@B" for QB, style 162\'s photo), marked doubtful', () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["85 A. CASTILLO @B", "2", "1", "0", "0"]]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([["A. Castillo", 50]]);
    expect(rushing(["CAR", "YDS", "TD", "FUM"], [["85 A. CASTILLO @@B", "2", "1", "0", "0"]]).rows).toEqual([]);
  });

  it('reads a digit initial after a jersey number when the surname is its own word ("621. Whitaker"), marked doubtful', () => {
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["621. Whitaker", "4", "12", "0", "0"]]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([["I. Whitaker", 50]]);
  });

  it('reads a capital I read small at the end of a surname in capitals ("K. OSEl", "A.OSEl #42"), marked doubtful', () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["K. OSEl", "4", "12", "0", "0"],
        ["A.OSEl #42", "2", "9", "0", "1"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["K. Osei", 50],
      ["A.Osei", 50],
    ]);
  });

  it("never takes a side menu's item for a name when the row's own name was not read", () => {
    const lines = linesFromWords(
      screen([
        tabs,
        [[20, "RUSHING"]],
        [
          [200, "PLAYER"],
          [400, "CAR"],
          [480, "YDS"],
          [560, "TD"],
          [640, "FUM"],
        ],
        [
          [10, "Team Stats"],
          [200, "~~"],
          [400, "9"],
          [480, "41"],
          [560, "0"],
          [640, "1"],
        ],
      ]),
    );
    const read = readScreen(lines, teams);
    expect(read.rows).toEqual([]);
    expect(read.unread.map((u) => u.reason)).toEqual(["player name not read"]);
  });

  it("keeps a short surname in capitals before a jersey number: it is no misread position", () => {
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["VAUGHN IWU #12", "4", "12", "0", "0"],
        ["FELIX OSEI #70", "2", "9", "0", "1"],
      ],
    );
    expect(read.rows.map((r) => r.name)).toEqual(["Vaughn Iwu", "Felix Osei"]);
  });

  it("takes a digit OCR read for a header's letter as that letter (T6T for TGT)", () => {
    const read = rushing(["REC", "T6T", "T", "YARDS"], [["J. Cole", "3", "4", "0", "20"]]);
    expect(read.kind).toBe("receiving");
    expect(read.rows[0]?.cells.targets?.value).toBe(4);
    expect(read.rows[0]?.cells.receivingYards?.value).toBe(20);
  });

  it('takes a slash read as an I in a header for the slash ("CIATT" for C/ATT, "CmpliAtt" for Cmp/Att), when that is a spelling', () => {
    for (const slash of ["CIATT", "CmpliAtt"]) {
      const read = rushing(["a1»)", slash, "INTS", "YARDS"], [["LUCA KESSLER", "1", "15/26", "0", "181"]]);
      expect(read.kind).toBe("passing");
      expect(read.rows[0]?.cells.completions?.value).toBe(15);
      expect(read.rows[0]?.cells.attempts?.value).toBe(26);
      expect(read.rows[0]?.cells.passingYards?.value).toBe(181);
    }
  });

  it("takes a header one letter off a spelling, and marks its cells doubtful", () => {
    const read = rushing(["Tekl", "Sack", "Int", "FF"], [["J. Cole", "7", "1", "0", "0"]]);
    const receiving = rushing(["REC", "TCT", "YDS", "TD"], [["J. Cole", "3", "4", "20", "0"]]);
    expect(receiving.rows[0]?.cells.targets).toEqual({ value: 4, confidence: 60 });
    expect(read.kind).toBe("defense");
    expect(read.rows[0]?.cells.tackles).toEqual({ value: 7, confidence: 60 });
    expect(read.rows[0]?.cells.sacks).toEqual({ value: 1, confidence: 95 });
    expect(read.unread).toEqual([]);
  });

  it('takes a header whose small c/e or l/i OCR swapped ("Teki", "Tceki", "Tek" for Tckl), doubtful', () => {
    for (const misread of ["Teki", "Tceki", "Tek"]) {
      const read = rushing([misread, "Sack", "Int", "FF"], [["J. Cole", "7", "1", "0", "0"]]);
      expect(read.kind).toBe("defense");
      expect(read.rows[0]?.cells.tackles).toEqual({ value: 7, confidence: 60 });
      expect(read.unread).toEqual([]);
    }
  });

  it("takes the one header no spelling is near for the one kept column the line lacks, by its first letter, doubtful", () => {
    const read = rushing(["Car", "Yds", "Tm", "Fum"], [["Y. Osei", "12", "48", "2", "0"]]);
    expect(read.rows[0]?.cells.rushingTouchdowns).toEqual({ value: 2, confidence: 60 });
    expect(read.rows[0]?.cells.rushingYards).toEqual({ value: 48, confidence: 95 });
    expect(read.unread).toEqual([]);
    // Another first letter, or two such headers, name nothing: the author is asked.
    const other = rushing(["Car", "Yds", "Xm", "Fum"], [["Y. Osei", "12", "48", "2", "0"]]);
    expect(other.rows[0]?.cells.rushingTouchdowns).toBeUndefined();
    expect(other.unread.map((u) => u.text)).toEqual(["Xm"]);
    const two = rushing(["Cmp", "Att", "Yo", "Tm", "Int"], [["Y. Osei", "7", "15", "64", "1", "0"]]);
    expect(two.kind).toBe("passing");
    expect(two.rows[0]?.cells.passingTouchdowns).toBeUndefined();
    expect(two.unread.map((u) => u.text)).toEqual(["Yo", "Tm"]);
    // Nor beside a header named only as near a spelling: "Tid" (near TD) may be the tackles header.
    const near = rushing(["FF", "Tid", "Sacks", "Int", "TH"], [["L. Pruitt", "0", "12", "1", "1", "3"]]);
    expect(near.kind).toBe("defense");
    expect(near.rows[0]?.cells.tackles).toBeUndefined();
  });

  it('takes the one header read with no letter ("11]" for TD, style 206 at 2400) for the one kept column the line lacks, doubtful', () => {
    const read = rushing(["Car", "Yds", "11]", "Fum"], [["Y. Osei", "12", "48", "2", "0"]]);
    expect(read.rows[0]?.cells.rushingTouchdowns).toEqual({ value: 2, confidence: 60 });
    expect(read.unread).toEqual([]);
    const two = rushing(["Cmp", "Att", "11]", "Tm", "Int"], [["Y. Osei", "7", "15", "64", "1", "0"]]);
    expect(two.rows[0]?.cells.passingTouchdowns).toBeUndefined();
  });

  it('takes a two-letter header for a three-letter spelling with a letter dropped ("TS" for TDS), doubtful', () => {
    const read = rushing(["RUSH", "YD", "TS", "FUM"], [["Z. Yamada #57", "17", "50", "0", "0"]]);
    expect(read.rows[0]?.cells.rushingTouchdowns).toEqual({ value: 0, confidence: 60 });
    expect(read.rows[0]?.cells.carries).toEqual({ value: 17, confidence: 95 });
    expect(read.unread).toEqual([]);
  });

  it("takes no header one letter off for a second column of a stat another header names (TT beside TGT)", () => {
    const read = rushing(["REC", "TGT", "YARDS", "TT"], [["C. Osei WR", "5", "5", "56", "1"]]);
    expect(read.kind).toBe("receiving");
    expect(read.rows[0]?.cells.targets).toEqual({ value: 5, confidence: 95 });
    // It is the one column the line lacks by its first letter (TD), doubtful: never a second TGT.
    expect(read.rows[0]?.cells.receivingTouchdowns).toEqual({ value: 1, confidence: 60 });
    expect(read.unread).toEqual([]);
  });

  it("takes a header one letter off two spellings for the one whose stat no other header names (VDS beside TD)", () => {
    const read = rushing(["Catches", "Targets", "vds", "Td"], [["C. Osei WR", "9", "11", "80", "2"]]);
    expect(read.kind).toBe("receiving");
    expect(read.rows[0]?.cells.receivingYards).toEqual({ value: 80, confidence: 60 });
    expect(read.rows[0]?.cells.receivingTouchdowns).toEqual({ value: 2, confidence: 95 });
    expect(read.unread).toEqual([]);
  });

  it('reads a name OCR ran its position into ("L.PruittLB", "ZYamadalB"), doubtful', () => {
    // Style 163's crop and photo: the defense rows of its two linebackers were unread.
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["L.PruittLB", "2", "3", "0", "0"],
        ["ZYamadalB", "6", "12", "1", "0"],
        ["R.CastilloS", "1", "4", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["L.Pruitt", 50],
      ["Z.Yamada", 50],
      ["R.Castillo", 50],
    ]);
  });

  it('reads an initial O read twice ("O0.KOWALSKI") and a position read with a small letter ("aB" for QB), doubtful', () => {
    // Style 166: the same quarterback unread at 1280, 2400 and in the crop.
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["O0.KOWALSKI QB", "3", "13", "0", "0"],
        ["O.KOWALSKI aB", "3", "13", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["O.Kowalski", 50],
      ["O.Kowalski", 50],
    ]);
  });

  it('reads an initial lost whole (".ODUYA") as a thin I where the other rows print initials, doubtful', () => {
    // Style 164 at 1280 and 1920: I.ODUYA read ".ODUYA", its row unread.
    const rows = (first: string) =>
      rushing(
        ["CAR", "YDS", "TD", "FUM"],
        [
          ["V.DELACROIX", "7", "27", "0", "0"],
          [first, "7", "71", "0", "0"],
        ],
      ).rows.map((r) => [r.name, r.nameConfidence]);
    expect(rows(".ODUYA")).toEqual([
      ["V.Delacroix", 95],
      ["I.Oduya", 50],
    ]);
    expect(rushing(["CAR", "YDS", "TD", "FUM"], [[".ODUYA", "7", "71", "0", "0"]]).rows.map((r) => r.name)).toEqual([]);
  });

  it('reads a glued initial in a word with a letter read twice ("JIwWu", "JIWuU" for J.Iwu), doubtful', () => {
    // Style 164 at 1280 and on its photo: the row was unread.
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["V.DELACROIX", "7", "27", "0", "0"],
        ["JIwWu", "2", "13", "0", "0"],
        ["JIWuU", "2", "13", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["V.Delacroix", 95],
      ["J.Iwu", 50],
      ["J.Iwu", 50],
    ]);
  });

  it('reads a suffix II read "11", "I1" or as one wide "I" after a surname as II, doubtful', () => {
    // Style 165 at 1280, 1920 and 2400: "H. Harlan 11" lost its suffix as a jersey number, and was a
    // second player beside the "H. Harlan II" of another screen.
    const row = (name: string): [number, string][] => [
      [20, name],
      [400, "3"],
      [480, "13"],
      [560, "0"],
      [640, "0"],
    ];
    const words = screen([
      tabs,
      [[20, "RUSHING"]],
      [
        [20, "PLAYER"],
        [400, "CAR"],
        [480, "YDS"],
        [560, "TD"],
        [640, "FUM"],
      ],
      row("H. Harlan 11"),
      row("N. Okafor I1"),
      row("F. Hollis I"),
      row("W. Oduya I"),
      row("F. Hollis #11"),
    ]);
    // The "I" of the third row boxed 21 px wide, 19 tall (1280); the fourth's as thin as one stroke.
    const wide = words.map((w, i) =>
      w.text === "I" && words[i - 1]?.text === "Hollis" ? { ...w, box: { ...w.box!, x1: w.box!.x0 + 20 } } : w,
    );
    const read = readScreen(linesFromWords(wide), teams);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["H. Harlan II", 50],
      ["N. Okafor II", 50],
      ["F. Hollis II", 50],
      ["W. Oduya", 50],
      ["F. Hollis", 95],
    ]);
  });

  it("takes a lone digit boxed far wider than tall for no digit: a highlighted row's edge", () => {
    // Style 156's crop: a "1" boxed 364 px by 39 over CARRIES, beside the row's own "10", made the row
    // unread (and was read back as "11", two ones run together).
    const words = screen([
      tabs,
      [[20, "RUSHING"]],
      [
        [20, "PLAYER"],
        [400, "CAR"],
        [480, "YDS"],
        [560, "TD"],
        [640, "FUM"],
      ],
      [
        [20, "W.EBRIGHT"],
        [400, "6"],
        [480, "12"],
        [560, "0"],
        [640, "0"],
      ],
      [
        [20, "I.STROUD"],
        [300, "1"],
        [400, "10"],
        [480, "30"],
        [560, "1"],
        [640, "0"],
      ],
    ]);
    const edge = words.map((w) => (w.box?.x0 === 300 ? { ...w, box: { ...w.box, x1: 420 } } : w));
    const read = readScreen(linesFromWords(edge), teams);
    expect(cellsOf(read)).toEqual([
      ["W.Ebright", 6, 12, 0, 0],
      ["I.Stroud", 10, 30, 1, 0],
    ]);
  });

  it("marks a number doubtful when a dash boxed apart stands before it under its column (a minus sign lost)", () => {
    // "-2" yards read as "-" and "2": the row took 2, sure, with the sign dropped as a mark.
    const read = rushing(["CAR", "YDS", "TD", "FUM"], [["J.Brewer", "4", "- 2", "0", "1"]]);
    expect(read.rows[0]?.cells.rushingYards).toEqual({ value: 2, confidence: 60 });
    expect(read.rows[0]?.cells.carries).toEqual({ value: 4, confidence: 95 });
  });

  it("reads a lone dash under a column as 0, doubtful", () => {
    // Style 131 at 1280: zeros read "-", four rows unread ("77 J.Brewer RB 1 3.6 58 - 16 3").
    const read = rushing(
      ["CAR", "YDS", "TD", "FUM"],
      [
        ["J.Brewer", "16", "58", "-", "1"],
        ["F.Stroud", "3", "-", "0", "0"],
      ],
    );
    expect(read.rows.map((r) => r.cells)).toEqual([
      {
        carries: { value: 16, confidence: 95 },
        rushingYards: { value: 58, confidence: 95 },
        rushingTouchdowns: { value: 0, confidence: 60 },
        fumbles: { value: 1, confidence: 95 },
      },
      {
        carries: { value: 3, confidence: 95 },
        rushingYards: { value: 0, confidence: 60 },
        rushingTouchdowns: { value: 0, confidence: 95 },
        fumbles: { value: 0, confidence: 95 },
      },
    ]);
    expect(read.unread).toEqual([]);
  });

  it("takes the cells under no header read for the one kept stat the header line lacks, doubtful; else leaves them", () => {
    // Style 166 at 1280 (and 154's rushing screen): the passing screen's TD header was not read at
    // all; its "0", half-way between LNG and INTS, went under LNG beside the "27" there, and the row
    // was unread.
    const passing = (td: string) =>
      readScreen(
        linesFromWords(
          screen([
            tabs,
            [[20, "PASSING"]],
            [
              [20, "PLAYER"],
              [400, "LNG"],
              [560, "INTS"],
              [640, "YARDS"],
              [740, "C/ATT"],
            ],
            [
              [20, "B.VANCE QB"],
              [400, "27"],
              [480, td],
              [560, "2"],
              [640, "326"],
              [740, "28/42"],
            ],
          ]),
        ),
        teams,
      );
    const read = passing("0");
    expect(read.rows[0]?.cells).toEqual({
      passingTouchdowns: { value: 0, confidence: 60 },
      interceptions: { value: 2, confidence: 95 },
      passingYards: { value: 326, confidence: 95 },
      completions: { value: 28, confidence: 95 },
      attempts: { value: 42, confidence: 95 },
    });
    expect(read.unread).toEqual([]);
    // A number no count could be ("7.8") is left for the author, and the rest of its row is read.
    const unsure = passing("7.8");
    expect(unsure.rows[0]?.cells.passingTouchdowns).toBeUndefined();
    expect(unsure.rows[0]?.cells.interceptions).toEqual({ value: 2, confidence: 95 });
    expect(unsure.unread.map((u) => u.reason)).toEqual(['the header over "7.8" not read']);
  });

  it("takes whole numbers left of the first header, right of every name, for the kept stat the line lacks, doubtful", () => {
    // Style 169 at 1280, receiving: the first column's "TD" was not read at all; its cells, left of
    // LNG, were dropped as jersey numbers after the names, and no row said its TD was unread.
    const row = (y: number, first: string, last: string, cells: string[]) => [
      ocrWord(first, 243, y, 243 + 9 * first.length, y + 15),
      ocrWord(last, 243 + 10 * first.length, y, 243 + 10 * first.length + 9 * last.length, y + 15),
      ...cells.map((text, i) =>
        ocrWord(
          text,
          [579, 664, 844, 935, 1000, 1093, 1180][i]!,
          y,
          [589, 684, 853, 945, 1020, 1113, 1217][i]!,
          y + 15,
          text === "4" ? 0 : 96,
        ),
      ),
    ];
    const read = readScreen(
      linesFromWords([
        ...screen([tabs, [[20, "RECEIVING"]]]),
        ...[
          "PLAYER 243 306",
          "LNG 651 684",
          "CATCHES 777 853",
          "TAR 913 945",
          "YD 999 1021",
          "YAC 1081 1113",
          "YIR 1191 1217",
        ].map((h) => {
          const [text, x0, x1] = h.split(" ");
          return ocrWord(text!, Number(x0), 183, Number(x1), 195);
        }),
        ...row(217, "Rafael", "Stroud", ["4", "19", "1", "2", "19", "6", "19.0"]),
        ...row(250, "Andre", "Mbatha", ["2", "27", "7", "9", "80", "26", "11.4"]),
        ...row(284, "Isaiah", "Beaumont", ["0", "26", "9", "13", "98", "32", "10.9"]),
      ]),
      teams,
    );
    expect(read.rows.map((r) => r.cells.receivingTouchdowns)).toEqual([
      { value: 4, confidence: 0 },
      { value: 2, confidence: 60 },
      { value: 0, confidence: 60 },
    ]);
    expect(read.rows.map((r) => r.cells.receptions?.value)).toEqual([1, 7, 9]);
    expect(read.unread).toEqual([]);
  });

  it("reads jersey numbers and positions in a model's text answer too", () => {
    const text = ["RUSHING", "PLAYER | CAR | YDS | TD | FUM", "17 Malik Oduya RB #26 | 12 | 64 | 1 | 0"].join("\n");
    const read = readScreen(linesFromText(text), teams);
    expect(cellsOf(read)).toEqual([["Malik Oduya", 12, 64, 1, 0]]);
  });
});
