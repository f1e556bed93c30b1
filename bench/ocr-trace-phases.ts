// Which threads of the reader's browser spend the CPU in each phase of a read, from a Chromium trace
// (bench/ocr.ts --trace): under the 4× quota every thread of the browser shares one quarter of a
// core, so a phase's wall time is the CPU of all of them in its window, not only the OCR worker's.
// The OCR worker marks each phase's end (performance.mark "ocr <phase>", ocr.worker.ts); a thread's
// CPU in a window is its top-level tasks' thread time (tdur), each task counted by the share of its
// wall time inside the window. /proc (ocr-cpu-threads.ts) gives only a read's start and end.
//   npx tsx bench/ocr-trace-phases.ts trace.json
import { readFileSync } from "node:fs";
import { median, round } from "./lib";
import type { TraceEvent } from "./trace-parts";

/** A complete task on one thread: wall start and end (µs), and its CPU (µs). */
interface Task {
  start: number;
  end: number;
  cpu: number;
}

/** The phases a read's marks end, in order (ocr.worker.ts `lap`). */
export const PHASES = ["decode", "pixels", "preprocess", "engine", "full read", "points", "table"] as const;

/** Per read, per phase: CPU ms by thread ("process · thread"), and the phase's wall ms. */
export interface ReadPhases {
  phases: Map<string, { wall: number; threads: Map<string, number> }>;
}

export function phaseThreads(events: TraceEvent[]): ReadPhases[] {
  const processName = new Map<number, string>();
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "process_name") processName.set(e.pid, e.args?.name ?? "?");
    else if (e.ph === "M" && e.name === "thread_name") threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? "?");
  const label = (pid: number, tid: number) =>
    `${processName.get(pid) ?? pid} · ${(threadName.get(`${pid}:${tid}`) ?? String(tid)).replace(/\d+$/, "")}`;
  // Top-level tasks per thread: complete events with a thread time, not inside an earlier one.
  const byThread = new Map<string, Task[]>();
  const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const openUntil = new Map<string, number>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    if ((openUntil.get(key) ?? -1) > e.ts) continue;
    openUntil.set(key, e.ts + e.dur!);
    if (e.tdur === undefined) continue;
    const tasks = byThread.get(key) ?? [];
    tasks.push({ start: e.ts, end: e.ts + e.dur!, cpu: e.tdur });
    byThread.set(key, tasks);
  }
  const marks = events
    .filter((e) => e.name.startsWith("ocr ") && (e.cat ?? "").includes("user_timing"))
    .sort((a, b) => a.ts - b.ts);
  const reads: ReadPhases[] = [];
  let current: ReadPhases | null = null;
  let from = 0;
  for (const mark of marks) {
    const phase = mark.name.slice(4);
    if (phase === "read") {
      current = { phases: new Map() };
      reads.push(current);
      from = mark.ts;
      continue;
    }
    if (!current) continue;
    const threads = new Map<string, number>();
    for (const [key, tasks] of byThread) {
      const [pid, tid] = key.split(":").map(Number) as [number, number];
      let cpu = 0;
      for (const t of tasks) {
        const overlap = Math.min(t.end, mark.ts) - Math.max(t.start, from);
        if (overlap > 0) cpu += t.end > t.start ? (t.cpu * overlap) / (t.end - t.start) : t.cpu;
      }
      if (cpu > 0) threads.set(label(pid, tid), (threads.get(label(pid, tid)) ?? 0) + cpu / 1000);
    }
    current.phases.set(phase, { wall: (mark.ts - from) / 1000, threads });
    from = mark.ts;
  }
  return reads;
}

/** Per phase: its median wall ms and each thread's median CPU ms over the reads, busiest threads first. */
export function phaseTable(reads: ReadPhases[]): string[] {
  const out = [
    `| phase (${reads.length} reads) | wall ms, median | thread: CPU ms, median (threads over 5 ms) | all threads |`,
    "| --- | --- | --- | --- |",
  ];
  for (const phase of PHASES) {
    const seen = reads.flatMap((r) => (r.phases.has(phase) ? [r.phases.get(phase)!] : []));
    if (seen.length === 0) continue;
    const keys = new Set(seen.flatMap((p) => [...p.threads.keys()]));
    const cpu = (key: string) => median(seen.map((p) => p.threads.get(key) ?? 0));
    const all = median(seen.map((p) => [...p.threads.values()].reduce((a, b) => a + b, 0)));
    const threads = [...keys]
      .map((k) => [k, cpu(k)] as const)
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${round(ms, 0)}`)
      .join("; ");
    out.push(`| ${phase} | ${round(median(seen.map((p) => p.wall)), 0)} | ${threads || "–"} | ${round(all, 0)} |`);
  }
  return out;
}

/** The preparing, the full read and the focused reads: the phases each read is split into by `readTable`. */
const PARTS = {
  preparing: ["decode", "pixels", "preprocess", "engine"],
  "full read": ["full read"],
  focused: ["points", "table"],
} as const;

/** Each read's CPU ms in one part, over all threads or those whose label includes `thread`. */
export function partCpu(read: ReadPhases, part: keyof typeof PARTS, thread = ""): number {
  let ms = 0;
  for (const phase of PARTS[part])
    for (const [label, cpu] of read.phases.get(phase)?.threads ?? []) if (label.includes(thread)) ms += cpu;
  return ms;
}

/**
 * Per read, in the order read: CPU ms of all threads (the whole read, and in each part: the quota is
 * shared, so a part's wall time at 4× follows them all), and of the renderer's thread pool (V8's
 * compiles, the image decode) and the DedicatedWorker threads (the OCR worker and the engine) in
 * the preparing / full read / focused reads: the first reads' compiles are where they differ from
 * the rest (bench/README.md, decision 373).
 */
export function readTable(reads: ReadPhases[]): string[] {
  const split = (read: ReadPhases, thread: string) =>
    (Object.keys(PARTS) as (keyof typeof PARTS)[]).map((part) => round(partCpu(read, part, thread), 0)).join(" / ");
  const all = (read: ReadPhases) =>
    round(partCpu(read, "preparing") + partCpu(read, "full read") + partCpu(read, "focused"), 0);
  return [
    "| read | all threads | all threads: preparing / full read / focused | thread pool: preparing / full read / focused | DedicatedWorker: preparing / full read / focused |",
    "| --- | --- | --- | --- | --- |",
    ...reads.map(
      (read, i) =>
        `| ${i + 1} | ${all(read)} | ${split(read, "")} | ${split(read, "ThreadPool")} | ${split(read, "DedicatedWorker")} |`,
    ),
  ];
}

if (process.argv[1]?.endsWith("ocr-trace-phases.ts")) {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npx tsx bench/ocr-trace-phases.ts trace.json");
  const trace = JSON.parse(readFileSync(file, "utf8"));
  const events: TraceEvent[] = Array.isArray(trace) ? trace : trace.traceEvents;
  const reads = phaseThreads(events);
  console.log(`${phaseTable(reads).join("\n")}\n\n${readTable(reads).join("\n")}`);
}
