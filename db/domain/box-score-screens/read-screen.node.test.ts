import { describe, expect, it } from "vitest";
import { combineScreens, linesFromText, linesFromWords, readScreen } from ".";
import { ocrWord } from "./any-layout.fixture";
import type { OcrWord } from "./types";

const teams = { home: "Buffalo Bills", away: "Kansas City Chiefs" };

/** A screen as OCR words: each cell text at its x (the column's centre), one line per 40 px. */
function screen(rows: [number, string, number?][][]): OcrWord[] {
  return rows.flatMap((cells, line) =>
    cells.flatMap(([x, text, contrast]) =>
      text.split(" ").map((part, i) => ({
        text: part,
        confidence: 95,
        box: { x0: x - 20 + i * 45, y0: line * 40, x1: x + 20 + i * 45, y1: line * 40 + 20 },
        ...(contrast === undefined ? {} : { contrast }),
      })),
    ),
  );
}

const top = (selected: "BILLS" | "CHIEFS"): [number, string, number?][][] => [
  [
    [100, "CHIEFS"],
    [200, "17"],
    [300, "FINAL"],
    [400, "24"],
    [500, "BILLS"],
  ],
  [
    [100, "CHIEFS", selected === "CHIEFS" ? 230 : 90],
    [500, "BILLS", selected === "BILLS" ? 230 : 90],
  ],
];

/** A passing screen's title and header row, CMP/ATT one column, 80 px a column. */
const passingHead: [number, string][][] = [
  [[300, "PASSING"]],
  [
    [60, "PLAYER"],
    [300, "CMP/ATT"],
    [400, "YDS"],
    [480, "TD"],
    [560, "INT"],
    [640, "LNG"],
  ],
];

/** A rushing screen's team and header row, with no title, 80 px a column. */
const rushingHead: [number, string][][] = [
  [[500, "BILLS"]],
  [
    [60, "PLAYER"],
    [300, "CAR"],
    [400, "YDS"],
    [480, "TD"],
    [560, "FUM"],
  ],
];

/** A passing screen with CMP and ATT apart (one column each), its rows as given, 80 px a column. */
const cmpAttScreen = (...rows: [number, string][][]) =>
  screen([
    ...top("BILLS"),
    [[300, "PASSING"]],
    [
      [60, "PLAYER"],
      [300, "CMP"],
      [380, "ATT"],
      [460, "YDS"],
      [540, "TD"],
      [620, "INT"],
    ],
    ...rows,
  ]);

/** A passing row of the same numbers under another name (the name tests vary only the name). */
const nameRow = (name: string): [number, string][] => [
  [60, name],
  [300, "5/7"],
  [400, "53"],
  [480, "0"],
  [560, "0"],
  [640, "25"],
];
const passing = (selected: "BILLS" | "CHIEFS", rows: [number, string][][]) =>
  readScreen(linesFromWords(screen([...top(selected), ...passingHead, ...rows])), teams);

describe("readScreen on recognised words", () => {
  it("reads the score, the selected team tab and every player line", () => {
    const read = passing("BILLS", [
      [
        [60, "J. Allen"],
        [300, "22/31"],
        [400, "287"],
        [480, "3"],
        [560, "1"],
        [640, "44"],
      ],
    ]);
    expect(read.kind).toBe("passing");
    expect(read.team).toBe("Buffalo Bills");
    expect(read.score).toEqual({ home: { value: 24, confidence: 95 }, away: { value: 17, confidence: 95 } });
    expect(read.rows).toEqual([
      {
        name: "J. Allen",
        nameConfidence: 95,
        cells: {
          completions: { value: 22, confidence: 95 },
          attempts: { value: 31, confidence: 95 },
          passingYards: { value: 287, confidence: 95 },
          passingTouchdowns: { value: 3, confidence: 95 },
          interceptions: { value: 1, confidence: 95 },
        },
      },
    ]);
    expect(read.unread).toEqual([]);
  });

  it("takes a TD header read as the trademark sign for TD (bench:ocr lost whole screens to it)", () => {
    const read = readScreen(
      linesFromWords(
        screen([
          ...top("BILLS"),
          [[300, "RECEIVING"]],
          [
            [60, "PLAYER"],
            [300, "REC"],
            [400, "YDS"],
            [480, "™"],
            [560, "LNG"],
          ],
          [
            [60, "S. Diggs"],
            [300, "7"],
            [400, "102"],
            [480, "1"],
            [560, "38"],
          ],
        ]),
      ),
      teams,
    );
    expect(read.kind).toBe("receiving");
    expect(read.rows[0]?.cells.receivingTouchdowns).toEqual({ value: 1, confidence: 95 });
    expect(read.unread).toEqual([]);
  });

  it('takes a TD header read as "T™" for TD too', () => {
    const read = readScreen(
      linesFromWords(
        screen([
          ...top("BILLS"),
          [[300, "RUSHING"]],
          [
            [60, "PLAYER"],
            [300, "CAR"],
            [400, "YDS"],
            [480, "T™"],
            [560, "FUM"],
          ],
          [
            [60, "J. Cook"],
            [300, "16"],
            [400, "88"],
            [480, "1"],
            [560, "0"],
          ],
        ]),
      ),
      teams,
    );
    expect(read.rows[0]?.cells.rushingTouchdowns).toEqual({ value: 1, confidence: 95 });
    expect(read.unread).toEqual([]);
  });

  it("keeps a row on one line when a flat mark read above it sits between its words' middles", () => {
    // As Tesseract boxed a 720p JPEG row: words of uneven height, and "So", a 0 px tall mark on
    // the rule above the row, which used to start a line of its own and take half the row's words.
    const word = (text: string, x0: number, x1: number, y0: number, y1: number): OcrWord => ({
      text,
      confidence: 90,
      box: { x0, y0, x1, y1 },
    });
    const header = [
      word("PLAYER", 76, 145, 179, 201),
      word("CMP/ATT", 483, 565, 173, 207),
      word("YDS", 664, 701, 182, 196),
      word("TD", 779, 804, 182, 196),
      word("INT", 890, 921, 182, 196),
    ];
    const row = [
      word("D.", 72, 97, 207, 239),
      word("Dorsey", 104, 189, 204, 247),
      word("So", 213, 477, 207, 207),
      word("17/23", 501, 572, 204, 247),
      word("161", 663, 713, 207, 239),
      word("1", 793, 804, 221, 239),
      word("2", 907, 919, 221, 239),
    ];
    const lines = linesFromWords([...header, ...row]);
    expect(lines.map((l) => l.map((w) => w.text).join(" "))).toEqual([
      "PLAYER CMP/ATT YDS TD INT",
      "D. Dorsey 17/23 161 1 2",
    ]);
    const read = readScreen(lines, teams);
    expect(read.rows[0]?.cells).toMatchObject({
      completions: { value: 17 },
      attempts: { value: 23 },
      passingYards: { value: 161 },
      passingTouchdowns: { value: 1 },
      interceptions: { value: 2 },
    });
  });

  it("leaves two cells OCR ran together blank, not under either header", () => {
    const words = screen([
      ...top("BILLS"),
      ...passingHead,
      [
        [60, "D. Dorsey"],
        [350, "123161"],
        [480, "1"],
        [560, "2"],
        [640, "22"],
      ],
    ]);
    // "17/23" and "161" read as one word, as wide as both cells.
    const merged = words.find((w) => w.text === "123161")!;
    merged.box = { ...merged.box!, x0: 270, x1: 420 };
    const read = readScreen(linesFromWords(words), teams);
    expect(read.rows[0]?.cells).toEqual({
      passingTouchdowns: { value: 1, confidence: 95 },
      interceptions: { value: 2, confidence: 95 },
    });
    expect(read.unread).toEqual([
      { screen: "passing", text: "D. Dorsey 123161 1 2 22", reason: "CMP/ATT, YDS not read" },
    ]);
  });

  it("joins a CMP/ATT cell that OCR split around the slash", () => {
    const read = passing("CHIEFS", [
      [
        [60, "P. Mahomes"],
        [285, "18/"],
        [315, "27"],
        [400, "199"],
        [480, "2"],
        [560, "0"],
        [640, "31"],
      ],
    ]);
    expect(read.team).toBe("Kansas City Chiefs");
    expect(read.rows[0]?.cells.completions?.value).toBe(18);
    expect(read.rows[0]?.cells.attempts?.value).toBe(27);
  });

  it("leaves a cell that was missed or garbled blank, and a line it cannot place unread, instead of guessing", () => {
    const read = passing("BILLS", [
      // one number missed: the rest of the line is read, TD is the author's to type
      [
        [60, "J. Allen"],
        [300, "22/31"],
        [400, "287"],
        [560, "1"],
        [640, "44"],
      ],
      // a letter read for a digit, and a lone digit boxed in by OCR ("[0]")
      [
        [60, "M. Trubisky"],
        [300, "2/4"],
        [400, "1O"],
        [480, "[0]"],
        [560, "0"],
        [640, "9"],
      ],
      // two numbers under one header (a cell missed, a stray mark read): nothing can be placed
      [
        [60, "K. Shakir"],
        [300, "1/1"],
        [400, "12"],
        [480, "0"],
        [640, "0"],
        [700, "12"],
      ],
      // a garbled name
      [
        [60, "J#. A11en"],
        [300, "22/31"],
        [400, "287"],
        [480, "3"],
        [560, "1"],
        [640, "44"],
      ],
    ]);
    expect(read.rows.map((r) => [r.name, r.cells.passingYards?.value, r.cells.passingTouchdowns?.value])).toEqual([
      ["J. Allen", 287, undefined],
      ["M. Trubisky", undefined, 0],
    ]);
    expect(read.unread.map((u) => u.reason)).toEqual([
      "TD not read",
      "YDS not read",
      '"0" and "12" under one column',
      "player name not read",
    ]);
  });

  it("marks doubtful a lone digit OCR boxed in brackets, and reads a '1' boxed as wide as two back as the '11' it is", () => {
    const words = cmpAttScreen(
      [
        [60, "J. Allen"],
        [300, "1"],
        [380, "21"],
        [460, "136"],
        [540, "0"],
        [620, "[1]"],
      ],
      [
        [60, "M. Trubisky"],
        [300, "2"],
        [380, "4"],
        [460, "19"],
        [540, "0"],
        [620, "1"],
      ],
    );
    // Lone digits are 12 px wide, as a 720p capture draws them; the CMP "1" was boxed 26 px wide.
    const narrowed = words.map((w) => {
      if (!/^\d$/.test(w.text) || !w.box) return w;
      const wide = w.text === "1" && w.box.y0 === 4 * 40 && w.box.x0 === 280;
      const half = wide ? 13 : 6;
      const x = (w.box.x0 + w.box.x1) / 2;
      return { ...w, box: { ...w.box, x0: x - half, x1: x + half } };
    });
    const read = readScreen(linesFromWords(narrowed), teams);
    const [allen, trubisky] = read.rows;
    expect(allen?.cells.completions).toEqual({ value: 11, confidence: 60 });
    expect(allen?.cells.interceptions).toEqual({ value: 1, confidence: 60 });
    expect(allen?.cells.passingTouchdowns).toEqual({ value: 0, confidence: 95 });
    expect(trubisky?.cells.completions).toEqual({ value: 2, confidence: 95 });
    expect(trubisky?.cells.interceptions).toEqual({ value: 1, confidence: 95 });
  });

  it("marks doubtful a number boxed far wider or narrower than its digits ('17' for '117', '17' or '7' for a serifed '1', read back)", () => {
    const words = cmpAttScreen(
      [
        [60, "J. Allen"],
        [300, "17"],
        [380, "21"],
        [460, "17"],
        [540, "0"],
        [620, "1"],
      ],
      [
        [60, "M. Trubisky"],
        [300, "2"],
        [380, "4"],
        [460, "19"],
        [540, "0"],
        [620, "7"],
      ],
    );
    // A digit is 12 px wide (a number of two 26 px); Allen's CMP "17" was boxed 10 px wide (the
    // serifed "1" it was), his YDS "17" 40 px (the "117" it was), Trubisky's INT "7" 7 px (a "1").
    const widths: Record<string, number> = { "300|160": 10, "460|160": 40, "620|200": 7 };
    const sized = words.map((w) => {
      if (!/^\d+$/.test(w.text) || !w.box) return w;
      const x = (w.box.x0 + w.box.x1) / 2;
      const half = (widths[`${x}|${w.box.y0}`] ?? (w.text.length === 1 ? 12 : 26)) / 2;
      return { ...w, box: { ...w.box, x0: x - half, x1: x + half } };
    });
    const [allen, trubisky] = readScreen(linesFromWords(sized), teams).rows;
    expect(allen?.cells.completions).toEqual({ value: 17, confidence: 60 });
    expect(allen?.cells.passingYards).toEqual({ value: 17, confidence: 60 });
    expect(allen?.cells.attempts).toEqual({ value: 21, confidence: 95 });
    expect(trubisky?.cells.passingYards).toEqual({ value: 19, confidence: 95 });
    expect(trubisky?.cells.interceptions).toEqual({ value: 1, confidence: 60 });
    expect(trubisky?.cells.completions).toEqual({ value: 2, confidence: 95 });
  });

  it("reads an initial OCR took for a digit, and a capital I taken for an l, back, marked doubtful", () => {
    const read = passing("BILLS", [
      [
        [60, "0. Tremblay"],
        [300, "5/7"],
        [400, "53"],
        [480, "0"],
        [560, "0"],
        [640, "25"],
      ],
    ]);
    expect(read.rows[0]).toMatchObject({ name: "O. Tremblay", nameConfidence: 50, cells: { attempts: { value: 7 } } });
    const iwu = passing("BILLS", [
      [
        [60, "R. lwu"],
        [300, "1/2"],
        [400, "9"],
        [480, "0"],
        [560, "0"],
        [640, "9"],
      ],
    ]);
    expect(iwu.rows[0]).toMatchObject({ name: "R. Iwu", nameConfidence: 50 });
  });

  it("reads a G taken for a six, a ghost second capital, a quote before the initial and small letters after the name back, doubtful", () => {
    // Style 96 at 2400 and style 86's defense: each row was "player name not read".
    const read = passing("BILLS", [
      nameRow("6. KOWALSKI"),
      nameRow("FE. MBATHA"),
      nameRow("FE.Stroud"),
      nameRow("'R. DELACROIX"),
      nameRow("J. MARCHETTI oo"),
    ]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["G. Kowalski", 50],
      ["F. Mbatha", 50],
      ["F.Stroud", 50],
      ["R. Delacroix", 50],
      ["J. Marchetti", 50],
    ]);
    expect(read.rows[0]?.cells.attempts).toEqual({ value: 7, confidence: 95 });
  });

  it("drops a quote glued to a jersey number and a lone small word before the name, doubtful", () => {
    // Style 124 at 1920: the row's edge read into its jersey number ('"23', "a" for 4); each row was
    // "player name not read".
    const read = passing("BILLS", [nameRow('"23 QUINN LINDQVIST LB'), nameRow("a TOBIAS OKAFOR WR")]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["Quinn Lindqvist", 50],
      ["Tobias Okafor", 50],
    ]);
    expect(read.unread).toEqual([]);
  });

  it("reads a short surname whose first capital read small, and a small ghost before an initial's surname, doubtful", () => {
    // Style 115 at 1920 ("S. wu 11 QB #83") and 116 at 2400 ("E.vValdez CB #50"): "player name not read".
    // Style 135 at 1280: "E.wu", and a suffix II read "ii" ("B.Galloway ii").
    const read = passing("BILLS", [
      nameRow("S. wu"),
      nameRow("E.vValdez CB #50"),
      nameRow("E.wu"),
      nameRow("B.Galloway ii"),
    ]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["S. Wu", 50],
      ["E.Valdez", 50],
      ["E.Wu", 50],
      ["B.Galloway II", 50],
    ]);
    expect(read.unread).toEqual([]);
  });

  it('reads a bar or a bracket before small letters as the capital I it is ("|saiah"), doubtful', () => {
    // Style 170 at 1280 and on its photo: "|saiah Valdez Il #57" was "player name not read".
    const read = passing("BILLS", [nameRow("|saiah Valdez Il #57"), nameRow("Cal [wu")]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["Isaiah Valdez II", 50],
      ["Cal Iwu", 50],
    ]);
    expect(read.unread).toEqual([]);
  });

  it("reads a first name and two small letters boxed as tall as it as a surname whose capital was lost, doubtful", () => {
    // Style 119 at 1920 ("5 Felix wu" for Felix Iwu, after a jersey number) and 126 ("Nico wu"): "player
    // name not read". Boxed
    // short (x-height), two small letters are a speck, and the row stays unread.
    const row = (surname: string, y0: number, top: number): OcrWord[] =>
      [
        ["5", 0, y0, 12],
        ["Felix", 20, y0, 90],
        [surname, 100, top, 130],
        ["5/7", 290, y0, 330],
        ["53", 390, y0, 410],
        ["0", 475, y0, 485],
        ["0", 555, y0, 565],
        ["25", 630, y0, 650],
      ].map(([text, x0, y, x1]) => ({
        text: text as string,
        confidence: 90,
        box: { x0: x0 as number, y0: y as number, x1: x1 as number, y1: y0 + 20 },
      }));
    const header = screen([...top("BILLS"), ...passingHead]);
    const read = readScreen(linesFromWords([...header, ...row("wu", 160, 161), ...row("wu", 200, 210)]), teams);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([["Felix Wu", 50]]);
    expect(read.unread.map((u) => u.reason)).toEqual(["player name not read"]);
  });

  it("reads such a surname before a suffix II, doubtful", () => {
    // Style 173 at 1920 and in its crop: "83 Silas wu Il" (Silas Iwu II, "wu" at 32) was "player name not read".
    const row = (
      [
        ["83", 0, 12],
        ["Silas", 20, 90],
        ["wu", 100, 130],
        ["Il", 140, 146],
        ["5/7", 290, 330],
        ["53", 390, 410],
        ["0", 475, 485],
        ["0", 555, 565],
        ["25", 630, 650],
      ] as const
    ).map(([text, x0, x1]) => ocrWord(text, x0, 160, x1, 180, text === "wu" ? 32 : 90));
    const read = readScreen(linesFromWords([...screen([...top("BILLS"), ...passingHead]), ...row]), teams);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([["Silas Wu II", 32]]);
    expect(read.unread).toEqual([]);
  });

  it("drops a letter OCR read twice, in each case or as O and 0, where the name is then shaped like one, doubtful", () => {
    // Styles 130 ("X. IwuU"), 103 ("D.IwWU", "D.IWuU"), 122 ("S.0Osei Jr.") and 102 ("1.O0duya"): unread.
    const read = passing("BILLS", [
      nameRow("X. IwuU"),
      nameRow("D.IwWU"),
      nameRow("D.IWuU"),
      nameRow("S.0Osei Jr."),
      nameRow("1.O0duya"),
      nameRow("Aaron Oakes"),
    ]);
    expect(read.rows.map((r) => [r.name, r.nameConfidence])).toEqual([
      ["X. Iwu", 50],
      ["D.Iwu", 50],
      ["D.Iwu", 50],
      ["S.Osei Jr.", 50],
      ["I.Oduya", 50],
      ["Aaron Oakes", 95],
    ]);
  });

  it("reads only names shaped like the games' (a misread name would put numbers on the wrong player)", () => {
    const read = passing("BILLS", [
      nameRow("D. Van Dyke"),
      nameRow("D. Kest Jr."),
      nameRow("D.Kest"),
      nameRow("Darius Kest"),
      nameRow("Nputt"),
      nameRow("L. Lindquist Bb"),
      nameRow("J). Quintero"),
      nameRow("Dorsey So"),
    ]);
    expect(read.rows.map((r) => r.name)).toEqual(["D. Van Dyke", "D. Kest Jr.", "D.Kest", "Darius Kest"]);
    expect(read.unread.map((u) => u.reason)).toEqual(Array(4).fill("player name not read"));
  });

  it("reports no unread row for a legend under the columns, right of the name column", () => {
    // Style 199's photo: "LB / RB Switch Team" under the table read "L.B/Switch Tean", reported as a
    // row whose player name was not read.
    const read = passing("BILLS", [nameRow("D.Kest"), [[600, "L.B/Switch Tean"]]]);
    expect(read.rows.map((r) => r.name)).toEqual(["D.Kest"]);
    expect(read.unread).toEqual([]);
    // Nor for one with a letter read as a digit (style 215's photo: "L8 RB Switch Team").
    expect(passing("BILLS", [nameRow("D.Kest"), [[600, "L8 RB Switch Team"]]]).unread).toEqual([]);
    // A row of numbers whose name was not read is still reported.
    expect(passing("BILLS", [nameRow("D.Kest").slice(1)]).unread.map((u) => u.reason)).toEqual([
      "player name not read",
    ]);
  });

  it("drops a speck read as letters far right of a name", () => {
    const words: OcrWord[] = [
      ...screen(rushingHead),
      ...["D.", "Dorsey", "Bb", "6", "17", "1", "0"].map((text, i) => ({
        text,
        confidence: 90,
        box: { x0: [20, 45, 200, 290, 390, 470, 550][i]!, y0: 80, x1: [40, 110, 215, 310, 410, 490, 570][i]!, y1: 100 },
      })),
    ];
    const read = readScreen(linesFromWords(words), teams);
    expect(read.rows.map((r) => [r.name, r.cells.carries?.value])).toEqual([["D. Dorsey", 6]]);
  });

  it("reads a number read twice at one place (one box across the blank before the cell) as one cell", () => {
    // Style 146's crop: the full read's "14" boxed 524–883 at 47 over the numbers read's "14" at 837–882.
    const words: OcrWord[] = [
      ...screen(rushingHead),
      ...(
        [
          ["A.", 20, 40, 90],
          ["Okafor", 45, 110, 90],
          ["14", 150, 310, 47],
          ["14", 290, 310, 96],
          ["32", 390, 410, 96],
          ["2", 470, 490, 96],
          ["1", 550, 570, 96],
        ] as const
      ).map(([text, x0, x1, confidence]) => ({ text, confidence, box: { x0, y0: 80, x1, y1: 100 } })),
    ];
    const read = readScreen(linesFromWords(words), teams);
    expect(read.rows.map((r) => [r.name, r.cells.carries, r.cells.rushingYards?.value])).toEqual([
      ["A. Okafor", { value: 14, confidence: 96 }, 32],
    ]);
    expect(read.unread).toEqual([]);
  });

  it("does not show a menu item OCR cut after its capital ('T eam Stats') as a line to type; an initial with its period lost still is", () => {
    const line = (y: number, texts: string[], x0s: number[], x1s: number[]): OcrWord[] =>
      texts.map((text, i) => ({ text, confidence: 90, box: { x0: x0s[i]!, y0: y, x1: x1s[i]!, y1: y + 22 } }));
    const words: OcrWord[] = [
      ...screen(rushingHead),
      // Style 118 at 1920: "T" ends where "eam" starts.
      ...line(80, ["T", "eam", "Stats"], [89, 106, 176], [106, 164, 247]),
      // An initial whose period was lost: the period's width and a space before the surname.
      ...line(120, ["D", "Kest"], [20, 40], [34, 90]),
    ];
    const read = readScreen(linesFromWords(words), teams);
    expect(read.unread.map((u) => u.text)).toEqual(["D Kest"]);
  });

  it("keeps numbers under a header it does not know out of the known columns", () => {
    const words = screen([
      [[500, "BILLS"]],
      [
        [60, "PLAYER"],
        [300, "REC"],
        [380, "TGT"],
        [460, "YDS"],
        [540, "AVG"],
        [620, "¥%"],
        [700, "LNG"],
      ],
      [
        [60, "L. Moreau"],
        [300, "3"],
        [380, "7"],
        [460, "52"],
        [540, "17.3"],
        [620, "1"],
        [700, "40"],
      ],
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(read.rows[0]?.cells).toEqual({
      receptions: { value: 3, confidence: 95 },
      targets: { value: 7, confidence: 95 },
      receivingYards: { value: 52, confidence: 95 },
    });
  });

  it("tells the author which column of which screen it could not read, instead of dropping it", () => {
    const words = screen([
      ...top("CHIEFS"),
      [[300, "PASSING"]],
      [
        [60, "PLAYER"],
        [300, "CMP/ATT"],
        [400, "Y0S"],
        [480, "TD"],
        [560, "¥%"],
        [640, "LNG"],
      ],
      [
        [60, "P. Mahomes"],
        [300, "24/35"],
        [400, "301"],
        [480, "2"],
        [560, "1"],
        [640, "48"],
      ],
    ]);
    const read = readScreen(linesFromWords(words), teams);
    // The columns it knows are read; yards and interceptions are left to the author, who is told so.
    expect(read.rows[0]?.cells).toMatchObject({ completions: { value: 24 }, passingTouchdowns: { value: 2 } });
    expect(read.rows[0]?.cells.passingYards).toBeUndefined();
    const reason =
      "column not recognised on the Kansas City Chiefs screen: type its numbers if the box score keeps them";
    expect(read.unread).toEqual([
      { screen: "passing", text: "Y0S", reason },
      { screen: "passing", text: "¥%", reason },
    ]);
    // A model's text answer too, and without a team tab the notice names only the screen.
    const text = ["RUSHING", "PLAYER | CAR | YDS | Y?C | TD", "I. Pacheco | 14 | 61 | 4.4 | 1"].join("\n");
    expect(readScreen(linesFromText(text), teams).unread).toEqual([
      { screen: "rushing", text: "Y?C", reason: "column not recognised: type its numbers if the box score keeps them" },
    ]);
  });

  // The defense table under the team tabs of the two tab tests below.
  const defenseTable: Parameters<typeof screen>[0] = [
    [
      [300, "TKL"],
      [400, "SACK"],
      [480, "INT"],
      [560, "FF"],
    ],
    [
      [60, "D. Kest"],
      [300, "7"],
      [400, "1.5"],
      [480, "0"],
      [560, "1"],
    ],
  ];

  it("ignores a word whose box holds no ink in the capture (a '4' the engine saw between the tabs)", () => {
    // Styles 39 and 42 at 1920×1080: "IRONCLADS 4 HERONS", the "4" at confidence 0 over plain
    // background (contrast 3–4); a line with a digit is no tab line, and the screen had no team.
    const words = screen([
      [
        [100, "CHIEFS", 90],
        [300, "4", 3],
        [500, "BILLS", 230],
      ],
      ...defenseTable,
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(read.team).toBe("Buffalo Bills");
    expect(read.rows).toHaveLength(1);
  });

  it("assigns no team when the tabs are equally bright", () => {
    const words = screen([
      [
        [100, "CHIEFS", 200],
        [500, "BILLS", 200],
      ],
      ...defenseTable,
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(read.kind).toBe("defense");
    expect(read.team).toBeNull();
    expect(read.rows[0]?.cells).toMatchObject({ tackles: { value: 7 }, sacks: { value: 1.5 } });
  });

  it("reports rows of a player screen whose header was not read", () => {
    const words = screen([
      [[300, "RUSHING"]],
      [
        [60, "D. Kest"],
        [300, "12"],
        [400, "64"],
      ],
    ]);
    const read = readScreen(linesFromWords(words), teams);
    expect(read.kind).toBe("rushing");
    expect(read.rows).toEqual([]);
    expect(read.unread).toEqual([{ screen: "rushing", text: "D. Kest 12 64", reason: "column headers not read" }]);
  });
});

describe("readScreen on a model's text answer", () => {
  it("knows the team-stats screen by its rows even when the title is misread, and takes its score", () => {
    const text = [
      "CHIEFS 17 [FinaL| 24 BILLS",
      "TEAN 5TATS",
      "CHIEFS BILLS",
      "FIRST DOWNS 18 22",
      "PASSING YARDS 199 287",
    ];
    expect(readScreen(linesFromText(text.join("\n")), teams)).toMatchObject({
      kind: "game",
      score: { home: { value: 24 }, away: { value: 17 } },
      unread: [],
    });
  });

  it("reads rows by column order and the team from the only tab named", () => {
    const text = [
      "KANSAS CITY CHIEFS 17 FINAL 24 BUFFALO BILLS",
      "CHIEFS",
      "RUSHING",
      "PLAYER | CAR | YDS | AVG | TD | FUM | LNG",
      "I. Pacheco | 14 | 61 | 4.4 | 1 | 0 | 12",
      "P. Mahomes | 4 | -3 | −0.8 | 0 | 0 | 5",
      "Press B to go back",
    ].join("\n");
    const read = readScreen(linesFromText(text), teams);
    expect(read).toMatchObject({
      kind: "rushing",
      team: "Kansas City Chiefs",
      score: { home: { value: 24 }, away: { value: 17 } },
      unread: [],
    });
    expect(read.rows.map((r) => [r.name, r.cells.carries?.value, r.cells.rushingYards?.value])).toEqual([
      ["I. Pacheco", 14, 61],
      ["P. Mahomes", 4, -3],
    ]);
  });
});

describe("combineScreens", () => {
  const text = (lines: string[]) => readScreen(linesFromText(lines.join("\n")), teams);
  it("merges a name read two ways on two screens only by OCR's swaps, and marks it; two real names stay two players", () => {
    const box = combineScreens([
      text(["CHIEFS", "CMP/ATT YDS TD INT", "K. McIntyre 18/27 199 2 0"]),
      text(["CHIEFS", "CAR YDS TD FUM", "K. Mclntyre 4 -3 0 0", "L. Kest 9 40 1 0", "T. Horn 2 7 0 0"]),
      text(["CHIEFS", "REC TGT YDS TD", "I. Kest 3 4 20 0", "T. Hom 1 1 5 0", "K. McIntyre 1 1 2 0"]),
    ]);
    const cards = box.players.map((p) => [p.name, p.position, Object.keys(p.stats).length, p.nameConfidence]);
    expect(cards).toEqual([
      ["K. McIntyre", "QB", 13, 60],
      ["L. Kest", "RB", 4, 100],
      ["T. Horn", "RB", 4, 100],
      ["I. Kest", "WR", 4, 100],
      ["T. Hom", "WR", 4, 100],
    ]);
  });

  it("merges one player's lines across screens per team and keeps defenders apart", () => {
    const box = combineScreens([
      text(["CHIEFS 17 FINAL 24 BILLS", "CHIEFS", "CMP/ATT YDS TD INT", "P. Mahomes 18/27 199 2 0"]),
      text(["CHIEFS", "CAR YDS TD FUM", "P. Mahomes 4 -3 0 0", "I. Pacheco 14 61 1 0"]),
      text(["BILLS", "CAR YDS TD FUM", "P. Mahomes 2 5 0 0"]),
      text(["CHIEFS", "REC TGT YDS TD", "I. Pacheco 3 4 20 0", "T. Kelce 8 10 102 1"]),
      text(["CHIEFS", "REC TGT YDS TD", "T. Kelce 8 10 102 1"]),
      text(["BILLS", "TKL SACK INT FF", "P. Mahomes 5 1 0 0"]),
    ]);
    expect(box.homeScore?.value).toBe(24);
    expect(box.awayScore?.value).toBe(17);
    const summary = box.players.map((p) => [p.name, p.team, p.position, Object.keys(p.stats).length]);
    expect(summary).toEqual([
      ["P. Mahomes", "Kansas City Chiefs", "QB", 9],
      ["I. Pacheco", "Kansas City Chiefs", "RB", 8],
      ["P. Mahomes", "Buffalo Bills", "RB", 4],
      ["T. Kelce", "Kansas City Chiefs", "WR", 4],
      ["P. Mahomes", "Buffalo Bills", "DEF", 4],
    ]);
    expect(box.unread).toEqual([]);
  });

  it("reports the same line read twice with different numbers", () => {
    const box = combineScreens([
      text(["CHIEFS", "REC TGT YDS TD", "T. Kelce 8 10 102 1"]),
      text(["CHIEFS", "REC TGT YDS TD", "T. Kelce 8 10 182 1"]),
    ]);
    expect(box.players).toHaveLength(1);
    expect(box.unread).toEqual([
      { screen: "receiving", text: "T. Kelce", reason: "read twice with different numbers" },
    ]);
  });
});
