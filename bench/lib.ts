// Shared pieces of the benchmarks: start the real site (`npm start`) on its own port and state
// directory, wait for it, stop it, and summarise samples. Figures are printed, never asserted.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface Site {
  url: string;
  /** The process group of `npm start` and everything it started (wrangler, workerd). */
  group: number;
  stop: () => Promise<void>;
  /** Everything `npm start` has printed so far (wrangler's and the Worker's logs). */
  output: () => string;
}

export interface StartOptions {
  port: number;
  stateDir: string;
  /** `none` skips the demo content. */
  seed?: "none";
  /** Serve the existing dist/client without rebuilding. */
  skipBuild?: boolean;
  /** Another checkout to run `npm start` in (bench/lighthouse.ts --against); this one by default. */
  cwd?: string;
  /** wrangler's inspector port; port + 5 by default (another session's e2e may hold that one). */
  inspectorPort?: number;
}

/** `npm start` in its own process group, so stopping it stops wrangler and workerd too. */
export async function startSite(opts: StartOptions): Promise<Site> {
  const env = {
    ...process.env,
    PORT: String(opts.port),
    DGSN_STATE_DIR: opts.stateDir,
    ...(opts.seed ? { DGSN_SEED: opts.seed } : {}),
    ...(opts.skipBuild ? { DGSN_SKIP_BUILD: "1" } : {}),
  };
  // Its own inspector port (port + 5) too: two sites at once would both want wrangler's 9229.
  const args = ["start", "--", "--ip", "127.0.0.1", "--inspector-port", String(opts.inspectorPort ?? opts.port + 5)];
  const child = spawn("npm", args, {
    env,
    cwd: opts.cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/writers`)).ok)
        return { url, group: child.pid!, stop: () => stopGroup(child), output: () => log };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  await stopGroup(child);
  throw new Error(`site did not start on ${url}:\n${log}`);
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, sleep(5_000)]);
  if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

export const round = (n: number, digits = 1): number => Number(n.toFixed(digits));

/** A flag value from argv: `--name value`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/**
 * The CPU time (ms) used so far by the workerd process that runs the site's Worker. `wrangler dev`
 * starts two: a proxy that owns the site's port and forwards every request, and the runtime, on a
 * port of its own, that runs the Worker with the asset router, the local D1, the Cache API and the
 * Durable Objects, all on one thread. The runtime is what a miss costs; the proxy adds the same to
 * every answer (static or not). Counted by the kernel, so other processes on a shared machine do not
 * change it the way they change req/s. Linux only.
 */
export function serverCpuMs(site: Site): () => number {
  const port = new URL(site.url).port;
  const workerds = execFileSync("pgrep", ["-g", String(site.group), "workerd"])
    .toString()
    .trim()
    .split("\n");
  // The proxy is the one listening on the site's port.
  const runtime = workerds.filter((pid) => !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`:${port}\0`));
  if (runtime.length !== 1) throw new Error(`expected one workerd runtime besides the proxy, found ${runtime.length}`);
  const pid = runtime[0]!;
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString()) || 100;
  return () => {
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted after the ")" that ends the name.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  };
}

/**
 * A commissioner registered on a running site, their new league and its export URL's path: what the
 * export benches post to. `ip` keeps the register call out of other benches' rate-limit buckets.
 */
export async function exportLeague(
  origin: string,
  who: { username: string; email: string; ip: string },
  leagueName: string,
): Promise<{ base: string; cookie: string; slug: string }> {
  const register = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": who.ip },
    body: JSON.stringify({ username: who.username, email: who.email, password: "correct horse battery" }),
  });
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const json = { Origin: origin, "Content-Type": "application/json", Cookie: cookie };
  const league = (await (
    await fetch(`${origin}/api/leagues`, { method: "POST", headers: json, body: JSON.stringify({ name: leagueName }) })
  ).json()) as { slug: string };
  const { exportUrl } = (await (
    await fetch(`${origin}/api/leagues/${league.slug}/export-secret`, { method: "POST", headers: json })
  ).json()) as { exportUrl: string };
  return { base: new URL(exportUrl).pathname, cookie, slug: league.slug };
}

/** An export as the commissioner's page lists it (decision 300). */
export interface ExportStatus {
  id: number;
  route: string;
  state: "received" | "ingesting" | "ingested" | "refused";
  detail: string | null;
  rows: number | null;
}

/**
 * Waits until the export `id` of the league is ingested or refused, by reading the commissioner's
 * page as often as `everyMs` (the export URL answers 202 at once; the queue's ingest job stores the
 * rows later). Its status at the end.
 */
export async function exportSettledOnSite(
  origin: string,
  league: { slug: string; cookie: string },
  id: number,
  { everyMs = 20, timeoutMs = 120_000 } = {},
): Promise<ExportStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${origin}/api/leagues/${league.slug}/manage`, { headers: { Cookie: league.cookie } });
    if (!res.ok) throw new Error(`manage: ${res.status} ${await res.text()}`);
    const { exports } = (await res.json()) as { exports: ExportStatus[] };
    const e = exports.find((x) => x.id === id);
    if (!e) throw new Error(`export ${id} is not on the league's page`);
    if (e.state === "ingested" || e.state === "refused") return e;
    if (Date.now() > deadline) throw new Error(`export ${id} (${e.route}) still ${e.state} after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
