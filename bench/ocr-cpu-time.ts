// CPU time a browser spends, all its processes together (browser, renderer, GPU, utility), read
// from /proc: for bench/ocr.ts's CPU column. On a shared machine a read's wall time measures the
// other sessions' load as much as the reader; its CPU time does not, and under the 4× quota
// (bench/ocr-cpu.ts) the wall time is about four times it. Linux only; 10 ms ticks, so a figure is
// good to a few ticks per process, fine for reads of a few hundred ms.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10;

interface Proc {
  ppid: number;
  ticks: number;
}

function processes(): Map<number, Proc> {
  const all = new Map<number, Proc>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces: the fields start after the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Fields 4 (ppid), 14 (utime) and 15 (stime) of proc(5), here from field 3 on.
      all.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // A process that ended while the list was read.
    }
  }
  return all;
}

/** The process whose command line holds `marker` (a switch Chromium ignores), or null. */
export function findProcess(marker: string): number | null {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").includes(marker)) return Number(name);
    } catch {
      // Ended, or not ours to read.
    }
  }
  return null;
}

/** `root` and every process under it that is still running. */
function tree(all: Map<number, Proc>, root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const out: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    if (all.has(pid)) out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** The pids of `root` and every process under it (ocr-cpu-threads.ts reads their threads). */
export const treePids = (root: number): number[] => tree(processes(), root);

/** CPU ms used so far by `root` and every process under it that is still running. */
export function treeCpuMs(root: number): number {
  const all = processes();
  return tree(all, root).reduce((ticks, pid) => ticks + all.get(pid)!.ticks, 0) * TICK_MS;
}
