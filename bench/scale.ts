// Latency at 1,000 vs 100,000 articles, each database holding 1,000,000 reaction votes.
//   npm run bench:scale [-- --port 8871 --duration 5 --rounds 3 --connections 4]
// Generates both databases once (kept under .wrangler/bench-scale-*; delete them to regenerate):
// migrations applied by wrangler, then rows written straight into the local D1's SQLite file with
// node:sqlite (local D1 *is* SQLite; 1M rows through `wrangler d1 execute` would take far longer).
// Serves both at once (ports port and port+1), interleaving the sizes so noise hits both alike.
// Every request has a distinct URL, so the Cache API never answers: these are database timings.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { KNOWN_LEAGUES, REACTION_EMOJI } from "../db/domain";
import { arg, median, round, startSite } from "./lib";

const port = Number(arg("port", "8871"));
const duration = Number(arg("duration", "5"));
const rounds = Number(arg("rounds", "3"));
const connections = Number(arg("connections", "4"));
const VOTES = 1_000_000;
const SIZES = [1_000, 100_000];
const LEAGUES = [...KNOWN_LEAGUES, "Other League"];

const stateDir = (articles: number) => `.wrangler/bench-scale-${articles}`;

/** Deterministic pseudo-random numbers (mulberry32), so both runs of the generator agree. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARAGRAPH =
  "The offense found its rhythm after halftime, leaning on a patient run game that wore down the front seven " +
  "and opened play-action shots downfield. The defense answered with two red-zone stops that decided the game.";

function generate(articles: number): void {
  const dir = stateDir(articles);
  const marker = `${dir}/generated-${articles}-${VOTES}`;
  if (existsSync(marker)) return;
  const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    stdio: "inherit",
    env: quiet,
  });
  if (migrate.status !== 0) throw new Error("migrations failed");
  const d1Dir = `${dir}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(d1Dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 SQLite file in ${d1Dir}`);
  const db = new DatabaseSync(`${d1Dir}/${file}`);
  const random = rng(articles);
  const started = Date.now();
  db.exec("BEGIN");
  const insertRecap = db.prepare(
    `INSERT INTO recaps (id, title, content, game_date, type, category, league_name, writer_id, user_name, status, created_at, updated_at)
     VALUES (?, ?, ?, '2026-11-01', 'news', 'general', ?, 'marcus-vale', 'Bench', 'ready', ?, ?)`,
  );
  const base = Date.UTC(2026, 0, 1);
  for (let id = 1; id <= articles; id++) {
    const created = base + id * 60_000;
    const content = `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH} (story ${id})`;
    insertRecap.run(id, `Bench story ${id}`, content, LEAGUES[id % LEAGUES.length]!, created, created);
  }
  // Votes lean towards newer articles (as real traffic does), every vote a distinct voter.
  const insertVote = db.prepare(
    "INSERT INTO reaction_votes (recap_id, reaction, voter_key, created_at) VALUES (?, ?, ?, ?)",
  );
  for (let i = 0; i < VOTES; i++) {
    const recapId = articles - Math.floor(random() ** 2 * articles);
    insertVote.run(recapId, REACTION_EMOJI[Math.floor(random() * REACTION_EMOJI.length)]!, `bench:${i}`, base);
  }
  db.exec(
    "INSERT INTO reactions (recap_id, reaction, count) SELECT recap_id, reaction, count(*) FROM reaction_votes GROUP BY recap_id, reaction",
  );
  db.exec("COMMIT");
  db.exec("ANALYZE");
  db.close();
  writeFileSync(marker, new Date().toISOString());
  console.log(`generated ${articles} articles and ${VOTES} votes in ${round((Date.now() - started) / 1000)} s`);
}

interface Endpoint {
  name: string;
  method?: "POST";
  path: (n: number) => string;
  body?: string;
}

const newestIds = (articles: number) => Array.from({ length: 50 }, (_, i) => articles - i);
const endpoints = (articles: number): Endpoint[] => [
  { name: "list (limit 50)", path: (n) => `/api/recaps?limit=50&bench=${n}` },
  { name: "league page list (limit 1000)", path: (n) => `/api/recaps?limit=1000&bench=${n}` },
  { name: "RSS", path: (n) => `/api/rss?bench=${n}` },
  { name: "RSS of a league", path: (n) => `/api/rss?league=NFL&bench=${n}` },
  {
    name: "batch reactions (50 ids)",
    method: "POST",
    path: () => "/api/reactions/batch",
    body: JSON.stringify({ recapIds: newestIds(articles) }),
  },
];

async function measure(url: string, e: Endpoint) {
  let n = 0;
  const origin = new URL(url).origin;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: e.method ?? "GET",
        ...(e.body ? { body: e.body, headers: { "content-type": "application/json", origin } } : {}),
        setupRequest: (req) => ({ ...req, path: e.path(n++) }),
      },
    ],
  });
  if (result.non2xx || result.errors) throw new Error(`${e.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

for (const size of SIZES) generate(size);
const started = await Promise.allSettled(
  SIZES.map((size, i) => startSite({ port: port + i, stateDir: stateDir(size), seed: "none", skipBuild: true })),
);
const sites = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
if (sites.length < SIZES.length) {
  await Promise.all(sites.map((s) => s.stop()));
  throw started.find((s) => s.status === "rejected")?.reason;
}
const samples = new Map<string, { p50: number; p99: number; rps: number }[]>();
try {
  for (let r = 1; r <= rounds; r++) {
    console.log(`— round ${r}/${rounds}`);
    for (const e of endpoints(SIZES[0]!).map((_, j) => j)) {
      for (const [i, size] of SIZES.entries()) {
        const endpoint = endpoints(size)[e]!;
        const m = await measure(sites[i]!.url, endpoint);
        const key = `${endpoint.name}@${size}`;
        samples.set(key, [...(samples.get(key) ?? []), m]);
        console.log(`${key.padEnd(40)} p50 ${m.p50} ms  p99 ${m.p99} ms  ${round(m.rps)} req/s`);
      }
    }
  }
} finally {
  await Promise.all(sites.map((s) => s.stop()));
}

console.log(
  `\nMedians of ${rounds} rounds, ${duration} s each, ${connections} connections, ${VOTES} votes in each database:`,
);
console.log("| request | p50 1k | p50 100k | ratio | p99 1k | p99 100k | req/s 1k | req/s 100k |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const e of endpoints(0)) {
  const [small, large] = SIZES.map((s) => samples.get(`${e.name}@${s}`)!);
  const med = (xs: { p50: number; p99: number; rps: number }[], k: "p50" | "p99" | "rps") =>
    median(xs.map((x) => x[k]));
  console.log(
    `| ${e.name} | ${med(small!, "p50")} | ${med(large!, "p50")} | ${round(med(large!, "p50") / med(small!, "p50"), 2)}× | ${med(small!, "p99")} | ${med(large!, "p99")} | ${round(med(small!, "rps"))} | ${round(med(large!, "rps"))} |`,
  );
}
