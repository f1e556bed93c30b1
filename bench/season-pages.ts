// Season pages with 5 seasons of export data against 1 (issue 22, decision 224): the server-rendered
// standings, schedule, team and leaders pages and their API reads, through the real site (workerd +
// local D1), uncached (a content write before each sample) and from the cache.
//   npm run bench:season [-- --port 8820 --rounds 7]
// Two leagues on one site: "One" holds 1 season, "Five" holds 5 (18 regular weeks each, every stat
// group, standings). Rows are written straight into the local D1 file while the site is stopped
// (posting 720 weeks through the export would also write ~1,400 stories; ingest is bench:export);
// each league's store copies them from D1 when it is first opened (decision 305).
import { readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { EXPORT_LISTS, WEEKLY_TYPES } from "../db/domain/league-export";
import { exportWeek, leagueTeams, standings, TEAMS, WEEK_TYPES } from "../db/seed/export-fixtures";
import { arg, median, round, type Site, startSite } from "./lib";

const port = Number(arg("port", "8820"));
const rounds = Number(arg("rounds", "7"));
const stateDir = ".wrangler/bench-season";
const WEEKS = 18;

function d1File(): string {
  const dir = `${stateDir}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 file under ${dir}`);
  return `${dir}/${file}`;
}

const KIND_OF = WEEKLY_TYPES;

/** Every regular week of `seasons` seasons, and each season's standings, as export_rows. */
function fillSeasons(leagueId: number, seasons: number): number {
  const db = new DatabaseSync(d1File());
  const insert = db.prepare(
    "insert or replace into export_rows (league_id, kind, season, stage, week, row_id, team_id, schedule_id, data) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  let rows = 0;
  db.exec("begin");
  for (let season = 0; season < seasons; season++) {
    const weeks = [];
    for (let w = 0; w < WEEKS; w++) {
      const week = exportWeek({ season, weekIndex: w, seed: season + 1 });
      weeks.push(week);
      for (const type of WEEK_TYPES) {
        const kind = KIND_OF[type];
        for (const r of week[type][EXPORT_LISTS[kind]] as Record<string, number>[]) {
          const id = kind === "schedule" ? r.scheduleId : r.statId;
          insert.run(leagueId, kind, season, 1, w, id!, r.teamId ?? null, r.scheduleId ?? null, JSON.stringify(r));
          rows++;
        }
      }
    }
    for (const r of standings(season, weeks).teamStandingInfoList as Record<string, number>[]) {
      insert.run(leagueId, "standing", season, -1, -1, r.teamId!, r.teamId!, null, JSON.stringify(r));
      rows++;
    }
  }
  db.exec("commit");
  db.close();
  return rows;
}

async function setUp(site: Site) {
  const origin = site.url;
  const register = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.60" },
    body: JSON.stringify({ username: "benchseason", email: "season@example.test", password: "correct horse battery" }),
  });
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const headers = { Origin: origin, "Content-Type": "application/json", Cookie: cookie };
  const leagues: Record<string, { id: number; slug: string; exportUrl: string }> = {};
  for (const name of ["One", "Five"]) {
    const league = (await (
      await fetch(`${origin}/api/leagues`, { method: "POST", headers, body: JSON.stringify({ name: `Bench ${name}` }) })
    ).json()) as { id: number; slug: string };
    const { exportUrl } = (await (
      await fetch(`${origin}/api/leagues/${league.slug}/export-secret`, { method: "POST", headers })
    ).json()) as { exportUrl: string };
    leagues[name] = { ...league, exportUrl };
  }
  return { leagues, headers };
}

/**
 * The teams, sent after the seasons were written to D1: the league's store is first opened by this
 * POST, and copies the D1 rows then (decision 305).
 */
async function sendTeams(exportUrl: string) {
  const teams = await fetch(`${exportUrl}/ps5/1/leagueteams`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(leagueTeams()),
  });
  if (!teams.ok) throw new Error(`leagueteams: ${teams.status}`);
}

rmSync(stateDir, { recursive: true, force: true });
let site = await startSite({ port, stateDir, seed: "none", skipBuild: true });
const { leagues, headers } = await setUp(site);
await site.stop();
const stored = { One: fillSeasons(leagues.One!.id, 1), Five: fillSeasons(leagues.Five!.id, 5) };
site = await startSite({ port, stateDir, seed: "none", skipBuild: true });
try {
  for (const league of Object.values(leagues)) await sendTeams(league.exportUrl);
  const team = TEAMS[5]!.teamId;
  const pages = (slug: string) => ({
    standings: `/league/${slug}/season`,
    schedule: `/league/${slug}/season/latest/schedule/18`.replace("/latest", ""),
    team: `/league/${slug}/season/${slug.endsWith("five") ? 5 : 1}/teams/${team}`,
    leaders: `/league/${slug}/season/${slug.endsWith("five") ? 5 : 1}/leaders`,
    "api season": `/api/leagues/${slug}/seasons/latest`,
    "api team": `/api/leagues/${slug}/seasons/latest/teams/${team}`,
  });
  let bump = 0;
  /** A content write, so the next read of every public page misses the cache (decision 070). */
  const invalidate = async () => {
    const res = await fetch(`${site.url}/api/leagues/${leagues.One!.slug}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ description: `Bench bump ${++bump}` }),
    });
    if (res.status !== 200) throw new Error(`bump: ${res.status}`);
  };
  const time = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${site.url}${path}`);
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return { ms, bytes: body.byteLength, cache: res.headers.get("X-Cache") ?? "-" };
  };
  const results = new Map<string, { cold: number[]; hit: number[]; bytes: number; cache: string[] }>();
  // Warm the isolate and the render module once.
  await time(pages(leagues.One!.slug).standings);
  for (let r = 0; r < rounds; r++)
    for (const name of ["One", "Five"] as const)
      for (const [page, path] of Object.entries(pages(leagues[name]!.slug))) {
        await invalidate();
        const cold = await time(path);
        const hit = await time(path);
        const key = `${page}|${name}`;
        const e = results.get(key) ?? { cold: [], hit: [], bytes: cold.bytes, cache: [] };
        e.cold.push(cold.ms);
        e.hit.push(hit.ms);
        e.cache.push(`${cold.cache}/${hit.cache}`);
        results.set(key, e);
      }

  console.log(`export_rows stored: One ${stored.One} rows (1 season), Five ${stored.Five} rows (5 seasons)`);
  console.log(`median of ${rounds} rounds, ms (uncached after a content write | from the cache), latest season:`);
  console.log("page          1 season: uncached  cached  bytes | 5 seasons: uncached  cached  bytes | ratio uncached");
  for (const page of Object.keys(pages("x"))) {
    const one = results.get(`${page}|One`)!;
    const five = results.get(`${page}|Five`)!;
    const [o, f] = [median(one.cold), median(five.cold)];
    console.log(
      `${page.padEnd(13)} ${String(round(o)).padStart(17)} ${String(round(median(one.hit))).padStart(7)} ${String(one.bytes).padStart(6)} | ${String(round(f)).padStart(18)} ${String(round(median(five.hit))).padStart(7)} ${String(five.bytes).padStart(6)} | ${round(f / o, 2)}×`,
    );
  }
  console.log(
    `X-Cache (uncached/cached) seen: ${[...new Set([...results.values()].flatMap((e) => e.cache))].join(", ")}`,
  );
} finally {
  await site.stop();
}
