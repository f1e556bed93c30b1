// What a main-thread task is made of, from a Chromium trace: each event's own time (its duration
// minus its children's), summed under a name a reader knows (style, layout, image decode, …). Both
// page benchmarks use it (bench/main-thread.ts on its own traces, bench/lighthouse.ts on the trace
// of each Lighthouse run), so a task is named the same way in both.

/** Trace-event names worth naming inside a task; any other event's own time is under its raw name. */
const PARTS: Record<string, string> = {
  RunTask: "browser work",
  ThreadControllerImpl_RunTask: "browser work",
  "v8.evaluateModule": "evaluate JS modules",
  EvaluateScript: "evaluate a script",
  "v8.compile": "compile JS",
  "v8.compileModule": "compile JS",
  "v8.produceCache": "compile JS",
  FunctionCall: "run JS",
  "V8.Execute": "run JS",
  TimerFire: "run JS",
  FireIdleCallback: "run JS",
  FireAnimationFrame: "run JS",
  EventDispatch: "run JS",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  CompositeLayers: "paint",
  Commit: "paint",
  ImageDecodeTask: "image decode",
  "Decode Image": "image decode",
  "Decode LazyPixelRef": "image decode",
  "Draw LazyPixelRef": "image decode",
  "Resize Image": "image decode",
  MajorGC: "GC",
  MinorGC: "GC",
  "V8.GC_SCAVENGER": "GC",
  "V8.GC_MC_BACKGROUND_MARKING": "GC",
  HitTest: "hit test",
  "FontCache::GetFontPlatformData": "font lookups",
  "FontCache::FallbackFontForCharacter": "font lookups",
};

/** The trace events a font lookup is made of (counted apart by bench/main-thread.ts). */
export const FONT_LOOKUP = ["FontCache::GetFontPlatformData", "FontCache::FallbackFontForCharacter"];

export function partOf(name: string): string {
  return PARTS[name] ?? name;
}

/** A Chromium trace event, as the benches read them: start, wall duration and, when Chromium gives
 * it, thread time, in µs; metadata events ("M") name their process or thread in args.name. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: CPU the thread itself used, without the time it waited or was descheduled. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string; totalObjects?: number } };
}

export interface SpanEvent {
  name: string;
  ts: number;
  dur: number;
  tdur?: number;
}

/**
 * Own time (µs) by part of one thread's events (a task and the events inside it, or a whole load).
 * Events are nested by time, as Chromium writes them on one thread: an event's own time is what its
 * children do not cover. On the "thread" clock the CPU the thread used (what other processes on a
 * busy machine do not inflate), where the event has it; else wall time.
 */
export function ownTimeByPart(spans: readonly SpanEvent[], clock: "wall" | "thread" = "wall"): Record<string, number> {
  const time = (e: SpanEvent) => (clock === "thread" ? (e.tdur ?? e.dur) : e.dur);
  const events = [...new Set(spans)].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map<SpanEvent, number>(events.map((e) => [e, time(e)]));
  const open: SpanEvent[] = [];
  for (const e of events) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent)! - time(e));
    open.push(e);
  }
  const parts: Record<string, number> = {};
  for (const [e, us] of own) parts[partOf(e.name)] = (parts[partOf(e.name)] ?? 0) + Math.max(0, us);
  return parts;
}

/** "layout 120, style 80, …" in ms, largest first, parts under 1 ms left out. */
export function describeParts(parts: Record<string, number>, unit: "us" | "ms" = "us", limit = 6): string {
  const scale = unit === "us" ? 1000 : 1;
  return Object.entries(parts)
    .map(([k, v]) => [k, v / scale] as const)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k, ms]) => `${k} ${Math.round(ms)}`)
    .join(", ");
}

/**
 * Whether a document URL from a trace (a `ParseHTML` event's) is the site's page at `path`. Its path
 * must be the same, not merely contain it: every URL contains "/", so a containment test could take
 * another document's parse (one traced load of `/` had no first paint and custom elements in it)
 * for the home page's.
 */
export function isDocumentAt(url: string | undefined, path: string): boolean {
  if (!url) return false;
  try {
    const { protocol, pathname, search } = new URL(url);
    // Not Chromium's own pages: an error page (chrome-error://chromewebdata/) has the path "/" too.
    return (protocol === "http:" || protocol === "https:") && pathname + search === path;
  } catch {
    return false;
  }
}
