// Names Lighthouse's long tasks by what they were made of. Lighthouse ties a long task to a URL only
// when a script or a parsed document is in it; a style recalculation, a layout, an image decode or
// the browser's own work is "Unattributable" in its report (issue 42: one of 139–544 ms in every
// run). The run's own trace says what each was: its events' own time, by part (bench/trace-parts.ts).
import type { Trace } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import type { TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { describeParts, partOf } from "./trace-parts";

/** One row of Lighthouse's long-tasks audit (times in simulated ms). */
export interface LongTaskItem {
  url: string;
  duration: number;
  startTime: number;
}

// Lantern times a task at its observed duration × the CPU slowdown (4 on mobile), or × half of it
// when the task did a layout (its layoutTaskMultiplier), rounded to the ms.
const SLOWDOWN = 4;

/**
 * One line per long task: its simulated length, and the observed task it is (findTask), with its
 * own time by part in observed ms, on the page's main thread.
 */
export async function nameLongTasks(items: readonly LongTaskItem[], trace: Trace): Promise<string[]> {
  if (items.length === 0) return [];
  const topLevel = (await MainThreadTasks.request(trace, { computedCache: new Map() })).filter((t) => !t.parent);
  const taken = new Set<TaskNode>();
  return items.map((item) => {
    const head = `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms (${item.url})`;
    const { task, of } = findTask(item, topLevel, taken);
    if (!task) return `${head}: no task of that length in the trace`;
    taken.add(task);
    const layoutNote = didLayout(task) ? ", timed as a layout task" : "";
    const ambiguity = of > 1 ? ` (1 of ${of} tasks of that length)` : "";
    return `${head}: observed ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms${layoutNote}${ambiguity} — ${describeParts(ownTime(task), "ms")}`;
  });
}

/**
 * The observed top-level task Lantern timed as `item`: its length × the multiplier Lantern gave it
 * (whether it did a layout decides) within 1 ms of the item's; of several, the one whose observed
 * start is nearest the simulated one. `of`: how many had that length.
 */
export function findTask(
  item: LongTaskItem,
  topLevel: readonly TaskNode[],
  taken: ReadonlySet<TaskNode>,
): { task: TaskNode | undefined; of: number } {
  const candidates = topLevel.filter((t) => {
    const multiplier = didLayout(t) ? SLOWDOWN / 2 : SLOWDOWN;
    return !taken.has(t) && Math.abs(Math.round(t.duration * multiplier) - item.duration) <= 1;
  });
  const nearest = (t: TaskNode) => Math.abs(t.startTime - item.startTime);
  return { task: candidates.sort((a, b) => nearest(a) - nearest(b))[0], of: candidates.length };
}

/** Whether Lantern counts the task as a layout task (a Layout event anywhere in it). */
function didLayout(task: TaskNode): boolean {
  return task.event.name === "Layout" || task.children.some(didLayout);
}

/** Own time (ms) of a task and its descendants, by part. */
function ownTime(task: TaskNode, parts: Record<string, number> = {}): Record<string, number> {
  const part = partOf(task.event.name);
  parts[part] = (parts[part] ?? 0) + task.selfTime;
  for (const child of task.children) ownTime(child, parts);
  return parts;
}
