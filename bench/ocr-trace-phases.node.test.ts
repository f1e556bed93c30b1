import { describe, expect, it } from "vitest";
import { partCpu, phaseThreads, readTable } from "./ocr-trace-phases";

const meta = (pid: number, tid: number, process: string, thread: string) => [
  { name: "process_name", ph: "M", ts: 0, pid, tid, args: { name: process } },
  { name: "thread_name", ph: "M", ts: 0, pid, tid, args: { name: thread } },
];
const mark = (name: string, ts: number) => ({
  name: `ocr ${name}`,
  cat: "blink.user_timing",
  ph: "R",
  ts,
  pid: 1,
  tid: 2,
});

describe("phaseThreads", () => {
  it("gives each thread the share of its top-level tasks' CPU inside each phase's window, nested events once", () => {
    const reads = phaseThreads([
      ...meta(1, 2, "Renderer", "DedicatedWorker thread"),
      ...meta(1, 3, "Renderer", "ThreadPoolForegroundWorker"),
      mark("read", 0),
      mark("decode", 1000),
      mark("pixels", 3000),
      // The worker: 800 µs of CPU in the decode's window, and a task with a nested event counted once.
      { name: "RunTask", ph: "X", ts: 100, dur: 800, tdur: 800, pid: 1, tid: 2 },
      { name: "FunctionCall", ph: "X", ts: 200, dur: 100, tdur: 100, pid: 1, tid: 2 },
      // The pool: a 2000 µs task with 1000 µs of CPU, half of it in each window.
      { name: "ThreadPool_RunTask", ph: "X", ts: 0, dur: 2000, tdur: 1000, pid: 1, tid: 3 },
    ]);
    expect(reads).toHaveLength(1);
    const decode = reads[0]!.phases.get("decode")!;
    const pixels = reads[0]!.phases.get("pixels")!;
    expect(decode.wall).toBe(1);
    expect(decode.threads.get("Renderer · DedicatedWorker thread")).toBe(0.8);
    expect(decode.threads.get("Renderer · ThreadPoolForegroundWorker")).toBe(0.5);
    expect(pixels.threads.get("Renderer · ThreadPoolForegroundWorker")).toBe(0.5);
    expect(pixels.threads.has("Renderer · DedicatedWorker thread")).toBe(false);
  });
});

describe("readTable", () => {
  it("splits each read into preparing (decode to engine), full read and focused reads, over all threads and by thread", () => {
    const task = (tid: number, ts: number, cpu: number) => ({
      name: "RunTask",
      ph: "X",
      ts,
      dur: cpu,
      tdur: cpu,
      pid: 1,
      tid,
    });
    const reads = phaseThreads([
      ...meta(1, 2, "Renderer", "DedicatedWorker thread"),
      ...meta(1, 3, "Renderer", "ThreadPoolForegroundWorker"),
      mark("read", 0),
      task(3, 100, 1000),
      mark("decode", 2000),
      task(2, 2100, 3000),
      mark("preprocess", 6000),
      mark("engine", 7000),
      task(2, 7100, 5000),
      task(3, 8000, 2000),
      mark("full read", 20000),
      task(2, 20100, 4000),
      mark("points", 25000),
      task(3, 25100, 1000),
      mark("table", 30000),
    ]);
    expect(partCpu(reads[0]!, "preparing")).toBe(4);
    expect(partCpu(reads[0]!, "preparing", "ThreadPool")).toBe(1);
    expect(partCpu(reads[0]!, "full read")).toBe(7);
    expect(partCpu(reads[0]!, "focused", "DedicatedWorker")).toBe(4);
    expect(readTable(reads)[2]).toBe("| 1 | 16 | 4 / 7 / 5 | 1 / 2 / 1 | 3 / 5 / 4 |");
  });
});
