// How the built-in writer reads over 100 recaps of generated games across the nine personas
// (issue 15). Prints figures; asserts nothing (bench/writing.node.test.ts holds the hard rules).
// Run: npm run bench:writing [-- --count 100 --show 3]; `--held-out` writes the held-out games instead
// (seeds from HELD_OUT_FIRST, never read while tuning; bench/README.md) and prints only their figures.
import { parseArgs } from "node:util";
import { benchmarkRecaps, HELD_OUT_FIRST, laterMentions, measure, type Written } from "./writing-metrics";
import { newsLabels } from "./writing-news";
import { seasonFigures, seasonRecaps } from "./writing-season";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "100" },
    show: { type: "string", default: "0" },
    "held-out": { type: "boolean", default: false },
  },
});
const heldOut = values["held-out"];
const first = heldOut ? HELD_OUT_FIRST : 1;
const written = benchmarkRecaps(Number(values.count), first);
const f = measure(written);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

console.log(
  `Built-in writer: ${f.articles} recaps of generated games (db/seed/games.ts seeds ${first}..${first + f.articles - 1}${heldOut ? ", held out" : ""}), ${f.sentences} sentences\n`,
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
// Names after the first mention (issue 38 item 3): by surname; in full again only when the game shares the surname.
const later = (w: Written[]) => {
  const all = w.map(laterMentions);
  const sum = (k: "later" | "bySurname" | "keptFull") => all.reduce((n, x) => n + x[k], 0);
  const wrong = all.filter((x) => x.problems.length > 0).length;
  return `${pct(sum("bySurname") / Math.max(1, sum("later")))} of ${sum("later")}; ${wrong} recaps with a full name twice or a surname first; ${sum("keptFull")} players kept in full (surname shared)`;
};
console.log(`| later mentions by surname | ${later(written)} | full name once, surname after |`);
for (const s of f.fillerExamples) console.log(`filler: ${s}`);
for (const w of written.slice(0, Number(values.show)))
  console.log(
    `\n--- ${w.brief.persona.id}: ${w.brief.homeTeam} ${w.brief.homeScore}, ${w.brief.awayTeam} ${w.brief.awayScore}\n${w.text}`,
  );

if (heldOut) process.exit(0);

// The export league of several weeks (issue 38): the same games and personas, before and after the ledger.
const runs = { before: seasonRecaps(false), after: seasonRecaps(true) };
const figures = { before: seasonFigures(runs.before), after: seasonFigures(runs.after) };
const shape = { before: measure(runs.before), after: measure(runs.after) };
console.log(`\nExport league (db/seed/ledger-league.ts): ${runs.after.length} recaps, 12 games by 9 personas\n`);
console.log("| figure | before (box score only) | after (season ledger) |");
console.log("| --- | --- | --- |");
const row = (label: string, b: string, a: string) => console.log(`| ${label} | ${b} | ${a} |`);
row("recaps giving the winner's record", pct(figures.before.winnerRecord), pct(figures.after.winnerRecord));
row("recaps giving the winner's next game (when scheduled)", pct(figures.before.nextGame), pct(figures.after.nextGame));
row(
  "rostered players named in full (export short form absent)",
  pct(figures.before.fullNames),
  pct(figures.after.fullNames),
);
row("later mentions by surname", later(runs.before), later(runs.after));
row(
  "judgement words (most efficient, dominant, owned, held to, …)",
  String(figures.before.judgements),
  String(figures.after.judgements),
);
row(
  'sentences opening on a label before a colon ("X Y:", "…, it is this:")',
  `${figures.before.seamCount} (${pct(figures.before.seams)})`,
  `${figures.after.seamCount} (${pct(figures.after.seams)})`,
);
row(
  "sides whose quarterback and receiver are told in one sentence",
  pct(figures.before.woven),
  pct(figures.after.woven),
);
row(
  "recaps keeping a season high or league lead, of those whose ledger has one for a featured player",
  `${pct(figures.before.markKept)} of ${figures.before.marked}`,
  `${pct(figures.after.markKept)} of ${figures.after.marked}`,
);
row(
  "sentences repeated word for word in ≥ 2 articles",
  pct(shape.before.repeatedShare),
  pct(shape.after.repeatedShare),
);
row("distinct sentence shapes / sentences", pct(shape.before.distinctShapeShare), pct(shape.after.distinctShapeShare));
row(
  "words per article (min / median / max)",
  `${shape.before.words.min} / ${shape.before.words.median} / ${shape.before.words.max}`,
  `${shape.after.words.min} / ${shape.after.words.median} / ${shape.after.words.max}`,
);
row("claim-checker failures", String(shape.before.claimFailures), String(shape.after.claimFailures));
row("persona named by word overlap", pct(shape.before.personaAccuracy), pct(shape.after.personaAccuracy));

// News and newsroom stories (decision 331): sentences the writer adds that open on a label before a colon.
const labels = newsLabels();
console.log("\nNews and newsroom stories: sentences the writer adds that open on a label before a colon\n");
console.log("| stories | sentences | label openings | examples |");
console.log("| --- | --- | --- | --- |");
for (const [label, c] of [
  ["news (9 personas × 3 titles × 9 categories)", labels.news],
  ["newsroom lead-ins (the voice's)", labels.leadIns],
  ["newsroom bodies (the newsroom's lines)", labels.bodies],
] as const)
  console.log(
    `| ${label}: ${c.stories} | ${c.sentences} | ${c.labelled} (${pct(c.labelled / Math.max(1, c.sentences))}) | ${c.examples.join(" / ")} |`,
  );
