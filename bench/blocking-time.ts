// A page's Total Blocking Time split by when its long tasks began: before the first contentful paint,
// or after it. Lighthouse counts a long task only from FCP on (TBTUtils.calculateSumOfBlockingTime:
// a task is clipped to [FCP, end] before 50 ms are taken off), so the browser's navigation task — the
// renderer's commit and the window's script context, which the static page has too — adds whatever
// of it the simulation places after FCP: 0–220 ms per run in the seventh session's runs, depending
// on where each page's simulated FCP fell. The tasks begun after the first paint are the page's own
// work (layout, parsing, scripts): the figure issue 42's target is really about.
import type { LongTaskItem } from "./long-task-names";

const BLOCKING_THRESHOLD_MS = 50;

export interface BlockingSplit {
  /** Blocking time of the tasks that began before the first contentful paint (clipped at it). */
  beforePaint: number;
  /** Blocking time of the tasks that began at or after the first contentful paint. */
  afterPaint: number;
}

/**
 * The long-tasks audit's items (simulated ms) summed as Lighthouse sums TBT, from `fcp` on. The sum
 * is close to the reported TBT but not always equal: Lantern's TBT weighs two simulations
 * (optimistic and pessimistic) and ends at TTI, while the audit lists one simulation's tasks.
 */
export function blockingSplit(tasks: readonly LongTaskItem[], fcp: number): BlockingSplit {
  const split: BlockingSplit = { beforePaint: 0, afterPaint: 0 };
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    if (task.duration < BLOCKING_THRESHOLD_MS || end < fcp) continue;
    const clipped = end - Math.max(task.startTime, fcp);
    if (clipped < BLOCKING_THRESHOLD_MS) continue;
    split[task.startTime < fcp ? "beforePaint" : "afterPaint"] += clipped - BLOCKING_THRESHOLD_MS;
  }
  return split;
}
