// How the built-in writer reads over 100 recaps of generated games across the nine personas
// (issue 15). Prints figures; asserts nothing (bench/writing.node.test.ts holds the hard rules).
// Run: npm run bench:writing [-- --count 100 --show 3]
import { parseArgs } from "node:util";
import { benchmarkRecaps, measure } from "./writing-metrics";

const { values } = parseArgs({
  options: { count: { type: "string", default: "100" }, show: { type: "string", default: "0" } },
});
const written = benchmarkRecaps(Number(values.count));
const f = measure(written);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

console.log(
  `Built-in writer: ${f.articles} recaps of generated games (db/seed/games.ts seeds 1..${f.articles}), ${f.sentences} sentences\n`,
);
console.log("| figure | value | target |");
console.log("| --- | --- | --- |");
console.log(`| sentences repeated word for word in ≥ 2 articles | ${pct(f.repeatedShare)} | ≤ 5% |`);
console.log(`| distinct sentence shapes (names, numbers masked) / sentences | ${pct(f.distinctShapeShare)} | ≥ 70% |`);
console.log(`| filler (no name, team or number) | ${pct(f.fillerShare)} | 0 |`);
console.log(
  `| words per article (min / median / max) | ${f.words.min} / ${f.words.median} / ${f.words.max} | 150–225 |`,
);
console.log(`| claim-checker failures | ${f.claimFailures} of ${f.articles} | 0 |`);
console.log(
  `| persona named by a word-overlap classifier (leave one out) | ${pct(f.personaAccuracy)} | (higher is more distinct) |`,
);
for (const s of f.fillerExamples) console.log(`filler: ${s}`);
for (const w of written.slice(0, Number(values.show)))
  console.log(
    `\n--- ${w.brief.persona.id}: ${w.brief.homeTeam} ${w.brief.homeScore}, ${w.brief.awayTeam} ${w.brief.awayScore}\n${w.text}`,
  );
