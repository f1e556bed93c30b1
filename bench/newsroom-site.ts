// The newsroom through the real site (issue 41, decision 311): a full-size league's roster export
// (32 rosters of 53 players and a 300-player free-agent pool) POSTed to the export URL twice (the
// baseline, then the fixture's changes), and ten weeks of results; figures: the POSTs' time, the time
// from the last POST to the newsroom's articles (the roster job waits ROSTER_QUIET_SECONDS first),
// and the rows each leaves in the league's store and in D1. Prints figures; asserts nothing.
//   npx tsx bench/newsroom-site.ts [--port 9180]   (needs `npm run build` first)
import { readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { WEEK_TYPES, weekPath } from "../db/seed/export-fixtures";
import {
  baselineRosters,
  changedRosters,
  newsroomStandings,
  newsroomTeams,
  newsroomWeeks,
} from "../db/seed/newsroom-fixtures";
import { arg, exportLeague, median, round, startSite } from "./lib";
import { fullSize } from "./newsroom-rosters";

const port = Number(arg("port", "9180"));
const stateDir = ".wrangler/bench-newsroom";
const list = (name: string, rows: unknown[]) => ({ success: true, message: "OK", [name]: rows });
const sqliteUnder = (dir: string) => {
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no database under ${dir}`);
  return `${dir}/${file}`;
};
const counts = (file: string, tables: string[]) => {
  const db = new DatabaseSync(file, { readOnly: true });
  const out = tables.map((t) => `${t} ${(db.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n}`);
  db.close();
  return out.join(", ");
};

rmSync(stateDir, { recursive: true, force: true });
const site = await startSite({ port, stateDir, seed: "none", skipBuild: true });
// Printed as measured: a long run that stops part-way still reports what it measured.
const lines = { push: (line: string) => console.log(line) };
console.log("| step | POSTs | newsroom |");
console.log("| --- | --- | --- |");
try {
  const origin = site.url;
  const league = { name: "News Bench" };
  const { base, cookie, slug } = await exportLeague(
    origin,
    { username: "benchnews", email: "news@example.test", ip: "203.0.113.71" },
    league.name,
  );
  const json = { Origin: origin, "Content-Type": "application/json", Cookie: cookie };
  let address = 80;
  const send = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${origin}${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `203.0.113.${address}` },
      body: JSON.stringify(body),
    });
    // The export's answer (decision 300): 202 once the body is kept; the newsroom waits for the ingest.
    if (res.status !== 202) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return performance.now() - started;
  };
  const newsroom = async () =>
    (await (await fetch(`${origin}/api/leagues/${slug}/newsroom`, { headers: json })).json()) as {
      rostersComparedAt: string | null;
    };
  // The newsroom's articles: its four shelves of the list API (decision 311), this league's only.
  const articles = async () =>
    (
      await Promise.all(
        ["rankings", "awards", "transactions", "injuries"].map(async (kind) =>
          (
            (await (await fetch(`${origin}/api/recaps?limit=100&kind=${kind}`)).json()) as {
              recaps: { leagueName: string }[];
            }
          ).recaps.filter((r) => r.leagueName === league.name),
        ),
      )
    ).flat();
  const until = async (done: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await done())) {
      if (performance.now() - started > 180_000) throw new Error("the newsroom did not write in 3 minutes");
      await sleep(250);
    }
    return performance.now() - started;
  };

  await send("/ps5/1/leagueteams", list("leagueTeamInfoList", newsroomTeams()));
  const before = fullSize(baselineRosters());
  const after = changedRosters(before);
  const players = before.rosters.reduce((n, r) => n + r.players.length, 0);
  const rosterExport = async (s: typeof before) => {
    address += 1;
    const ms: number[] = [];
    for (const r of s.rosters) ms.push(await send(`/ps5/1/team/${r.teamId}/roster`, list("rosterInfoList", r.players)));
    ms.push(await send("/ps5/1/freeagents/roster", list("rosterInfoList", s.freeAgents!)));
    return ms;
  };
  const baseline = await rosterExport(before);
  const compared = await until(async () => (await newsroom()).rostersComparedAt !== null);
  lines.push(
    `| baseline roster export: 32 rosters (${players} players) + pool (${before.freeAgents!.length}), 33 POSTs | ${round(baseline.reduce((a, b) => a + b, 0))} ms in all, median POST ${round(median(baseline))} ms | compared ${round(compared / 1000, 1)} s after the last POST (quiet spell included) |`,
  );
  const changed = await rosterExport(after);
  const wrote = await until(async () => (await articles()).length >= 4);
  lines.push(
    `| changed roster export (a trade, a signing, a release, 2 injuries, an extension), 33 POSTs | ${round(changed.reduce((a, b) => a + b, 0))} ms in all, median POST ${round(median(changed))} ms | 4 articles ${round(wrote / 1000, 1)} s after the last POST (quiet spell included) |`,
  );

  const weeks = newsroomWeeks();
  for (const [i, week] of weeks.entries()) {
    address += 1;
    if (i === weeks.length - 1) await send("/ps5/1/standings", list("teamStandingInfoList", newsroomStandings(weeks)));
    const ms: number[] = [];
    for (const type of WEEK_TYPES) ms.push(await send(weekPath(week, type), week[type]));
    const want = 4 + 2 * (i + 1) + (i === weeks.length - 1 ? 1 : 0);
    const took = await until(async () => (await articles()).length >= want);
    if (i === 0 || i === weeks.length - 1)
      lines.push(
        `| week ${i + 1}: ${WEEK_TYPES.length} POSTs (16 games) | ${round(ms.reduce((a, b) => a + b, 0))} ms in all | rankings + awards${i === weeks.length - 1 ? " + playoff picture" : ""} ${round(took / 1000, 1)} s after the last POST |`,
      );
  }
} finally {
  await site.stop();
}

const store = sqliteUnder(`${stateDir}/v3/do/dgsn-LeagueStoreObject`);
console.log(
  `\nleague store rows: ${counts(store, ["export_rows", "roster_snapshots", "snapshot_players", "player_versions", "season_totals"])}`,
);
const d1 = sqliteUnder(`${stateDir}/v3/d1/miniflare-D1DatabaseObject`);
console.log(
  `D1 rows: ${counts(d1, ["newsroom_articles", "newsroom_changes", "newsroom_received", "newsroom_leagues", "recaps"])}`,
);
