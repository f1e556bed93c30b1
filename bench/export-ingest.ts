// Ingesting one full week of a league's data export (issue 22, decisions 222, 300): through the real
// site (workerd + the league's own store, decision 305), the time the export URL takes to answer
// (202: the body is kept) and the time until the queued ingest job has stored it (read on the
// commissioner's page), the rows it stores and the statements it runs, first send and re-send (the
// re-send replaces the week; the same body again is ingested as "nothing changed").
//   npm run bench:export [-- --port 8812 --rounds 3]
import { readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { exportWeek, leagueTeams, standings, WEEK_TYPES, weekPath } from "../db/seed/export-fixtures";
import { arg, exportLeague, exportSettledOnSite, median, round, startSite } from "./lib";

const port = Number(arg("port", "8812"));
const rounds = Number(arg("rounds", "3"));
const stateDir = ".wrangler/bench-export";

/** The league's store (its Durable Object's SQLite file; the bench makes one league). */
function storeFile(): string {
  const dir = `${stateDir}/v3/do/dgsn-LeagueStoreObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no league store under ${dir}`);
  return `${dir}/${file}`;
}

rmSync(stateDir, { recursive: true, force: true });
const site = await startSite({ port, stateDir, seed: "none", skipBuild: true });
try {
  const origin = site.url;
  const league = await exportLeague(
    origin,
    { username: "benchcommish", email: "bench@example.test", ip: "203.0.113.50" },
    "Bench League",
  );
  const { base } = league;
  const send = async (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    const started = performance.now();
    const res = await fetch(`${origin}${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: text,
    });
    const answerMs = performance.now() - started;
    if (res.status !== 202) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    const settled = await exportSettledOnSite(origin, league, id);
    if (settled.state !== "ingested") throw new Error(`${path}: ${settled.state} (${settled.detail})`);
    return { answerMs, ms: performance.now() - started, bytes: text.length, rows: settled.rows ?? 0 };
  };

  await send("/ps5/1/leagueteams", leagueTeams());
  const week = exportWeek({ season: 0, weekIndex: 0 });
  const perType = new Map<string, { answerMs: number[]; ms: number[]; bytes: number; rows: number }>();
  const totals: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let total = 0;
    for (const type of WEEK_TYPES) {
      const s = await send(weekPath(week, type), week[type]);
      const entry = perType.get(type) ?? { answerMs: [], ms: [], bytes: s.bytes, rows: s.rows };
      entry.answerMs.push(s.answerMs);
      entry.ms.push(s.ms);
      perType.set(type, entry);
      total += s.ms;
    }
    totals.push(total);
  }
  const standingsMs = (await send("/ps5/1/standings", standings(0, [week]))).ms;

  const db = new DatabaseSync(storeFile(), { readOnly: true });
  const stored = db.prepare("select kind, count(*) as n from export_rows group by kind order by kind").all() as {
    kind: string;
    n: number;
  }[];
  db.close();

  console.log(
    `One regular-season week (16 games, 8 data types), ${rounds} sends (the first stores, later ones are the same body: nothing changed):`,
  );
  console.log("answer: the export URL's 202; ingested: from the POST until its ingest is settled (read every 20 ms)");
  console.log("type        rows   bytes  answer median ms  ingested median ms  (ingested, each send)");
  let rowsAll = 0;
  let bytesAll = 0;
  for (const [type, e] of perType) {
    rowsAll += e.rows;
    bytesAll += e.bytes;
    console.log(
      `${type.padEnd(11)} ${String(e.rows).padStart(4)} ${String(e.bytes).padStart(8)} ${String(round(median(e.answerMs))).padStart(16)} ${String(round(median(e.ms))).padStart(19)}   ${e.ms.map((m) => round(m)).join(", ")}`,
    );
  }
  console.log(
    `whole week  ${String(rowsAll).padStart(4)} ${String(bytesAll).padStart(8)} ${"".padStart(16)} ${String(round(median(totals))).padStart(19)}   ${totals.map((m) => round(m)).join(", ")}`,
  );
  console.log(`standings (32 rows): ${round(standingsMs)} ms`);
  console.log(`rows in export_rows after ${rounds} sends: ${stored.map((s) => `${s.kind} ${s.n}`).join(", ")}`);
  console.log(
    "Per POST: one RPC to the league's store, one transaction: 1 DELETE of the week's rows + 1 INSERT … SELECT FROM json_each per 0.9 MB chunk (all 8 week POSTs fit one chunk), and for a player stat list 1 DELETE + 1 INSERT of its players' season totals.",
  );
} finally {
  await site.stop();
}
