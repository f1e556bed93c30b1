// API and page throughput against a static asset of the same bytes, served by the same Worker in
// the same run.
//   npm run bench:api [-- --port 8870 --duration 5 --rounds 3 --connections 8]
// Starts the site (`npm start`, demo content, its own state dir), copies the exact bodies of
// GET /api/recaps?limit=50, GET /api/recaps/:id and the server-rendered / and /read/:id into
// dist/client/bench/ (static assets: same bytes), restarts so the asset manifest has them, then
// runs rounds of static / cold / cache hit, the order rotated each round so machine noise hits all
// alike. Every answer's X-Cache header and bytes are checked, and the counts are printed.
//
// Cold means a real miss: the version read, the handler, D1, the server render for pages, hashing
// and storing. A cache key holds only the versions and the query parameters a route reads
// (worker/middleware/cache-key.ts), so there are two honest ways to make one, and no switch in the
// Worker lets a client skip the cache:
// - list, 8 connections: each request a different `limit` at or above the number of articles (and
//   explicit `page=1`, empty `season=` / `week=`), which all give the very same answer: a new key
//   per request. The content version is bumped once before each run, so no earlier run's copy is hit.
// - every row, one connection: a real content write (a bench account's settings, which no page
//   shows) bumps the version before each request; only the GET is timed, against the static asset
//   read the same way. The article, the home page and the reader read no parameter, so this is
//   their only cold figure.
//
// Beside req/s, each 8-connection run prints the server's CPU per answer: the CPU time over the run
// of the workerd runtime that runs the Worker (and, on the same thread, the asset router, the local
// D1, the Cache API and the Durable Objects; bench/lib.ts serverCpuMs), divided by the answers.
// Other processes on a shared machine change req/s a lot and this little.
import { mkdir, writeFile } from "node:fs/promises";
import autocannon from "autocannon";
import { arg, median, round, serverCpuMs, startSite } from "./lib";

const port = Number(arg("port", "8870"));
const duration = Number(arg("duration", "5"));
const rounds = Number(arg("rounds", "3"));
const connections = Number(arg("connections", "8"));
const stateDir = ".wrangler/bench-api";

interface Run {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Answers by their X-Cache header ("none" when absent: static assets). */
  cache: Record<string, number>;
  /** Answers whose bytes differed from the static copy's. */
  otherBytes: number;
  /** The server's CPU per answer (ms): workerd's CPU time over the run / answers (8-connection runs). */
  cpuMs?: number;
}

/**
 * The same answer: the same bytes, except that a server-rendered page carries the time of its render
 * (TanStack Query's `dehydratedAt` / `dataUpdatedAt` in the hydration state), so a fresh render of the
 * same content differs from the static copy there and only there.
 */
const RENDER_TIME = /"(dehydratedAt|dataUpdatedAt)":\d+/g;
function sameAnswer(body: string, expected: string): boolean {
  return body === expected || body.replace(RENDER_TIME, "") === expected.replace(RENDER_TIME, "");
}

/** autocannon at `connections` for `seconds`; `varyPath` gives each request its own path. */
async function load(url: string, expected: string, varyPath?: (n: number) => string, seconds = duration): Promise<Run> {
  let n = 0;
  const cache: Record<string, number> = {};
  let otherBytes = 0;
  const onResponse = (_status: number, body: string, _ctx: unknown, headers: Record<string, string>) => {
    const x = Object.entries(headers).find(([k]) => k.toLowerCase() === "x-cache")?.[1] ?? "none";
    cache[x] = (cache[x] ?? 0) + 1;
    if (!sameAnswer(body, expected)) otherBytes++;
  };
  const cpuBefore = serverCpu();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ ...(varyPath ? { setupRequest: (req) => ({ ...req, path: varyPath(n++) }) } : {}), onResponse }],
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cache,
    otherBytes,
    cpuMs: (serverCpu() - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/**
 * One connection, one request at a time, for `seconds` of timed GETs; `before` (a version bump) runs
 * before each and is not timed.
 */
async function sequential(
  url: string,
  expected: string,
  before?: () => Promise<void>,
  seconds = duration,
): Promise<Run> {
  const times: number[] = [];
  const cache: Record<string, number> = {};
  let otherBytes = 0;
  let non2xx = 0;
  let timed = 0;
  while (timed < seconds * 1000) {
    if (before) await before();
    const t0 = performance.now();
    const res = await fetch(url);
    const body = await res.text();
    const ms = performance.now() - t0;
    timed += ms;
    times.push(ms);
    const x = res.headers.get("x-cache") ?? "none";
    cache[x] = (cache[x] ?? 0) + 1;
    if (res.status >= 300) non2xx++;
    if (!sameAnswer(body, expected)) otherBytes++;
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);
  return {
    reqPerSec: (1000 * times.length) / timed,
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
    errors: 0,
    cache,
    otherBytes,
  };
}

let site = await startSite({ port, stateDir });
const list = await fetch(`${site.url}/api/recaps?limit=50`);
const listBody = await list.text();
const listed = JSON.parse(listBody) as { recaps: { id: number }[]; total: number };
const firstId = listed.recaps[0]?.id;
if (!firstId) throw new Error("no articles: the demo seed should have created some");
// Any limit from here to the largest allowed gives the same page (all articles, one page).
if (listed.total > 50) throw new Error(`${listed.total} articles: the list's cold keys need at most 50`);
const articleBody = await (await fetch(`${site.url}/api/recaps/${firstId}`)).text();
const homeBody = await (await fetch(`${site.url}/`)).text();
const readerBody = await (await fetch(`${site.url}/read/${firstId}`)).text();
await site.stop();

await mkdir("dist/client/bench", { recursive: true });
await writeFile("dist/client/bench/list.json", listBody);
await writeFile("dist/client/bench/article.json", articleBody);
// .txt: the asset router would redirect a .html path to its pretty URL; the bytes are what count.
await writeFile("dist/client/bench/home.txt", homeBody);
await writeFile("dist/client/bench/reader.txt", readerBody);
site = await startSite({ port, stateDir, skipBuild: true });
const serverCpu = serverCpuMs(site);
for (const path of ["/bench/list.json", "/bench/article.json", "/bench/home.txt", "/bench/reader.txt"]) {
  const res = await fetch(`${site.url}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  await res.arrayBuffer();
}

/** A bench account whose settings write bumps the content version and changes nothing a page shows. */
const writer = await (async () => {
  const name = `bench${Date.now().toString(36)}`;
  const headers = { Origin: site.url, "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" };
  const res = await fetch(`${site.url}/api/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: name, email: `${name}@example.test`, password: "bench password 1" }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { headers: { ...headers, Cookie: cookie } };
})();
async function bumpContent(): Promise<void> {
  const res = await fetch(`${site.url}/api/account/settings`, {
    method: "PUT",
    headers: writer.headers,
    body: JSON.stringify({ leagueName: null }),
  });
  if (res.status !== 200) throw new Error(`settings write: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/**
 * The list's keys for one content version: every limit from the article count to 1000, each with and
 * without `page=1`, `season=` and `week=` (all read by the route, all giving the same answer).
 */
const LIST_EXTRAS = [
  "",
  "&page=1",
  "&season=",
  "&week=",
  "&page=1&season=",
  "&page=1&week=",
  "&season=&week=",
  "&page=1&season=&week=",
];
const limits = 1001 - Math.max(listed.total, 1);
const listKey = (n: number) =>
  `/api/recaps?limit=${Math.max(listed.total, 1) + (n % limits)}${LIST_EXTRAS[Math.floor(n / limits) % LIST_EXTRAS.length]}`;

interface Target {
  api: string;
  static: string;
  body: string;
  /** A new cache key per request under one content version, when the route reads a parameter that allows it. */
  coldKey?: (n: number) => string;
}
const targets = {
  list: { api: "/api/recaps?limit=50", static: "/bench/list.json", body: listBody, coldKey: listKey },
  article: { api: `/api/recaps/${firstId}`, static: "/bench/article.json", body: articleBody },
  "home page": { api: "/", static: "/bench/home.txt", body: homeBody },
  "reader page": { api: `/read/${firstId}`, static: "/bench/reader.txt", body: readerBody },
} satisfies Record<string, Target>;
/**
 * The floor of any Worker answer here: GET /api/user signed out is a small 401 from the Worker's
 * middleware and route, with no D1 read and no cache (compare with the static asset's req/s).
 */
const FLOOR = "/api/user";
const floorBody = await (await fetch(`${site.url}${FLOOR}`)).text();

const results: Record<string, Run[]> = {};
const record = (name: string, run: Run) => {
  results[name] = [...(results[name] ?? []), run];
  const cache = Object.entries(run.cache)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  console.log(
    `${name.padEnd(22)} ${round(run.reqPerSec).toString().padStart(8)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  non-2xx ${run.non2xx}  errors ${run.errors}  X-Cache: ${cache}  other bytes ${run.otherBytes}${run.cpuMs === undefined ? "" : `  server CPU ${round(run.cpuMs, 2)} ms/req`}`,
  );
};

/** Every run of one target, by kind, each lasting `seconds`. */
function runsOf(t: Target, seconds: number): [string, () => Promise<Run>][] {
  const runs: [string, () => Promise<Run>][] = [
    ["static", () => load(`${site.url}${t.static}`, t.body, undefined, seconds)],
    [
      "hit",
      async () => {
        await fetch(`${site.url}${t.api}`).then((res) => res.arrayBuffer()); // fill the cache
        return load(`${site.url}${t.api}`, t.body, undefined, seconds);
      },
    ],
    ["static 1 conn", () => sequential(`${site.url}${t.static}`, t.body, undefined, seconds)],
    ["cold 1 conn", () => sequential(`${site.url}${t.api}`, t.body, bumpContent, seconds)],
  ];
  const { coldKey } = t;
  if (coldKey) {
    runs.push([
      "cold",
      async () => {
        await bumpContent(); // no copy from an earlier run under this version
        return load(`${site.url}${t.api}`, t.body, coldKey, seconds);
      },
    ]);
  }
  return runs;
}

try {
  // Every run once, 1 s each, not recorded. Right after a start the Worker's code is still being
  // compiled: in the last four runs without this, the Worker's floor was 23–74 % of the static asset
  // in the first round and 85–101 % in the second. A round's ratios should not depend on its place.
  console.log("— warm-up (not recorded)");
  await load(`${site.url}${FLOOR}`, floorBody, undefined, 1);
  for (const t of Object.values(targets) as Target[]) for (const [, run] of runsOf(t, 1)) await run();
  for (let r = 1; r <= rounds; r++) {
    console.log(`— round ${r}/${rounds}`);
    record("floor:static", await load(`${site.url}${targets.article.static}`, articleBody));
    record("floor:worker", await load(`${site.url}${FLOOR}`, floorBody));
    for (const [name, t] of Object.entries(targets) as [string, Target][]) {
      const runs = runsOf(t, duration);
      // Rotated each round, so a slow patch of the machine does not always fall on the same kind.
      for (let i = 0; i < runs.length; i++) {
        const [kind, run] = runs[(i + r - 1) % runs.length]!;
        record(`${name}:${kind}`, await run());
      }
    }
  }
} finally {
  await site.stop();
}

const all = (name: string) => results[name] ?? [];
const med = (name: string, key: "reqPerSec" | "p50" | "p99") => round(median(all(name).map((x) => x[key])));
/** Median of the per-round ratios to the static asset read the same way. */
const ratio = (name: string, kind: string, base: string) =>
  `${round(100 * median(all(`${name}:${kind}`).map((x, i) => x.reqPerSec / all(`${name}:${base}`)[i]!.reqPerSec)), 0)}%`;
/** "100% MISS (1234/1234)": the share of answers with the X-Cache value, and any with other bytes. */
const share = (name: string, value: string) => {
  const runs = all(name);
  const total = runs.reduce((s, x) => s + Object.values(x.cache).reduce((a, b) => a + b, 0), 0);
  const count = runs.reduce((s, x) => s + (x.cache[value] ?? 0), 0);
  const other = runs.reduce((s, x) => s + x.otherBytes, 0);
  return `${round((100 * count) / Math.max(total, 1), 0)}% ${value} (${count}/${total}${other ? `, ${other} other bytes` : ""})`;
};

const floor = median(all("floor:worker").map((x, i) => x.reqPerSec / all("floor:static")[i]!.reqPerSec));
console.log(
  `\nWorker floor (${FLOOR}, a 401 with no D1 and no cache): ${med("floor:worker", "reqPerSec")} req/s, ${round(100 * floor, 0)}% of the static asset's ${med("floor:static", "reqPerSec")} req/s`,
);
console.log(
  `\nMedians of ${rounds} rounds, ${duration} s each; ratios are medians of the per-round ratios to the static asset.`,
);
console.log("Issue 19's targets: hits ≥ 80% and cold ≥ 40% of the static asset's req/s.");
console.log(`\n${connections} connections (cold: a new key per request, see the top of bench/api.ts):`);
console.log(
  "| target | bytes | static req/s | cold req/s (ratio) | hit req/s (ratio) | p50/p99 ms static · cold · hit |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [name, t] of Object.entries(targets) as [string, Target][]) {
  const cold = t.coldKey ? `${med(`${name}:cold`, "reqPerSec")} (${ratio(name, "cold", "static")})` : "—";
  const coldMs = t.coldKey ? `${med(`${name}:cold`, "p50")}/${med(`${name}:cold`, "p99")}` : "—";
  console.log(
    `| ${name} | ${Buffer.byteLength(t.body)} | ${med(`${name}:static`, "reqPerSec")} | ${cold} | ${med(`${name}:hit`, "reqPerSec")} (${ratio(name, "hit", "static")}) | ${med(`${name}:static`, "p50")}/${med(`${name}:static`, "p99")} · ${coldMs} · ${med(`${name}:hit`, "p50")}/${med(`${name}:hit`, "p99")} |`,
  );
}
console.log("\nOne connection, a content write before each cold request (not timed):");
console.log("| target | static req/s | cold req/s (ratio) | p50/p99 ms static · cold |");
console.log("| --- | --- | --- | --- |");
for (const name of Object.keys(targets)) {
  console.log(
    `| ${name} | ${med(`${name}:static 1 conn`, "reqPerSec")} | ${med(`${name}:cold 1 conn`, "reqPerSec")} (${ratio(name, "cold 1 conn", "static 1 conn")}) | ${med(`${name}:static 1 conn`, "p50")}/${med(`${name}:static 1 conn`, "p99")} · ${med(`${name}:cold 1 conn`, "p50")}/${med(`${name}:cold 1 conn`, "p99")} |`,
  );
}
console.log(
  "\nServer CPU per answer (the CPU time of the workerd runtime that runs the Worker, D1 and the cache, over an 8-connection run / answers; other processes on the machine do not count). CPU share = static CPU / this CPU: the throughput ratio on a machine where the server's CPU is the limit:",
);
console.log("| target | static ms | cold ms (CPU share) | hit ms (CPU share) |");
console.log("| --- | --- | --- | --- |");
const cpu = (name: string) => median(all(name).map((x) => x.cpuMs ?? Number.NaN));
const cpuShare = (name: string, kind: string) =>
  `${round(100 * median(all(`${name}:${kind}`).map((x, i) => (all(`${name}:static`)[i]!.cpuMs ?? Number.NaN) / (x.cpuMs ?? Number.NaN))), 0)}%`;
for (const [name, t] of Object.entries(targets) as [string, Target][]) {
  const cold = t.coldKey ? `${round(cpu(`${name}:cold`), 2)} (${cpuShare(name, "cold")})` : "—";
  console.log(
    `| ${name} | ${round(cpu(`${name}:static`), 2)} | ${cold} | ${round(cpu(`${name}:hit`), 2)} (${cpuShare(name, "hit")}) |`,
  );
}
console.log("\nWhat the cache answered (X-Cache over every run; other bytes: answers unlike the static copy):");
for (const [name, t] of Object.entries(targets) as [string, Target][]) {
  const cold = t.coldKey ? `cold ${share(`${name}:cold`, "MISS")} · ` : "";
  console.log(
    `- ${name}: ${cold}cold 1 conn ${share(`${name}:cold 1 conn`, "MISS")} · hit ${share(`${name}:hit`, "HIT")}`,
  );
}
