// The time table of bench/ocr.ts: per capture kind, the median, the 90th percentile and the slowest
// player screen at 1× and at 4× CPU, and where the slowest screen's time went (the OCR worker's
// phases, web/src/ocr/messages.ts). The target is per screen, so the slowest one is what it is
// measured against, not the median.
import type { Phases } from "../web/src/ocr/messages";
import { median, percentile, round } from "./lib";

export interface Timed {
  /** Which capture: style and screen. */
  screen: string;
  ms: number;
  /** CPU ms of the 1× reader's browser, all its processes, over the read (ocr-cpu-time.ts). */
  cpu?: number;
  phases: Phases;
}

const slowest = (xs: Timed[]) => xs.reduce<Timed | null>((a, b) => (a && a.ms >= b.ms ? a : b), null);

const phasesOf = (t: Timed | null) =>
  t
    ? `${round(t.phases.decode + t.phases.pixels)} / ${round(t.phases.preprocess)} / ${round(t.phases.fullRead)} / ${round(t.phases.focused)}`
    : "–";

/**
 * `slow` holds the reads of the CPU-limited browser; when there is none (no --cpu, or no cgroup),
 * the 4× columns are 4 × the 1× figures and the slowest screen's phases are its 1× ones.
 */
export function timeTable(rows: { kind: string; fast: Timed[]; slow: Timed[] }[], slowLabel: string): string[] {
  const out = [
    `| capture | player screens | median ms (1×) | p90 (1×) | slowest (1×) | median ms, ${slowLabel} | p90 | slowest | slowest screen | its decode / preprocess / full read / focused reads (ms) |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const { kind, fast, slow } of rows) {
    const ms = fast.map((t) => t.ms);
    if (ms.length === 0) continue;
    const measured = slow.length > 0;
    const slowMs = measured ? slow.map((t) => t.ms) : ms.map((m) => 4 * m);
    const worst = slowest(measured ? slow : fast);
    out.push(
      `| ${kind} | ${ms.length} | ${round(median(ms))} | ${round(percentile(ms, 90))} | ${round(Math.max(...ms))} | ${round(median(slowMs))} | ${round(percentile(slowMs, 90))} | ${round(Math.max(...slowMs))} | ${worst?.screen ?? "–"} | ${phasesOf(worst)} |`,
    );
  }
  return out;
}

/**
 * The 1× reader's CPU time per player screen: what the reader costs whatever else the machine runs
 * (the whole readScreenshot call, the text check included). Under the 4× quota a screen takes
 * about four times it.
 */
export function cpuTable(rows: { kind: string; fast: Timed[] }[]): string[] {
  const out = [
    "| capture | player screens | CPU ms, median (1×) | p90 | most | × 4 (median / most) |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const { kind, fast } of rows) {
    const cpu = fast.flatMap((t) => (t.cpu === undefined ? [] : [t.cpu]));
    if (cpu.length === 0) continue;
    out.push(
      `| ${kind} | ${cpu.length} | ${round(median(cpu))} | ${round(percentile(cpu, 90))} | ${round(Math.max(...cpu))} | ${round(4 * median(cpu))} / ${round(4 * Math.max(...cpu))} |`,
    );
  }
  return out;
}
