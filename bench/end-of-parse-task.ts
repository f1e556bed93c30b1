// What the task in which a page's parser ends holds (issue 42): the bytes it parsed itself, the
// style-and-layout Chromium forces inside Document::FinishedParsing (no script calls it), and the
// task's thread time. Read from one traced load's events: bench/end-of-parse.ts prints them per page
// and per variant of the page's markup.
import type { TraceEvent } from "./trace-parts";

export interface EndOfParse {
  /** Bytes the parser consumed in this task (its ParseHTML events' parsed_bytes). */
  parsedBytes: number;
  /** Thread ms of the forced style-and-layout updates inside Document::FinishedParsing. */
  forcedMs: number;
  /** Layout objects of the largest layout inside Document::FinishedParsing (0: none). */
  forcedObjects: number;
  /** Thread ms of the whole task. */
  taskMs: number;
}

type Event = TraceEvent & { args?: TraceEvent["args"] & { parsed_bytes?: number } };

const threadMs = (e: Event) => (e.tdur ?? e.dur ?? 0) / 1000;

/**
 * The end-of-parse task of the document whose Document::FinishedParsing is the longest in the trace
 * (a load also finishes parsing the initial about:blank, in an instant), or undefined without one.
 */
export function endOfParse(events: readonly Event[]): EndOfParse | undefined {
  const finished = events
    .filter((e) => e.name === "Document::FinishedParsing" && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => b.dur! - a.dur!)[0];
  if (!finished) return undefined;
  const onThread = events.filter((e) => e.pid === finished.pid && e.tid === finished.tid && e.ph === "X" && e.dur);
  const within = (outer: Event) => (e: Event) => e.ts >= outer.ts && e.ts + e.dur! <= outer.ts + outer.dur!;
  const task = onThread.filter((e) => e.name === "RunTask" && within(e)(finished)).sort((a, b) => a.dur! - b.dur!)[0];
  if (!task) return undefined;
  const inFinished = onThread.filter(within(finished));
  // Only the outermost forced updates: each holds nested update events of its own.
  const forced = inFinished.filter((e) => e.name === "Document::UpdateStyleAndLayout");
  const outermost = forced.filter((e) => !forced.some((o) => o !== e && within(o)(e)));
  const layouts = inFinished.filter((e) => e.name === "Layout");
  return {
    parsedBytes: onThread
      .filter((e) => e.name === "ParseHTML" && within(task)(e))
      .reduce((sum, e) => sum + (e.args?.parsed_bytes ?? 0), 0),
    forcedMs: outermost.reduce((sum, e) => sum + threadMs(e), 0),
    forcedObjects: Math.max(0, ...layouts.map((e) => e.args?.beginData?.totalObjects ?? 0)),
    taskMs: threadMs(task),
  };
}
