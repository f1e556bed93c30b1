// Names in no input: a run of capitalised words that are not sentence openers, function words or
// football vocabulary must be made of words from the inputs. A lone unknown capitalised word
// opening a sentence is a name when a verb or a possessive follows it ("Marchetti added…").
import type { Facts } from "./facts";
import { splitSentences } from "./text";

/** Capitalised words that are not people: function words, calendar words, positions and football vocabulary. */
const COMMON = new Set(
  `a an the and but or nor so yet for in on at by with from to of as after before when while without within
  this that these those it its he she they we you i his her their our my your him them us me there here
  what who whom why how where which whose then now still even just not no yes all every each both either
  neither one some any many much more most few less least other another such only also again ever never
  always once if though although because since until unless than over under into onto upon about around
  through across against between behind beyond during toward towards up down out off despite instead
  is are was were be been being has have had do does did will would can could should may might must
  let let's here's there's that's it's what's who's don't didn't can't won't isn't wasn't
  oh whoa wow boom yes well look listen okay ok good great final finally meanwhile later afterward afterwards
  today tonight yesterday tomorrow morning afternoon evening night
  monday tuesday wednesday thursday friday saturday sunday
  january february march april may june july august september october november december
  week weeks game games season seasons preseason postseason playoff playoffs championship title bowl super pro
  hall fame hail mary red zone end quarter half halftime overtime ot
  first second third fourth fifth last next
  coach coaches head offensive defensive special teams team coordinator staff front office owner gm
  quarterback quarterbacks running back backs receiver receivers wide tight linebacker linebackers
  cornerback cornerbacks safety safeties kicker punter lineman linemen tackle guard center edge rusher
  rookie rookies veteran veterans captain captains starter starters mvp
  league leagues sources source franchise breaking news scoop report update trade trades signing draft
  injury contract coaching awards rumor rumors general
  qb qbs rb rbs wr wrs te def dl ol lb cb fb k p st td tds int ints yds
  touchdown touchdowns interception interceptions fumble fumbles sack sacks yards yard field goal
  final score box stats stat verdict bottom line put stop hold give scheme situational execution momentum
  some nobody smiles bodies tape scoop nothing everything everyone everybody someone something anyone anything
  none defense offense defence offence football credit discipline patience pressure protection balance`.split(/\s+/),
);

/** Verbs only a player opens a sentence with ("Marchetti caught…"). */
const PLAYER_VERB =
  /^(?:caught|ran|rushed|threw|passed|completed|hauled|picked|carried|scored|snagged|grabbed|intercepted|sacked|fumbled|reeled|tackled|scrambled|returned)\b/i;
/** Verbs anything can open a sentence with ("Context is…", "Patience paid off"): a name only beside a stat. */
const GENERIC_VERB =
  /^(?:added|finished|had|recorded|led|made|said|went|chipped|contributed|posted|piled|racked|totaled|tallied|collected|forced|found|hit|connected|broke|took|was|is|also|did|gave|kept|pulled|turned|sealed|delivered|produced|managed|helped|anchored|wrapped)\b/i;
const STAT_WORD =
  /\b(?:yards?|catch(?:es)?|receptions?|touchdowns?|tds?|tackles?|sacks?|carries|passes|pass|interceptions?|picks?|fumbles?|targets?|completions?|attempts?|block|blocks|run|runs|score|scores)\b/i;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}'’-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, "").replace(/['’]s$/, ""))
    .filter(Boolean);

/** Runs of capitalised words; `atStart` when the run opens a sentence, a quote or a line; `next` is the word after. */
export function capitalisedRuns(
  text: string,
): { run: string[]; atStart: boolean; possessive: boolean; next: string }[] {
  const out: { run: string[]; atStart: boolean; possessive: boolean; next: string }[] = [];
  let run: string[] = [];
  let runAtStart = false;
  let possessive = false;
  /** The run still waiting for the word after it. */
  let pending = -1;
  const flush = () => {
    if (run.length) {
      out.push({ run, atStart: runAtStart, possessive, next: "" });
      pending = out.length - 1;
    }
    run = [];
    possessive = false;
  };
  for (const line of text.split(/\n+/)) {
    flush();
    pending = -1;
    let nextIsStart = true;
    for (const raw of line.split(/\s+/).filter(Boolean)) {
      const leading = raw.match(/^["“‘'([]+/)?.[0] ?? "";
      const trailing = raw.match(/[,;:.!?"”’')\]—-]+$/)?.[0] ?? "";
      const inner = raw.slice(leading.length, raw.length - trailing.length);
      const core = inner.replace(/['’]s$/, "");
      const fillNext = () => {
        if (pending >= 0) out[pending]!.next = core;
        pending = -1;
      };
      fillNext();
      const isStart = nextIsStart || leading.length > 0;
      // Acronyms (NFL, MVP, QB) are vocabulary, not people.
      const capitalised = /^\p{Lu}/u.test(core) && !/^[\p{Lu}\d]{2,5}$/u.test(core);
      if (capitalised) {
        if (leading) flush();
        if (!run.length) runAtStart = isStart;
        run.push(core);
        if (core !== inner || /^['’]/.test(trailing)) {
          possessive = true;
          flush();
        }
      } else {
        flush();
        fillNext();
      }
      if (trailing) flush();
      nextIsStart = /[.!?:]/.test(trailing) || (core === "" && leading.length > 0);
    }
  }
  flush();
  return out;
}

export function unknownNames(draft: string, facts: Facts, extraKnown: string[]): string[] {
  const known = new Set([...facts.typed, ...extraKnown].flatMap(words));
  const out: string[] = [];
  for (const sentence of splitSentences(draft)) out.push(...unknownIn(sentence, known).filter((p) => !out.includes(p)));
  return out;
}

function unknownIn(sentence: string, known: Set<string>): string[] {
  const out: string[] = [];
  const actsAsName = (next: string, possessive: boolean) =>
    possessive || PLAYER_VERB.test(next) || (GENERIC_VERB.test(next) && STAT_WORD.test(sentence));
  for (const { run, atStart, possessive, next } of capitalisedRuns(sentence)) {
    const names = run.filter((w) => !COMMON.has(w.toLowerCase()));
    if (names.length === 0) continue;
    const unknown = names.filter((w) => !words(w).every((part) => known.has(part)));
    if (!unknown.length) continue;
    // A lone capitalised word opening a sentence is usually just a sentence, unless it acts as a name.
    if (atStart && run.length === 1 && !actsAsName(next, possessive)) continue;
    const problem = `"${run.join(" ")}" is not a player, team or person in the data.`;
    if (!out.includes(problem)) out.push(problem);
  }
  return out;
}
