// Names each main-thread task that begins after the first contentful paint by what posted it (issue
// 42, fifteenth session). Lighthouse's trace has no event inside many of them ("browser work" in
// bench/long-task-names.ts); with the "toplevel" category each task's ThreadControllerImpl::RunTask
// carries the source function that posted it, and "blink"/"mojom" name what ran inside. Used by
// bench/after-fcp-tasks.ts.
import type { SpanEvent } from "./trace-parts";

/** A trace event as this module reads it: a span, with the poster of a task in its args. */
export interface KindEvent extends SpanEvent {
  args?: { src_func?: string; src_file?: string };
}

/** What posted a task (its ThreadControllerImpl::RunTask's src_func), in words, by source function. */
const POSTERS: Record<string, string> = {
  ScheduledActionSendBeginMainFrame: "frame (style, layout, paint)",
  DidPresentCompositorFrameOnImplThread: "frame presented (callbacks)",
  SchedulePumpTokenizer: "HTML parser",
  PostTaskToMainThread: "resource response (body)",
  RequestAsynchronously: "resource response (body)",
  PostSchedulerIdleTask: "idle callback (boot.js)",
  DOMTimer: "timer (boot.js)",
  ArmOrNotify: "IPC message",
  ActivateObserver: "PerformanceObserver callback (boot.js)",
};

/** Events inside a task that say more than its poster (searched in this order). */
const INSIDE: [string, string][] = [
  ["StorageArea::GetAll", "localStorage read"],
  ["ContentSettingsManager::AllowStorageAccess", "localStorage read"],
  ["PageTimingMetricsSender::SendNow", "PageTimingMetricsSender"],
  // A data: URL SVG image (the league icons) is a document of its own, built when it loads.
  ["SVGImage::DataChanged", "SVG image's document"],
  ["MajorGC", "GC"],
  ["MinorGC", "GC"],
  ["V8.GC_SCAVENGER", "GC"],
];

/**
 * The kind of one top-level task: the named event inside it that says most (a localStorage read, the
 * page-timing IPC, an SVG image's document, a GC), else what posted it, else "other: file".
 * `inside` is every event within the task on its thread (the task itself included or not).
 */
export function taskKind(inside: readonly KindEvent[]): string {
  const names = new Set(inside.map((e) => e.name));
  for (const [name, kind] of INSIDE) if (names.has(name)) return kind;
  const poster = inside.find((e) => e.name === "ThreadControllerImpl::RunTask" && e.args?.src_func);
  if (!poster) return "unnamed";
  const func = poster.args!.src_func!;
  if (POSTERS[func]) return POSTERS[func];
  const file = (poster.args!.src_file ?? "").split("/").at(-1);
  return `other: ${file} ${func}`;
}
