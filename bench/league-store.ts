// Bytes per league-season in the league's own store (decision 305): one generated season in the
// export's shape POSTed through the real site (workerd + the league's Durable Object), then the
// object's SQLite file measured: its size, and the bytes and rows of each table.
//   npm run bench:store [-- --port 8822]
// The season: 32 teams; 18 regular weeks of 16 games and the playoffs (6, 4, 2, 1 games), every
// data type; the standings after every week; every team's roster (24 players, the fixture's) and a
// 400-player free-agent pool sent every week, with one player per list changed each week.
import { readdirSync, rmSync, statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import {
  type ExportWeek,
  exportWeek,
  leagueTeams,
  roster,
  standings,
  TEAMS,
  WEEK_TYPES,
  weekPath,
} from "../db/seed/export-fixtures";
import { arg, exportLeague, median, round, startSite } from "./lib";

const port = Number(arg("port", "8822"));
const stateDir = ".wrangler/bench-store";
const PLAYOFFS = [
  [18, 6],
  [19, 4],
  [20, 2],
  [22, 1],
] as const;
const FREE_AGENTS = 400;

type Row = Record<string, unknown>;

/** The week's version of a list: player `week % n` has moved on (a rating changed). */
function changed(rows: Row[], week: number): Row[] {
  return rows.map((r, i) => (i === week % rows.length ? { ...r, playerBestOvr: 60 + week } : r));
}

const freeAgents = () =>
  Array.from({ length: FREE_AGENTS }, (_, i) => {
    const [player] = (roster(i % 32).rosterInfoList as Row[]).slice(i % 24);
    return { ...player, rosterId: 880_000_000 + i, teamId: 0, isFreeAgent: true };
  });

function storeFile(): string {
  const dir = `${stateDir}/v3/do/dgsn-LeagueStoreObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no league store under ${dir}`);
  return `${dir}/${file}`;
}

rmSync(stateDir, { recursive: true, force: true });
const site = await startSite({ port, stateDir, seed: "none", skipBuild: true });
const posts: number[] = [];
let sentBytes = 0;
let resent = 0;
try {
  const origin = site.url;
  const { base } = await exportLeague(
    origin,
    { username: "benchstore", email: "store@example.test", ip: "203.0.113.51" },
    "Store Bench",
  );
  // Each week from its own address: a season is 925 POSTs, past EXPORT_LIMITER's 600 a minute.
  let address = "203.0.113.52";
  // A POST is idempotent, and bots re-send on failure: one lost to "Network connection lost" (the
  // local dev proxy while the story jobs of the week run in the same workerd; main's code does the
  // same) is sent again, and counted.
  const send = async (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const res = await fetch(`${origin}${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
        body: text,
      });
      const answer = await res.text();
      if (res.status === 200) {
        posts.push(performance.now() - started);
        sentBytes += text.length;
        return;
      }
      if (attempt < 4 && res.status === 500 && answer.includes("Network connection lost")) {
        resent++;
        continue;
      }
      throw new Error(`${path}: ${res.status} ${answer}`);
    }
  };

  await send("/ps5/1/leagueteams", leagueTeams());
  const rosters = TEAMS.map((_, i) => roster(i).rosterInfoList as Row[]);
  const pool = freeAgents();
  const weeks: ExportWeek[] = [];
  const schedule = [
    ...Array.from({ length: 18 }, (_, w) => [w, 16] as const),
    ...PLAYOFFS.map(([w, games]) => [w, games] as const),
  ];
  for (const [n, [weekIndex, games]] of schedule.entries()) {
    address = `203.0.113.${60 + n}`;
    const week = exportWeek({ season: 0, weekIndex, games });
    weeks.push(week);
    for (const type of WEEK_TYPES) await send(weekPath(week, type), week[type]);
    await send(
      "/ps5/1/standings",
      standings(
        0,
        weeks.filter((w) => w.weekIndex < 18),
      ),
    );
    for (const [i, team] of TEAMS.entries())
      await send(`/ps5/1/team/${team.teamId}/roster`, {
        success: true,
        message: "",
        rosterInfoList: changed(rosters[i]!, n),
      });
    await send("/ps5/1/freeagents/roster", { success: true, message: "", rosterInfoList: changed(pool, n) });
  }
} finally {
  // Stopped before measuring: workerd checkpoints the object's WAL into its file.
  await site.stop();
}

const file = storeFile();
const db = new DatabaseSync(file, { readOnly: true });
const pages = db
  .prepare("select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()")
  .get() as {
  bytes: number;
};
const tables = db
  .prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_%' escape '\\' order by name",
  )
  .all() as { name: string }[];
let perTable: { name: string; rows: number; bytes: number | null }[];
try {
  const stat = db.prepare("select name, sum(pgsize) as bytes from dbstat group by name").all() as {
    name: string;
    bytes: number;
  }[];
  const bytesOf = new Map(stat.map((s) => [s.name, s.bytes]));
  const indexes = db.prepare("select name, tbl_name as tbl from sqlite_master where type = 'index'").all() as {
    name: string;
    tbl: string;
  }[];
  perTable = tables.map(({ name }) => ({
    name,
    rows: (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    bytes:
      (bytesOf.get(name) ?? 0) +
      indexes.filter((i) => i.tbl === name).reduce((a, i) => a + (bytesOf.get(i.name) ?? 0), 0),
  }));
} catch {
  // This node's SQLite has no dbstat: rows only.
  perTable = tables.map(({ name }) => ({
    name,
    rows: (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
    bytes: null,
  }));
}
const byKind = db.prepare("select kind, count(*) as n from export_rows group by kind order by kind").all() as {
  kind: string;
  n: number;
}[];
db.close();

const MB = 1_000_000;
console.log(
  `One league-season through the export URL: ${posts.length} POSTs, ${round(sentBytes / MB, 2)} MB of JSON sent`,
);
console.log(
  `POST ms: median ${round(median(posts))}, max ${round(Math.max(...posts))}; sent again after "Network connection lost": ${resent}`,
);
console.log(
  `the league's store file: ${round(statSync(file).size / MB, 2)} MB (${round(pages.bytes / MB, 2)} MB in pages)`,
);
console.log("table               rows      MB (with its indexes)");
for (const t of perTable)
  console.log(
    `${t.name.padEnd(18)} ${String(t.rows).padStart(7)}   ${t.bytes === null ? "n/a" : round(t.bytes / MB, 2)}`,
  );
console.log(`export rows by kind: ${byKind.map((k) => `${k.kind} ${k.n}`).join(", ")}`);
