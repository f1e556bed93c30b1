// CPU time of a browser by process type and thread name, read from /proc: for bench/ocr.ts --threads.
// The 4× quota (ocr-cpu.ts) counts every thread of the reader's browser, not only the engine's
// workers, so a read's time under it is the CPU of all of them: this says whose it is. Sampled
// twice per read (at its start and its end), never in a loop. A thread that ends between two samples
// takes its ticks with it (undercounted); Chromium's threads live as long as their process. Linux only.
import { readdirSync, readFileSync } from "node:fs";
import { median, round } from "./lib";
import { treePids } from "./ocr-cpu-time";

const TICK_MS = 10;

/** CPU ms so far of each thread of a browser, keyed "process type · thread name". */
export type ThreadCpu = Map<string, number>;

/** A Chromium process's role from its switches: browser, renderer, gpu-process, utility (network, audio…). */
function processType(pid: number): string {
  let args: string[];
  try {
    // Zygote-forked children (renderers) rewrite their command line as one string: split on spaces too.
    args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
  } catch {
    return "?";
  }
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const type = value("type");
  if (!type) return "browser";
  const sub = value("utility-sub-type");
  // "network.mojom.NetworkService" → "network".
  return sub ? `${type}/${sub.split(".")[0]}` : type;
}

/** Every thread of `root` and the processes under it, CPU ms so far by process type and thread name. */
export function threadCpu(root: number): ThreadCpu {
  const out: ThreadCpu = new Map();
  for (const pid of treePids(root)) {
    const type = processType(pid);
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        // The thread's name is in parentheses (kernel-truncated to 15 characters) and may hold spaces.
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
        const key = `${type} · ${name}`;
        out.set(key, (out.get(key) ?? 0) + ms);
      } catch {
        // A thread that ended while the list was read.
      }
    }
  }
  return out;
}

/** What each thread used from `before` to `after` (threads that used nothing left out). */
export function threadCpuSince(before: ThreadCpu, after: ThreadCpu): ThreadCpu {
  const out: ThreadCpu = new Map();
  for (const [key, ms] of after) {
    const used = ms - (before.get(key) ?? 0);
    if (used > 0) out.set(key, used);
  }
  return out;
}

/** Per screen, the CPU of each thread within the read's window and between reads (the time before it). */
export interface ScreenThreads {
  read: ThreadCpu;
  before: ThreadCpu | null;
}

/**
 * A table of one capture kind's player screens: each thread's median and most CPU ms per screen
 * within the read, its median before it (since the last read ended: capture, delivery, GC left over),
 * threads ordered by their total in the reads; threads under 1 % of that total are summed as "other".
 */
export function threadTable(kind: string, screens: ScreenThreads[]): string[] {
  const keys = new Set(screens.flatMap((s) => [...s.read.keys(), ...(s.before?.keys() ?? [])]));
  const total = (key: string) => screens.reduce((sum, s) => sum + (s.read.get(key) ?? 0), 0);
  const all = screens.reduce((sum, s) => sum + [...s.read.values()].reduce((a, b) => a + b, 0), 0);
  const ordered = [...keys].sort((a, b) => total(b) - total(a));
  const shown = ordered.filter((k) => total(k) >= all / 100);
  const other = new Set(ordered.filter((k) => !shown.includes(k)));
  const sum = (m: ThreadCpu | null, pick: (k: string) => boolean) =>
    m ? [...m].reduce((a, [k, ms]) => a + (pick(k) ? ms : 0), 0) : 0;
  const row = (label: string, pick: (k: string) => boolean) => {
    const read = screens.map((s) => sum(s.read, pick));
    const before = screens.filter((s) => s.before).map((s) => sum(s.before, pick));
    return `| ${label} | ${round(median(read), 0)} | ${round(Math.max(...read), 0)} | ${before.length ? round(median(before), 0) : "–"} |`;
  };
  return [
    `| ${kind}: process · thread (${screens.length} player screens) | CPU ms in the read, median | most | before the read, median |`,
    "| --- | --- | --- | --- |",
    ...shown.map((k) => row(k, (x) => x === k)),
    ...(other.size ? [row("other threads", (x) => other.has(x))] : []),
    row("**all**", () => true),
  ];
}
