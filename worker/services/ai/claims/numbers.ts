// Numbers the way a sports writer writes them: digits ("1,024", "5.9", "-3"), words from zero to
// ninety-nine and "one hundred …", idioms ("a dozen", "a pair of", "a couple of", "lone",
// "single", "twice", "once"), and the article "a"/"an" before a stat noun (a claim of at least one).

export interface NumberExpr {
  value: number;
  start: number;
  end: number;
  raw: string;
  /** `atLeast`: "a touchdown" says there was one or more, not exactly one. */
  atLeast: boolean;
  /** Repetition words ("twice", "three times") count how often the verb before them happened. */
  times: boolean;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT_WORDS = Object.keys(UNITS).join("|");
const TEN_WORDS = Object.keys(TENS).join("|");
const BELOW_100 = `(?:(?:${TEN_WORDS})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|${UNIT_WORDS})`;
const WORD_NUMBER = new RegExp(
  `\\b(?:(${BELOW_100})\\s+hundred(?:\\s+(?:and\\s+)?(${BELOW_100}))?|(${BELOW_100}))\\b`,
  "gi",
);

/** The value of a number word below one hundred ("sixty-one" → 61), or undefined. */
export function wordValue(word: string): number | undefined {
  const w = word.toLowerCase().trim();
  if (w in UNITS) return UNITS[w];
  const [tens, unit] = w.split(/[- ]/);
  if (tens === undefined || !(tens in TENS)) return undefined;
  if (unit === undefined) return TENS[tens];
  return unit in UNITS && UNITS[unit]! < 10 ? TENS[tens]! + UNITS[unit]! : undefined;
}

const IDIOMS: [RegExp, number, boolean][] = [
  [/\ba dozen\b/gi, 12, false],
  [/\ba (?:pair|couple) of\b/gi, 2, false],
  [/\b(?:lone|single)\b/gi, 1, false],
  [/\bonce\b/gi, 1, false],
  [/\btwice\b/gi, 2, false],
  [/\bthrice\b/gi, 3, false],
];

/** Every number in `text`, in order, non-overlapping. */
export function numbersIn(text: string): NumberExpr[] {
  const out: NumberExpr[] = [];
  const taken = (s: number, e: number) => out.some((n) => s < n.end && e > n.start);
  const push = (n: NumberExpr) => {
    if (!taken(n.start, n.end)) out.push(n);
  };
  // A minus sign counts only when it cannot be a hyphen or a score dash ("for -3 yards").
  for (const m of text.matchAll(/(?<![\p{L}\d.,])(-|−)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d])/gu)) {
    const sign = m[1] && !/\d\s*$/.test(text.slice(0, m.index)) ? -1 : 1;
    const start = m.index + (sign === -1 ? 0 : (m[1]?.length ?? 0));
    const value = sign * Number(`${m[2]!.replace(/,/g, "")}${m[3] ?? ""}`);
    push({
      value,
      start,
      end: m.index + m[0].length,
      raw: text.slice(start, m.index + m[0].length),
      atLeast: false,
      times: false,
    });
  }
  for (const m of text.matchAll(WORD_NUMBER)) {
    const value = m[3]
      ? wordValue(m[3].replace(/\s+/, "-"))
      : (wordValue(m[1]!.replace(/\s+/, "-")) ?? 0) * 100 + (m[2] ? (wordValue(m[2].replace(/\s+/, "-")) ?? 0) : 0);
    if (value === undefined) continue;
    push({ value, start: m.index, end: m.index + m[0].length, raw: m[0], atLeast: false, times: false });
  }
  for (const [re, value, atLeast] of IDIOMS)
    for (const m of text.matchAll(re))
      push({
        value,
        start: m.index,
        end: m.index + m[0].length,
        raw: m[0],
        atLeast,
        times: /once|twice|thrice/i.test(m[0]),
      });
  // "a touchdown", "an interception": at least one.
  for (const m of text.matchAll(/\b(an?)\s+(?=\S)/gi))
    push({ value: 1, start: m.index, end: m.index + m[1]!.length, raw: m[1]!, atLeast: true, times: false });
  out.sort((a, b) => a.start - b.start);
  // "three times": the number counts repetitions.
  for (const n of out) if (/^\s+times\b/i.test(text.slice(n.end))) n.times = true;
  return out;
}
