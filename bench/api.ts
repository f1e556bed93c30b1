// API and page throughput against a static asset of the same bytes, served by the same Worker in
// the same run.
//   npm run bench:api [-- --port 8870 --duration 5 --rounds 3 --connections 8]
// Starts the site (`npm start`, demo content, its own state dir), copies the exact bodies of
// GET /api/recaps?limit=50, GET /api/recaps/:id and the server-rendered / and /read/:id into
// dist/client/bench/ (static assets: same bytes), restarts so the asset manifest has them, then
// runs autocannon rounds, interleaving static / cold / cache-hit so machine noise hits all alike.
// Cold = every request a different URL (a new Cache API key: handler, D1, the server render for
// pages, and cache.put each time).
import { mkdir, writeFile } from "node:fs/promises";
import autocannon from "autocannon";
import { arg, median, round, startSite } from "./lib";

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
}

async function load(url: string, varyPath?: (n: number) => string): Promise<Run> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    ...(varyPath ? { requests: [{ setupRequest: (req) => ({ ...req, path: varyPath(n++) }) }] } : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let site = await startSite({ port, stateDir });
const list = await fetch(`${site.url}/api/recaps?limit=50`);
const listBody = await list.text();
const firstId = (JSON.parse(listBody) as { recaps: { id: number }[] }).recaps[0]?.id;
if (!firstId) throw new Error("no articles: the demo seed should have created some");
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
for (const path of ["/bench/list.json", "/bench/article.json", "/bench/home.txt", "/bench/reader.txt"]) {
  const res = await fetch(`${site.url}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  await res.arrayBuffer();
}

const targets = {
  list: { api: "/api/recaps?limit=50", static: "/bench/list.json", bytes: Buffer.byteLength(listBody) },
  article: { api: `/api/recaps/${firstId}`, static: "/bench/article.json", bytes: Buffer.byteLength(articleBody) },
  "home page": { api: "/", static: "/bench/home.txt", bytes: Buffer.byteLength(homeBody) },
  "reader page": { api: `/read/${firstId}`, static: "/bench/reader.txt", bytes: Buffer.byteLength(readerBody) },
};
/**
 * The floor of any Worker answer here: GET /api/user signed out is a small 401 from the Worker's
 * middleware and route, with no D1 read and no cache (compare with the static asset's req/s).
 */
const FLOOR = "/api/user";

const results: Record<string, Run[]> = {};
const record = (name: string, run: Run) => {
  results[name] = [...(results[name] ?? []), run];
  console.log(
    `${name.padEnd(20)} ${round(run.reqPerSec).toString().padStart(8)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  non-2xx ${run.non2xx}  errors ${run.errors}`,
  );
};

try {
  for (let r = 1; r <= rounds; r++) {
    console.log(`— round ${r}/${rounds}`);
    record("floor:static", await load(`${site.url}${targets.article.static}`));
    record("floor:worker", await load(`${site.url}${FLOOR}`));
    for (const [name, t] of Object.entries(targets)) {
      const sep = t.api.includes("?") ? "&" : "?";
      record(`${name}:static`, await load(`${site.url}${t.static}`));
      record(`${name}:cold`, await load(`${site.url}${t.api}`, (n) => `${t.api}${sep}bench=${r}-${n}`));
      await fetch(`${site.url}${t.api}`).then((res) => res.arrayBuffer()); // fill the cache
      record(`${name}:hit`, await load(`${site.url}${t.api}`));
    }
  }
} finally {
  await site.stop();
}

const floor = median(results["floor:worker"]!.map((x, i) => x.reqPerSec / results["floor:static"]![i]!.reqPerSec));
console.log(
  `\nWorker floor (${FLOOR}, a 401 with no D1 and no cache): ${round(median(results["floor:worker"]!.map((x) => x.reqPerSec)))} req/s, ${round(100 * floor, 0)}% of the static asset's ${round(median(results["floor:static"]!.map((x) => x.reqPerSec)))} req/s\n`,
);
console.log(`\nMedians of ${rounds} rounds, ${duration} s each, ${connections} connections:`);
console.log(
  "| target | bytes | static req/s | cold req/s (ratio) | hit req/s (ratio) | p50/p99 ms static · cold · hit |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [name, t] of Object.entries(targets)) {
  const m = (kind: string, key: keyof Run) => median(results[`${name}:${kind}`]!.map((x) => x[key]));
  const ratio = (kind: string) =>
    median(results[`${name}:${kind}`]!.map((x, i) => x.reqPerSec / results[`${name}:static`]![i]!.reqPerSec));
  console.log(
    `| ${name} | ${t.bytes} | ${round(m("static", "reqPerSec"))} | ${round(m("cold", "reqPerSec"))} (${round(100 * ratio("cold"), 0)}%) | ${round(m("hit", "reqPerSec"))} (${round(100 * ratio("hit"), 0)}%) | ${m("static", "p50")}/${m("static", "p99")} · ${m("cold", "p50")}/${m("cold", "p99")} · ${m("hit", "p50")}/${m("hit", "p99")} |`,
  );
}
