// What a page's first load styles and lays out, counted (issue 42): counts a busy machine does not
// inflate, unlike the thread times bench/main-thread.ts reads. Each load is a fresh Debian Chromium at
// 412 × 823 and 4× CPU, traced until load + 2 s, as an anonymous reader (no app started). Per page,
// medians over the loads: elements and nodes in the document, week options in the league filter,
// text nodes laid out at load and the distinct fonts (size, weight, style) they are shaped in,
// elements styled over the load (`UpdateLayoutTree`'s elementCount, summed), layout objects laid
// out over the load (`Layout`'s totalObjects, summed) and in its largest layout, and the page's HTML bytes.
// Pages: the static baseline (bench/static-page.ts), home, the seeded recap, community, the seeded NFL league, and a league of its
// own with 12 stories over two seasons and several weeks (posted through the API by a new account),
// so that most of its cards are below a phone's first screens.
//   npx tsx bench/style-counts.ts [--port 9477] [--runs 3] [--skip-build]
import { rmSync } from "node:fs";
import { arg, median, startSite } from "./lib";
import { requireStaticPage, STATIC_PATH, writeStaticPage } from "./static-page";
import { visibleTextFonts } from "./text-fonts";
import { isDocumentAt, type TraceEvent } from "./trace-parts";
import { tracedLoad } from "./traced-load";

const port = Number(arg("port", "9477"));
const runs = Number(arg("runs", "3"));
const skipBuild = process.argv.includes("--skip-build");
const stateDir = ".wrangler/bench-style-counts";
const LONG_LEAGUE = "Bench Long League";
const LONG_WEEKS = [
  [26, "1"],
  [26, "2"],
  [26, "3"],
  [26, "3"],
  [26, "4"],
  [26, "wildcard"],
  [25, "pre1"],
  [25, "1"],
  [25, "2"],
  [25, "17"],
  [25, "18"],
  [25, "superbowl"],
] as const;

interface Counts {
  elements: number;
  nodes: number;
  weekOptions: number;
  /** Text nodes laid out at load (not in a block \`content-visibility\` skips): the runs to shape. */
  textRuns: number;
  /** Distinct font size, weight and style among them: each is a font to look up and set up for shaping. */
  fontStrikes: number;
  styled: number;
  layoutObjects: number;
  largestLayout: number;
  htmlBytes: number;
}

// A fresh local state each run: the demo content, then the long league's stories.
rmSync(stateDir, { recursive: true, force: true });
let site = await startSite({ port, stateDir, skipBuild });
await writeStaticPage(site.url);
await site.stop();
site = await startSite({ port, stateDir, skipBuild: true });
try {
  await requireStaticPage(site);
  await postLongLeague(site.url);
  // The seeded recap is the first demo story (db/seed/demo-articles.ts), so its id is 1.
  const paths = [
    STATIC_PATH,
    "/",
    "/read/1",
    "/community",
    "/league/NFL",
    `/league/${encodeURIComponent(LONG_LEAGUE)}`,
  ];
  const samples: Record<string, Counts[]> = {};
  for (let run = 1; run <= runs; run++)
    for (const path of paths) {
      // A trace now and then lacks the page's own ParseHTML (as bench/main-thread.ts found): loaded again.
      let counts = await tracedCounts(path);
      for (let attempt = 2; !counts && attempt <= 3; attempt++) counts = await tracedCounts(path);
      if (!counts) throw new Error(`no ParseHTML of ${path} in three traces`);
      samples[path] = [...(samples[path] ?? []), counts];
    }
  const keys: (keyof Counts)[] = [
    "elements",
    "nodes",
    "weekOptions",
    "textRuns",
    "fontStrikes",
    "styled",
    "layoutObjects",
    "largestLayout",
    "htmlBytes",
  ];
  console.log(`\nMedians of ${runs} loads at 412 × 823, 4× CPU:`);
  console.log(`| page | ${keys.join(" | ")} |`);
  console.log(`| --- | ${keys.map(() => "---").join(" | ")} |`);
  for (const path of paths)
    console.log(`| ${path} | ${keys.map((k) => median(samples[path]!.map((s) => s[k]))).join(" | ")} |`);
} finally {
  await site.stop();
}

/** The long league's stories (news, no AI); waits until all are published. */
async function postLongLeague(origin: string): Promise<void> {
  const list = async () =>
    (
      (await (await fetch(`${origin}/api/recaps?limit=1000&league=${encodeURIComponent(LONG_LEAGUE)}`)).json()) as {
        recaps: unknown[];
      }
    ).recaps.length;
  // Each account may post 10 stories a minute (POST_LIMITER): one account per 6 stories, each
  // registered from its own address (AUTH_LIMITER counts per address).
  let cookie = "";
  for (const [i, [season, week]] of LONG_WEEKS.entries()) {
    const headers = { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": `198.51.100.${i + 1}` };
    if (i % 6 === 0) {
      const name = `bench${Date.now().toString(36)}${i}`;
      const reg = await fetch(`${origin}/api/register`, {
        method: "POST",
        headers,
        body: JSON.stringify({ username: name, email: `${name}@example.test`, password: "correct horse battery" }),
      });
      if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
      cookie = reg.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }
    const res = await fetch(`${origin}/api/recaps`, {
      method: "POST",
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({
        type: "news",
        title: `Long league notebook ${i + 1}: season ${season}, week ${week}`,
        content: `What happened in season ${season}, week ${week}. `.repeat(12),
        leagueName: LONG_LEAGUE,
        season,
        week,
        aiRequested: false,
      }),
    });
    if (!res.ok) throw new Error(`post: ${res.status} ${await res.text()}`);
  }
  const deadline = Date.now() + 60_000;
  while ((await list()) < LONG_WEEKS.length) {
    if (Date.now() > deadline) throw new Error("the long league's stories were not published within 60 s");
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * One load, traced until load + 2 s; the counts of the page's own renderer, or undefined when the
 * trace lacks its ParseHTML.
 */
async function tracedCounts(path: string): Promise<Counts | undefined> {
  const htmlBytes = (await (await fetch(`${site.url}${path}`)).arrayBuffer()).byteLength;
  let dom = { elements: 0, nodes: 0, weekOptions: 0, textRuns: 0, fontStrikes: 0 };
  const traceEvents = (await tracedLoad(`${site.url}${path}`, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
    settle: 2_000,
    blockServiceWorkers: true,
    // Counted after the trace, so the count's own work is not in it.
    afterTrace: async (page) => {
      const counts = await page.evaluate(() => ({
        elements: document.getElementsByTagName("*").length,
        nodes: (() => {
          // Every node (elements, text, comments), as the parser made them.
          const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
          let n = 0;
          while (walker.nextNode()) n++;
          return n;
        })(),
        weekOptions: document.querySelectorAll('.game-week-filter select[name="week"] option').length,
      }));
      dom = { ...counts, ...(await page.evaluate(visibleTextFonts)) };
    },
  })) as (TraceEvent & { args?: { elementCount?: number } })[];
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && isDocumentAt(e.args?.beginData?.url, path));
  if (!parse) return undefined;
  const onMain = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
  const sum = (name: string, of: (e: (typeof onMain)[number]) => number | undefined) =>
    onMain.filter((e) => e.name === name).reduce((s, e) => s + (of(e) ?? 0), 0);
  return {
    ...dom,
    styled: sum("UpdateLayoutTree", (e) => e.args?.elementCount),
    layoutObjects: sum("Layout", (e) => e.args?.beginData?.totalObjects),
    largestLayout: Math.max(
      0,
      ...onMain.filter((e) => e.name === "Layout").map((e) => e.args?.beginData?.totalObjects ?? 0),
    ),
    htmlBytes,
  };
}
