// Many leagues' exports at once through the local stack (issue 40 item 5, decisions 300, 303, 305):
// N generated leagues each send one week like their bots would (the 32 teams, the fixture week's 8
// data types, the standings: 10 POSTs), while readers load the home page, a league page and a
// reader page. Reported: the export URL's answer time, each export's time until ingested (its
// `league_exports` row: received → settled), the whole run's exports per second, the readers'
// p50/p95 during the ingest against a quiet run of the same readers before it (same process), and
// the bytes each league's store holds after its week.
//   npm run bench:leagues [-- --leagues 1000 --port 9400 --bots 8 --readers 2 --quiet 30 --publish auto]
// `--publish held`: the leagues hold their stories for approval, so the run drafts them but writes
// none (the built-in writer and its claim checks are most of the CPU of a week with stories).
// The leagues are written straight into the local D1 file before the site starts (registering 1,000
// commissioners through the API would meet its rate limits), each with its own export secret;
// each league's bot posts from its own address (EXPORT_LIMITER counts per address).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { exportWeek, leagueTeams, standings, WEEK_TYPES, weekPath } from "../db/seed/export-fixtures";
import { seedLocal } from "../scripts/seed";
import { arg, median, percentile, round, startSite } from "./lib";

const leagueCount = Number(arg("leagues", "1000"));
const port = Number(arg("port", "9400"));
const bots = Number(arg("bots", "8"));
const readers = Number(arg("readers", "2"));
const quietSeconds = Number(arg("quiet", "30"));
const autoPublish = arg("publish", "auto") === "auto";
const stateDir = ".wrangler/bench-leagues";
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

const secretOf = (i: number) => `bench-league-secret-${String(i).padStart(6, "0")}-xxxxxxxx`;
/** A bot's own address (the export rate limit counts per address). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function d1File(): string {
  const dir = `${stateDir}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 SQLite file in ${dir}`);
  return `${dir}/${file}`;
}

/** Migrations, the demo content (what readers read), then N leagues with an export each. */
async function prepare(): Promise<void> {
  rmSync(stateDir, { recursive: true, force: true });
  const migrate = spawnSync(
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
    { stdio: "inherit", env: quiet },
  );
  if (migrate.status !== 0) throw new Error("migrations failed");
  await seedLocal(stateDir);
  const db = new DatabaseSync(d1File());
  db.exec("BEGIN");
  const user = db
    .prepare("INSERT INTO users (username, email) VALUES ('benchfleet', 'fleet@example.test') RETURNING id")
    .get() as { id: number };
  const insert = db.prepare(
    "INSERT INTO leagues (name, name_key, commissioner_id, invite_code, export_secret_hash, auto_publish) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (let i = 0; i < leagueCount; i++) {
    const name = `Fleet ${String(i).padStart(5, "0")}`;
    const hash = createHash("sha256").update(secretOf(i)).digest("hex");
    insert.run(name, name.replaceAll(" ", "").toLowerCase(), user.id, `fleetinvite${i}`, hash, autoPublish ? 1 : 0);
  }
  db.exec("COMMIT");
  db.close();
}

type Sample = { page: string; ms: number; cache: string };

/** Readers load the pages in turn until told to stop; every answer must be a 200. */
async function readLoop(origin: string, pages: string[], until: () => boolean, out: Sample[], offset: number) {
  for (let n = offset; !until(); n++) {
    const page = pages[n % pages.length]!;
    const started = performance.now();
    const res = await fetch(`${origin}${page}`);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
    out.push({ page, ms, cache: res.headers.get("X-Cache") ?? "none" });
  }
}

/**
 * A read-only view of the local D1 file beside the running site: it waits up to 10 s while workerd
 * holds the file locked (it does while it writes), rather than failing the read.
 */
const readD1 = (file: string) => new DatabaseSync(file, { readOnly: true, timeout: 10_000 });

/** Exports not yet settled. */
function waiting(file: string): number {
  const db = readD1(file);
  try {
    return (
      db.prepare("select count(*) as n from league_exports where state in ('received', 'ingesting')").get() as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

await prepare();
const site = await startSite({ port, stateDir, seed: "none", skipBuild: true });
const answers: number[] = [];
const statuses = new Map<number, number>();
let lost = 0;
const samples = { quiet: [] as Sample[], ingest: [] as Sample[] };
let ingestMs = 0;
try {
  const origin = site.url;
  const file = d1File();
  const demo = readD1(file);
  const firstArticle = (demo.prepare("select min(id) as id from recaps").get() as { id: number }).id;
  demo.close();
  const pages = ["/", "/league/NFL", `/read/${firstArticle}`];
  // Warm: the first render of each page builds its copy.
  for (const p of pages) await (await fetch(`${origin}${p}`)).arrayBuffer();

  const stop = Date.now() + quietSeconds * 1000;
  await Promise.all(
    Array.from({ length: readers }, (_, r) => readLoop(origin, pages, () => Date.now() > stop, samples.quiet, r)),
  );

  // The bots: each takes the next league and sends its week, one POST after another, as a bot does.
  // A POST the local proxy loses ("Network connection lost") is sent again, as bots re-send on
  // failure, and counted.
  const week = exportWeek({ season: 0, weekIndex: 0 });
  const bodies: [string, string][] = [
    ["/ps5/1/leagueteams", JSON.stringify(leagueTeams())],
    ...WEEK_TYPES.map((t) => [weekPath(week, t), JSON.stringify(week[t])] as [string, string]),
    ["/ps5/1/standings", JSON.stringify(standings(0, [week]))],
  ];
  const post = async (i: number, path: string, body: string) => {
    for (;;) {
      const started = performance.now();
      const res = await fetch(`${origin}/export/${secretOf(i)}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": addressOf(i) },
        body,
      });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 202) return answers.push(performance.now() - started);
      if (res.status === 500 && text.includes("Network connection lost")) {
        lost++;
        continue;
      }
      throw new Error(`league ${i} ${path}: ${res.status} ${text}`);
    }
  };
  let next = 0;
  let posting = true;
  const started = performance.now();
  const readersDuring = Promise.all(
    Array.from({ length: readers }, (_, r) => readLoop(origin, pages, () => !posting, samples.ingest, r)),
  );
  const botsDone = Promise.all(
    Array.from({ length: bots }, async () => {
      for (let i = next++; i < leagueCount; i = next++) {
        for (const [path, body] of bodies) await post(i, path, body);
        if ((i + 1) % 10 === 0) console.log(`${round((performance.now() - started) / 1000)} s: league ${i + 1} sent`);
      }
    }),
  );
  await botsDone;
  const sentMs = performance.now() - started;
  console.log(`all POSTs answered after ${round(sentMs / 1000)} s`);
  for (let left = waiting(file); left > 0; left = waiting(file)) {
    console.log(`${round((performance.now() - started) / 1000)} s: ${left} exports waiting`);
    await sleep(2_000);
  }
  ingestMs = performance.now() - started;
  posting = false;
  await readersDuring;

  const db = readD1(file);
  const exports = db
    .prepare(
      "select state, updated_at - created_at as ms from league_exports where league_id in (select id from leagues where name like 'Fleet %')",
    )
    .all() as { state: string; ms: number }[];
  const stories = db
    .prepare("select status, count(*) as n from recaps where league_name like 'Fleet %' group by status")
    .all() as {
    status: string;
    n: number;
  }[];
  db.close();
  const settled = exports.filter((e) => e.state === "ingested").map((e) => e.ms);
  const refused = exports.filter((e) => e.state === "refused").length;

  console.log(
    `${leagueCount} leagues × ${bodies.length} POSTs (one week each), stories ${autoPublish ? "written" : "held"}, ${bots} bots at once, ${readers} readers; load average ${(
      await import("node:os")
    )
      .loadavg()
      .map((l) => round(l))
      .join(" ")}`,
  );
  console.log(`all POSTs answered in ${round(sentMs / 1000)} s; all ingested in ${round(ingestMs / 1000)} s`);
  console.log(
    `time per export (whole run): ${round(ingestMs / exports.length)} ms, ${round(exports.length / (ingestMs / 1000))} exports/s; per league: ${round(ingestMs / leagueCount)} ms`,
  );
  console.log(
    `export POST answer (202): p50 ${round(median(answers))} ms, p95 ${round(percentile(answers, 95))} ms, max ${round(Math.max(...answers))} ms; statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; sent again after "Network connection lost": ${lost}`,
  );
  // The local proxy's own record (wrangler's ProxyWorker): it retries a GET or HEAD whose connection
  // to the Worker dropped and logs it, and answers a POST's drop with "Network connection lost".
  const log = site.output();
  writeFileSync(`${stateDir}/site.log`, log);
  const byMethod = new Map<string, number>();
  for (const m of log.matchAll(/ProxyWorker: (\w+) \S+ recovered on attempt \d+ after a dropped connection/g))
    byMethod.set(m[1]!, (byMethod.get(m[1]!) ?? 0) + 1);
  console.log(
    `local proxy log (${stateDir}/site.log): requests retried after a dropped connection to the Worker: ${[...byMethod].map(([m, n]) => `${m}×${n}`).join(", ") || "none"}; "Network connection lost" lines: ${log.match(/Network connection lost/g)?.length ?? 0}`,
  );
  console.log(
    `received → ingested: p50 ${round(median(settled))} ms, p95 ${round(percentile(settled, 95))} ms, max ${round(Math.max(...settled))} ms; ingested ${settled.length}, refused ${refused}`,
  );
  console.log(`the fleet's stories at the end: ${stories.map((s) => `${s.status} ${s.n}`).join(", ") || "none"}`);
  console.log("page            phase    n     p50 ms  p95 ms  HIT");
  for (const page of pages)
    for (const phase of ["quiet", "ingest"] as const) {
      const xs = samples[phase].filter((s) => s.page === page);
      const hits = xs.filter((s) => s.cache === "HIT").length;
      const ms = xs.map((s) => s.ms);
      console.log(
        `${page.padEnd(15)} ${phase.padEnd(7)} ${String(xs.length).padStart(5)} ${String(round(median(ms))).padStart(8)} ${String(round(percentile(ms, 95))).padStart(7)}  ${hits}/${xs.length}`,
      );
    }
} finally {
  await site.stop();
}

// After the stop: workerd has checkpointed each object's WAL into its file.
const storeDir = `${stateDir}/v3/do/dgsn-LeagueStoreObject`;
const storeFiles = readdirSync(storeDir).filter((f) => f.endsWith(".sqlite"));
const storeBytes = storeFiles.reduce((sum, f) => sum + statSync(`${storeDir}/${f}`).size, 0);
console.log(
  `league stores: ${storeFiles.length} files, ${round(storeBytes / 1e6, 1)} MB, ${round(storeBytes / storeFiles.length / 1e3, 1)} KB per league-week`,
);
