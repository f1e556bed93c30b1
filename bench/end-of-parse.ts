// Issue 42: what the task in which each reading page's parser ends holds, and what in the page's
// markup makes Chromium force a style-and-layout inside Document::FinishedParsing. Each load is a
// fresh Debian Chromium at 412 × 823 and 4× CPU, anonymous, traced until load + 1.5 s; pages and
// variants interleaved. A variant is the page's own HTML with one candidate taken out (served by a
// Playwright route; the CSP header is dropped in every arm, the base too, since a variant without a
// script would otherwise still match the hashes while one with an edited script would not).
// Per load: the bytes the end-of-parse task parsed itself, the forced update's thread ms and layout
// objects, the task's thread ms.
//   npx tsx bench/end-of-parse.ts [--port 9460] [--runs 3] [--skip-build] [--variants base,noexpect,…]
//     [--pages /,/league/NFL]
// `--variants live` loads the Worker's answer unrouted (its CSP and its own reads).
import { type EndOfParse, endOfParse } from "./end-of-parse-task";
import { arg, median, round, startSite } from "./lib";
import { tracedLoad } from "./traced-load";

const port = Number(arg("port", "9460"));
const runs = Number(arg("runs", "3"));
const skipBuild = process.argv.includes("--skip-build");
const stateDir = ".wrangler/bench-end-of-parse";

/** The page's HTML with one candidate for the forced layout taken out. */
const VARIANTS: Record<string, (html: string) => string> = {
  base: (h) => h,
  // Not routed: the Worker's own answer, its CSP and the reads its bytes arrive in (a route's
  // fulfilled body reaches the parser in other reads, which decide what is laid out at the end).
  live: (h) => h,
  // The render-blocking expectation of #root (decisions 321, 349).
  noexpect: (h) => h.replace(/<link rel="expect"[^>]*>/, ""),
  // boot.js, the inline module script (its image watch, listeners, scroll restoration).
  noboot: (h) => h.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, ""),
  // hold-images.js, the classic script with the MutationObserver (decision 249).
  nohold: (h) => h.replace(/<script>[^<]*MutationObserver[\s\S]*?<\/script>/, ""),
  noscripts: (h) =>
    h
      .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "")
      .replace(/<script>[^<]*MutationObserver[\s\S]*?<\/script>/, ""),
  // content-visibility: auto and its estimated sizes (decisions 323, 325, 366).
  nocv: (h) => h.replaceAll("content-visibility:auto", "").replaceAll(/contain-intrinsic-size:[^;}]*/g, ""),
  // The league filter (a GET form with two selects): form-state restoration.
  noform: (h) => h.replace(/<form[\s\S]*?<\/form>/, ""),
  nolazy: (h) => h.replaceAll('loading="lazy"', ""),
  // boot.js's script back where it stood before decision 376: in <head>, before the page's
  // stylesheet (the A of an A/B on a tree that serves it last).
  headboot: (h) => {
    const boot = /<script type="module" data-app[\s\S]*?<\/script>/.exec(h)?.[0];
    if (!boot) throw new Error("no boot script");
    return h.replace(boot, "").replace("<style>:root", `${boot}<style>:root`);
  },
  // The inline query state after #root (the end of the document's bytes).
  nostate: (h) => h.replace(/<script type="application\/json" id="dgsn-state">[\s\S]*?<\/script>/, ""),
};
const variants = arg("variants", "base").split(",");
/**
 * A forced update that lays out this many objects or more is the page's content laid out inside
 * FinishedParsing (the league's cards: 107); a relayout of what was laid out before holds a few.
 */
const LAID_OUT = 20;
for (const v of variants)
  if (!VARIANTS[v]) throw new Error(`unknown variant ${v}: ${Object.keys(VARIANTS).join(", ")}`);

const site = await startSite({ port, stateDir, skipBuild });
try {
  const paths = arg("pages", "/,/read/1,/community,/league/NFL").split(",");
  const samples = new Map<string, EndOfParse[]>();
  for (let run = 1; run <= runs; run++)
    for (const path of paths)
      for (const variant of variants) {
        const sample = await tracedVariant(path, variant);
        if (!sample) throw new Error(`no Document::FinishedParsing in the trace of ${path} (${variant})`);
        const key = `${path} ${variant}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(
          `${key}: parsed ${sample.parsedBytes} B in the task; forced ${round(sample.forcedMs, 1)} ms (${sample.forcedObjects} objects); task ${round(sample.taskMs, 1)} ms`,
        );
      }
  console.log(
    `\nMedians of ${runs} loads (thread ms at 4×); "with content": loads whose end-of-parse task parsed over 1 kB`,
  );
  console.log(
    `| page | variant | forced layout | end-of-parse task | loads with content | forced layout in those | loads with a forced layout of ≥ ${LAID_OUT} objects | its thread ms (median) |`,
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const [key, list] of samples) {
    const [path, variant] = key.split(" ");
    const withContent = list.filter((s) => s.parsedBytes > 1024);
    const forcedThere = withContent.length ? round(median(withContent.map((s) => s.forcedMs)), 1) : "—";
    const laidOut = list.filter((s) => s.forcedObjects >= LAID_OUT);
    const laidOutMs = laidOut.length ? round(median(laidOut.map((s) => s.forcedMs)), 1) : "—";
    console.log(
      `| ${path} | ${variant} | ${round(median(list.map((s) => s.forcedMs)), 1)} | ${round(median(list.map((s) => s.taskMs)), 1)} | ${withContent.length} of ${list.length} | ${forcedThere} | ${laidOut.length} of ${list.length} | ${laidOutMs} |`,
    );
  }
} finally {
  await site.stop();
}

/** One load of the page's variant, traced until load + 1.5 s. */
async function tracedVariant(path: string, variant: string): Promise<EndOfParse | undefined> {
  const traceEvents = await tracedLoad(`${site.url}${path}`, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink", "loading"],
    settle: 1_500,
    blockServiceWorkers: true,
    rewrite: variant === "live" ? undefined : { html: VARIANTS[variant]! },
  });
  return endOfParse(traceEvents);
}
