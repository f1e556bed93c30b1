// What a number counts, read from the words right after it ("287 passing yards", "8 catches",
// "three times") and the verbs around it ("carried", "caught", "picked off").

export type Noun =
  | "yards"
  | "touchdowns"
  | "completions"
  | "attempts"
  | "passes"
  | "catches"
  | "targets"
  | "carries"
  | "tackles"
  | "sacks"
  | "interceptions"
  | "fumbles"
  | "forcedFumbles"
  | "times"
  | "points"
  | "percent"
  | "perPlay"
  | "playLength";

/** Which side of the ball a number is about; `scrimmage` = rushing + receiving, `total` = all yards. */
export type Category = "pass" | "rush" | "rec" | "def" | "scrimmage" | "total" | "score";

const ADJ = String.raw`(?:(?:more|other|additional|total|solo|combined|big|key|crucial|huge|timely|costly)\s+)?`;

/** [pattern on the text after the number, noun, category the words fix (if any)]. Order matters. */
const NOUNS: [RegExp, Noun, Category | null][] = [
  [
    /^[- ]yards?[- ](?:line|touchdowns?|tds?|scores?|runs?|catch(?:es)?|receptions?|strikes?|pass(?:es)?|gains?|scampers?|field goals?|completions?|returns?|dash|bombs?|plays?|bursts?|rumbles?|hookups?|connections?|throws?|tosses)\b/i,
    "playLength",
    null,
  ],
  [/^-yarders?\b/i, "playLength", null],
  [/^\s*(?:%|\s?percent\b)/i, "percent", "pass"],
  [/^\s+(?:yards\s+)?(?:per|a)\s+(?:carry|rush|tote)\b/i, "perPlay", "rush"],
  [/^\s+(?:yards\s+)?(?:per|a)\s+(?:catch|reception)\b/i, "perPlay", "rec"],
  [/^\s+(?:yards\s+)?(?:per|a)\s+(?:pass\s+)?attempt\b/i, "perPlay", "pass"],
  [
    new RegExp(
      String.raw`^\s+${ADJ}passing\s+yards?\b|^\s+${ADJ}yards?\s+passing\b|^\s+${ADJ}yards?\s+through\s+the\s+air\b`,
      "i",
    ),
    "yards",
    "pass",
  ],
  [
    new RegExp(
      String.raw`^\s+${ADJ}rushing\s+yards?\b|^\s+${ADJ}yards?\s+rushing\b|^\s+${ADJ}yards?\s+on\s+the\s+ground\b`,
      "i",
    ),
    "yards",
    "rush",
  ],
  [new RegExp(String.raw`^\s+${ADJ}receiving\s+yards?\b|^\s+${ADJ}yards?\s+receiving\b`, "i"), "yards", "rec"],
  [
    new RegExp(String.raw`^\s+${ADJ}(?:scrimmage\s+yards?|yards?\s+from\s+scrimmage|all-purpose\s+yards?)\b`, "i"),
    "yards",
    "scrimmage",
  ],
  [/^\s+total\s+yards?\b/i, "yards", "total"],
  [new RegExp(String.raw`^\s+${ADJ}yards?\b`, "i"), "yards", null],
  [
    new RegExp(
      String.raw`^\s+${ADJ}(?:touchdown|td)\s+(?:pass(?:es)?|throws?|tosses)\b|^\s+${ADJ}passing\s+(?:touchdowns?|tds?|scores?)\b`,
      "i",
    ),
    "touchdowns",
    "pass",
  ],
  [
    new RegExp(
      String.raw`^\s+${ADJ}(?:touchdown|td)\s+(?:catch(?:es)?|grabs?|receptions?)\b|^\s+${ADJ}receiving\s+(?:touchdowns?|tds?|scores?)\b`,
      "i",
    ),
    "touchdowns",
    "rec",
  ],
  [
    new RegExp(
      String.raw`^\s+${ADJ}(?:touchdown|td)\s+runs?\b|^\s+${ADJ}rushing\s+(?:touchdowns?|tds?|scores?)\b`,
      "i",
    ),
    "touchdowns",
    "rush",
  ],
  [new RegExp(String.raw`^\s+${ADJ}(?:touchdowns?|tds?|scores?)\b(?!\s+of\b)`, "i"), "touchdowns", null],
  [new RegExp(String.raw`^\s+${ADJ}(?:completions?)\b`, "i"), "completions", "pass"],
  [new RegExp(String.raw`^\s+${ADJ}(?:pass(?:ing)?\s+)?attempts?\b`, "i"), "attempts", null],
  [new RegExp(String.raw`^\s+${ADJ}(?:pass(?:es)?)\b`, "i"), "passes", null],
  [new RegExp(String.raw`^\s+${ADJ}(?:catch(?:es)?|receptions?|grabs?|balls?)\b`, "i"), "catches", "rec"],
  [new RegExp(String.raw`^\s+${ADJ}targets?\b`, "i"), "targets", "rec"],
  [
    new RegExp(String.raw`^\s+${ADJ}(?:carries|carry|rushes|rush(?:ing)?\s+attempts?|totes?)\b`, "i"),
    "carries",
    "rush",
  ],
  [new RegExp(String.raw`^\s+${ADJ}(?:tackles?|stops)\b`, "i"), "tackles", "def"],
  [new RegExp(String.raw`^\s+${ADJ}sacks?\b`, "i"), "sacks", "def"],
  [new RegExp(String.raw`^\s+${ADJ}(?:interceptions?|picks?|ints?)\b`, "i"), "interceptions", null],
  [new RegExp(String.raw`^\s+${ADJ}(?:forced\s+fumbles?|fumbles?\s+forced)\b`, "i"), "forcedFumbles", "def"],
  [new RegExp(String.raw`^\s+${ADJ}fumbles?\b`, "i"), "fumbles", null],
  [/^\s+times\b/i, "times", null],
  [/^\s+(?:points?|pts)\b/i, "points", "score"],
];

export function nounAfter(after: string, isTimes: boolean): { noun: Noun; category: Category | null } | null {
  if (isTimes) return { noun: "times", category: null };
  for (const [re, noun, category] of NOUNS) if (re.test(after)) return { noun, category };
  return null;
}

/** Verbs and words that say which side of the ball a nearby number is about. */
const CUES: [RegExp, Category][] = [
  [
    /\b(?:threw|throws?|throwing|passed|passing|completed|completing|complete|aired|tossed|slung|through the air|under center|signal-caller|quarterback(?:ed)?)\b|\b\d+(?:-of-|\s+of\s+)\d+\b/gi,
    "pass",
  ],
  [
    /\b(?:ran|runs?|running|rushed|rushes|rushing|carried|carries|carry|on the ground|scampered|rumbled|churned|ground game|totes?|toted|backfield|ran for)\b/gi,
    "rush",
  ],
  [
    /\b(?:caught|catch(?:es|ing)?|receptions?|receiving|hauled|grabbed|reeled|targeted|targets?|snagged|pulled in|receiver|wideout)\b/gi,
    "rec",
  ],
  [
    /\b(?:tackles?|tackled|sacks?|sacked|intercepted|picked(?:\s+\w+)?\s+off|picks?|forced|defen[cs]e|defensive|defender|stops|brought down|takeaways?)\b/gi,
    "def",
  ],
];

/** The cue nearest before `pos` in `text` (or, failing that, the first one after it). */
export function cueAround(text: string, pos: number, from: number, to: number): Category | null {
  let before: { at: number; cat: Category } | null = null;
  let after: { at: number; cat: Category } | null = null;
  for (const [re, cat] of CUES)
    for (const m of text.slice(from, to).matchAll(re)) {
      const at = from + m.index;
      if (at < pos && (!before || at > before.at)) before = { at, cat };
      if (at >= pos && (!after || at < after.at)) after = { at, cat };
    }
  return before?.cat ?? after?.cat ?? null;
}

/** What a repetition ("three times", "twice") counts, from the verb before it. */
export function timesNoun(before: string): { noun: Noun; category: Category | null; passive: boolean } | null {
  const v = before.toLowerCase();
  const last = (re: RegExp) => {
    let at = -1;
    for (const m of v.matchAll(re)) at = m.index;
    return at;
  };
  const verbs: [RegExp, Noun, Category | null][] = [
    [/\b(?:carried|rushed|ran)\b/g, "carries", "rush"],
    [/\btargeted\b/g, "targets", "rec"],
    [/\b(?:caught|hauled|connected|hooked up)\b/g, "catches", "rec"],
    [/\bsacked\b/g, "sacks", "def"],
    [/\b(?:intercepted|picked(?:\s+\w+)?\s+off)\b/g, "interceptions", null],
    [
      /\b(?:scored|found the end zone|reached the end zone|hit pay dirt|crossed the goal line|found paydirt)\b/g,
      "touchdowns",
      null,
    ],
    [/\b(?:fumbled|coughed it up|put the ball on the ground)\b/g, "fumbles", null],
  ];
  let best: { at: number; noun: Noun; category: Category | null } | null = null;
  for (const [re, noun, category] of verbs) {
    const at = last(re);
    if (at >= 0 && (!best || at > best.at)) best = { at, noun, category };
  }
  if (!best) return null;
  const passive = /\b(?:was|were|got|been)\s+(?:\w+\s+)?$/.test(v.slice(0, best.at));
  // "picked off Harlan twice" is the defender's; "Harlan was picked off twice" the passer's.
  const category = best.noun === "interceptions" ? (passive ? "pass" : "def") : best.category;
  return { noun: best.noun, category, passive };
}
