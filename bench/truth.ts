// The truth benchmark (not a timed test): generated games whose stats add up, correct drafts and
// drafts with exactly one injected error per class, run through the claim checker. Prints, per
// class, errors caught / injected; correct drafts wrongly refused; and how many drafts of the
// built-in writer pass. Usage: npm run bench:truth [-- --games 50 --variants 1 --correct 1000 --show 3]
// `--variants N` injects each class into N drafts of each game (more material from the same seeds).
// `--held-out` uses the held-out games (seeds from HELD_OUT_FIRST, bench/README.md): run once, at the end.
// A tuning run never reads a seed above TUNING_LAST.
import { parseArgs } from "node:util";
import { PERSONAS as ALL_PERSONAS } from "../db/domain";
import { generateGame } from "../db/seed/games";
import { writeBuiltinArticle } from "../worker/services/ai/builtin";
import { checkClaims } from "../worker/services/ai/claims/check";
import { contextCases } from "./truth-context";
import { briefFromGame, correctDraft, draftWithError, ERROR_CLASSES } from "./truth-drafts";
import { writerCase } from "./truth-writer";
import { HELD_OUT_FIRST, TUNING_LAST } from "./writing-metrics";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "50" },
    variants: { type: "string", default: "1" },
    correct: { type: "string", default: "1000" },
    show: { type: "string", default: "0" },
    "held-out": { type: "boolean", default: false },
  },
});
const FIRST = values["held-out"] ? HELD_OUT_FIRST : 1;
const games = Number(values.games);
const variants = Number(values.variants);
// The seeds a run may read: a tuning run stops before the spent and held-out seeds.
const LAST = values["held-out"] ? Number.POSITIVE_INFINITY : TUNING_LAST;
const correctRuns = Math.min(Number(values.correct), LAST - FIRST + 1);
const show = Number(values.show);
const PERSONAS = ALL_PERSONAS.map((p) => ({ id: p.id, name: p.name, role: p.role, style: p.style }));
const persona = (seed: number) => PERSONAS[seed % PERSONAS.length]!;

const rows: string[][] = [["class", "caught / injected", "%"]];
let worstPct = 100;
for (const cls of ERROR_CLASSES) {
  let injected = 0;
  let caught = 0;
  const missed: string[] = [];
  for (let seed = FIRST; injected < games * variants && seed < FIRST + games * 20 && seed <= LAST; seed++) {
    const g = generateGame(seed);
    for (let variant = 0; variant < variants; variant++) {
      const draft = draftWithError(g, cls, variant);
      if (!draft) continue;
      injected++;
      if (!checkClaims(draft, briefFromGame(g, persona(seed), seed)).ok) caught++;
      else if (missed.length < show) missed.push(`seed ${seed}: …${draft.split(". ").slice(-2).join(". ")}`);
    }
  }
  const pct = (100 * caught) / injected;
  worstPct = Math.min(worstPct, pct);
  rows.push([cls, `${caught} / ${injected}`, pct.toFixed(1)]);
  for (const m of missed) console.log(`  missed (${cls}) ${m}`);
}

let refused = 0;
const refusals: string[] = [];
for (let seed = FIRST; seed < FIRST + correctRuns; seed++) {
  const g = generateGame(seed);
  const draft = correctDraft(g, 1);
  const check = checkClaims(draft.text, briefFromGame(g, persona(seed), seed));
  if (!check.ok) {
    refused++;
    if (refusals.length < show) refusals.push(`seed ${seed}: ${check.problems.join(" | ")}`);
  }
}

let builtinPass = 0;
const builtinProblems = new Map<string, number>();
for (let seed = FIRST; seed < FIRST + correctRuns; seed++) {
  const g = generateGame(seed);
  const brief = briefFromGame(g, persona(seed), seed);
  const check = checkClaims(writeBuiltinArticle(brief), brief);
  if (check.ok) builtinPass++;
  // Counted by kind: the problem text with its numbers and quoted words blanked.
  for (const p of check.problems) {
    const kind = p.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "N");
    builtinProblems.set(kind, (builtinProblems.get(kind) ?? 0) + 1);
  }
}

const width = rows.map((r) => r.map((c) => c.length)).reduce((a, b) => a.map((w, i) => Math.max(w, b[i]!)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(width[i]!)).join("  "));
console.log(`\nlowest class: ${worstPct.toFixed(1)}% caught`);
console.log(
  `correct drafts wrongly refused: ${refused} / ${correctRuns} (${((100 * refused) / correctRuns).toFixed(2)}%)`,
);
for (const r of refusals) console.log(`  ${r}`);
console.log(`built-in writer drafts passing the checker: ${builtinPass} / ${correctRuns}`);
for (const [kind, n] of [...builtinProblems].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${n}× ${kind}`);

// Writer named as a player (decision 335): the persona's name signing a correct draft, and holding a stat line.
const writer = { lies: 0, caught: 0, truths: 0, refused: 0 };
for (let seed = FIRST; seed < FIRST + correctRuns; seed++) {
  const g = generateGame(seed);
  const c = writerCase(g, persona(seed));
  if (!c) continue;
  const brief = briefFromGame(g, persona(seed), seed);
  writer.lies++;
  if (!checkClaims(c.lie, brief).ok) writer.caught++;
  else if (show) console.log(`  missed (writer named as a player) seed ${seed}: ${c.lie.split(". ").at(-1)}`);
  writer.truths++;
  const check = checkClaims(c.truth, brief);
  if (!check.ok) {
    writer.refused++;
    if (show) console.log(`  refused (writer signs) seed ${seed}: ${check.problems.join(" | ")}`);
  }
}
console.log(
  `\nwriter named as a player: false caught ${writer.caught} / ${writer.lies}; signed correct drafts refused ${writer.refused} / ${writer.truths}`,
);

// Context claims against the season ledger (issue 38): each class's true and false sentences over the
// export league's twelve games.
const byClass = new Map<string, { lies: number; caught: number; truths: number; refused: number }>();
for (const c of contextCases()) {
  const row = byClass.get(c.cls) ?? { lies: 0, caught: 0, truths: 0, refused: 0 };
  row.lies++;
  if (!checkClaims(c.lie, c.brief).ok) row.caught++;
  else if (show) console.log(`  missed (${c.cls}): ${c.lie}`);
  if (c.truth) {
    row.truths++;
    const check = checkClaims(c.truth, c.brief);
    if (!check.ok) {
      row.refused++;
      if (show) console.log(`  refused (${c.cls}): ${c.truth} | ${check.problems.join(" | ")}`);
    }
  }
  byClass.set(c.cls, row);
}
console.log("\ncontext class (export league)   false caught / injected   true refused / given");
for (const [cls, r] of byClass)
  console.log(`${cls.padEnd(32)} ${`${r.caught} / ${r.lies}`.padEnd(25)} ${r.refused} / ${r.truths}`);
