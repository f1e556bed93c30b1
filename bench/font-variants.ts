// What the reading pages' fonts cost (issue 42): each page loaded as served and with a style override
// that changes only its type (every text one size, every text one weight, both, or another system
// font stack), beside the static article, interleaved, so the difference in font set-up and shaping is
// the fonts' and not the machine's. Each load is a fresh Debian Chromium at 412 × 823 and 4× CPU, traced
// until load + 2 s, as an anonymous reader (no app started). The override is one <style> added at the end
// of the served head (through Playwright's routing), so it comes before the first layout.
// Per page and variant, medians over the loads: distinct fonts (family, size, weight, style) and text
// runs laid out at load (as bench/style-counts.ts counts them), and thread time (own, ms) of font set-up
// (Chromium's font cache, the per-strike render-style query, the font service), of text shaping, of
// layout (inclusive), and the summed thread time of tasks over 12.5 ms (what Lighthouse's 4× counts) and the largest.
// With --sheets DIR, one more arm, "sheets": the page with its inlined stylesheet (the <style> that
// begins with :root) replaced by DIR/<home|reader|community|league>.css, another build's sheet for the
// same page: a before → after of a stylesheet-only change, interleaved on the same build's markup.
//   npx tsx bench/font-variants.ts [--port 9470] [--runs 3] [--skip-build] [--variants served,size,weight]
//     [--sheets DIR]
import { readFileSync } from "node:fs";
import { arg, median, round, startSite } from "./lib";
import { requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import { visibleTextFonts } from "./text-fonts";
import { isDocumentAt, ownTimeByPart, type SpanEvent } from "./trace-parts";
import { tracedLoad } from "./traced-load";

const port = Number(arg("port", "9470"));
const runs = Number(arg("runs", "3"));
const skipBuild = process.argv.includes("--skip-build");
const stateDir = ".wrangler/bench-font-variants";

/** Style overrides: each leaves the layout's boxes alone as far as it can and changes the type only. */
const VARIANTS: Record<string, string> = {
  served: "",
  // As served, through the same routing as the other arms: the fair "after" beside --sheets.
  routed: "",
  // Every text at the body's size (emoji too): one size per weight.
  size: "body, body * { font-size: 1rem !important; }",
  // Every text regular: one weight per size.
  weight: "body, body * { font-weight: 400 !important; }",
  // Both: the floor of what a type scale can save (text and emoji at one size and weight).
  one: "body, body * { font-size: 1rem !important; font-weight: 400 !important; }",
  // The long system stack many sites name, against the current `system-ui, sans-serif`.
  stack:
    ':root { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif !important; }',
};
const sheets = arg("sheets", "");
const variants = [...arg("variants", "served,size,weight,one,stack").split(","), ...(sheets ? ["sheets"] : [])];
const pageKind = (path: string) =>
  path === "/" ? "home" : path.startsWith("/read/") ? "reader" : path.startsWith("/league/") ? "league" : "community";

/** Own-time parts (bench/trace-parts.ts names) that are font set-up, text shaping and layout. */
const FONT_SETUP = /font lookups|Font|Strike|Typeface|MatchFamily|Fallback/;
/** Of font set-up: the synchronous query to the browser per strike (size × weight) on Linux. */
const STRIKES = /ForStrike/;
/** Of font set-up: the font service's family match and the font file's mapping, once per family. */
const FAMILIES = /FontDataManager/;
const SHAPING = /Shape|HarfBuzz/;

interface Sample {
  fonts: number;
  textRuns: number;
  fontSetup: number;
  strikes: number;
  families: number;
  shaping: number;
  layout: number;
  longTasks: number;
  largestTask: number;
}

// The state is kept between runs (the demo content is seeded once): a fresh one's migrations took
// minutes on a busy machine, past startSite's wait.
let site = await startSite({ port, stateDir, skipBuild });
const { article } = await writeStaticPage(site.url);
await site.stop();
site = await startSite({ port, stateDir, skipBuild: true });
const partNames = new Set<string>();
try {
  await requireStaticPage(site);
  const pages = ["/", `/read/${article.id}`, "/community", "/league/NFL"];
  const loads: [string, string][] = [
    [STATIC_PATH, "served"],
    ...pages.flatMap((p) => variants.map((v) => [p, v] as [string, string])),
  ];
  const samples: Record<string, Sample[]> = {};
  for (let run = 1; run <= runs; run++)
    for (const [path, variant] of loads) {
      let s = await tracedVariant(path, variant);
      for (let attempt = 2; !s && attempt <= 3; attempt++) s = await tracedVariant(path, variant);
      if (!s) throw new Error(`no ParseHTML of ${path} in three traces`);
      const key = `${path} ${variant}`;
      samples[key] = [...(samples[key] ?? []), s];
      console.log(`run ${run} ${key}: ${JSON.stringify(s)}`);
    }
  console.log(`\nParts counted as font set-up or shaping: ${[...partNames].join(", ")}`);
  const keys: (keyof Sample)[] = [
    "fonts",
    "textRuns",
    "fontSetup",
    "strikes",
    "families",
    "shaping",
    "layout",
    "longTasks",
    "largestTask",
  ];
  console.log(`\nMedians of ${runs} loads at 412 × 823, 4× CPU (thread ms):`);
  console.log(`| page | variant | ${keys.join(" | ")} |`);
  console.log(`| --- | --- | ${keys.map(() => "---").join(" | ")} |`);
  for (const [path, variant] of loads)
    console.log(
      `| ${path} | ${variant} | ${keys.map((k) => round(median(samples[`${path} ${variant}`]!.map((s) => s[k])), 1)).join(" | ")} |`,
    );
} finally {
  await site.stop();
}

/** The served HTML as the variant changes it: a style added at the end of the head, or the page's sheet swapped. */
function transform(html: string, path: string, variant: string): string {
  if (variant !== "sheets")
    return VARIANTS[variant] ? html.replace("</head>", `<style>${VARIANTS[variant]}</style></head>`) : html;
  const sheet = readFileSync(`${sheets}/${pageKind(path)}.css`, "utf8");
  const swapped = html.replace(/<style>:root[\s\S]*?<\/style>/, () => `<style>${sheet}</style>`);
  if (swapped === html) throw new Error(`no page stylesheet in ${path}`);
  return swapped;
}

/** One load, the HTML changed by the variant, traced until load + 2 s. */
async function tracedVariant(path: string, variant: string): Promise<Sample | undefined> {
  let dom = { fonts: 0, textRuns: 0 };
  const traceEvents = await tracedLoad(`${site.url}${path}`, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink",
      "fonts",
      "disabled-by-default-fonts",
    ],
    settle: 2_000,
    blockServiceWorkers: true,
    // The served CSP kept: it allows inline styles, and no script is changed.
    rewrite: variant === "served" ? undefined : { html: (html) => transform(html, path, variant), keepCsp: true },
    // Counted after the trace, so the count's own work is not in it (as bench/style-counts.ts counts).
    afterTrace: async (page) => {
      const { textRuns, fontStrikes } = await page.evaluate(visibleTextFonts);
      dom = { fonts: fontStrikes, textRuns };
    },
  });
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && isDocumentAt(e.args?.beginData?.url, path));
  if (!parse) return undefined;
  const onMain = traceEvents.filter(
    (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur !== undefined,
  ) as SpanEvent[];
  const parts = ownTimeByPart(onMain, "thread");
  const sum = (re: RegExp, mark: boolean) =>
    Object.entries(parts)
      .filter(([name]) => re.test(name))
      .reduce((s, [name, us]) => {
        if (mark) partNames.add(name);
        return s + us;
      }, 0) / 1000;
  const tasks = onMain.filter((e) => e.name === "RunTask").map((e) => (e.tdur ?? 0) / 1000);
  return {
    ...dom,
    fontSetup: sum(FONT_SETUP, true),
    strikes: sum(STRIKES, false),
    families: sum(FAMILIES, false),
    shaping: sum(SHAPING, true),
    // Inclusive: a layout's own time is small beside the shaping and font set-up inside it.
    layout: onMain.filter((e) => e.name === "Layout").reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000,
    longTasks: tasks.filter((ms) => ms > 12.5).reduce((s, ms) => s + ms, 0),
    largestTask: Math.max(0, ...tasks),
  };
}
