// Reading a recap's stats screenshots on the device while the author fills in /create: the
// originals (not the 800 px copies kept for upload) go to the OCR worker as soon as they are
// chosen; each shows its own progress, and the whole reading can be cancelled. The worker and the
// engine are loaded (a dynamic import) when the author reaches for a stats picker, or on the first
// image that may hold text, never by the reading pages nor by /create's other fields; an image
// without text (a gradient, a blank capture) is skipped without reading it. Once loaded they stay
// for the rest of the visit: the next recap's screenshots are read by the same engine, without
// starting it and loading its language data again.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { StatsGroup } from "../../../db/domain";
import { screenFound } from "../../../db/domain/box-score-screens";
import type { SavedScreen } from "./saved-reading";
import type { ScreenReader } from "./screen-reader";
import { mayHoldText } from "./text-check";

export interface ReadingEntry {
  key: number;
  group: StatsGroup;
  fileName: string;
  /** "unreadable": read, but no box-score screen found in it (a photo taken at an angle, say). */
  status: "waiting" | "reading" | "done" | "skipped" | "unreadable" | "failed" | "cancelled";
  progress: number;
}

export interface ScreenReading {
  entries: ReadingEntry[];
  busy: boolean;
  add(group: StatsGroup, files: File[]): void;
  /** The author removed the index-th image of a group: its reading no longer counts. */
  remove(group: StatsGroup, index: number): void;
  cancel(): void;
  /** Resolves once nothing is waiting or being read. */
  settled(): Promise<void>;
  results(): SavedScreen[];
  /**
   * The author is reaching for a stats picker: the reader and its engine start now, so the first
   * screenshot does not wait for them (decision 287).
   */
  prepare(): void;
}

/** The visit's reader: made on the first screenshot, kept until a reading is cancelled. */
let visitReader: Promise<ScreenReader> | null = null;
const sharedReader = () => {
  visitReader ??= import("./screen-reader").then((m) => m.createScreenReader());
  return visitReader;
};

export function useScreenReading(): ScreenReading {
  const [entries, setEntries] = useState<ReadingEntry[]>([]);
  const jobs = useRef(new Map<number, Promise<void>>());
  const lines = useRef(new Map<number, SavedScreen>());
  const nextKey = useRef(0);
  // Bumped by cancel(): an image still being looked at when the author stopped is not read after.
  const generation = useRef(0);

  const update = useCallback(
    (key: number, patch: Partial<ReadingEntry>) =>
      setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...patch } : e))),
    [],
  );

  const add = useCallback(
    (group: StatsGroup, files: File[]) => {
      for (const file of files) {
        const key = ++nextKey.current;
        setEntries((all) => [...all, { key, group, fileName: file.name, status: "waiting", progress: 0 }]);
        const started = generation.current;
        // Once the reader is made, its worker looks for text in the pixels it decodes anyway: the
        // image is decoded once, when its turn comes, not also here at once for every chosen image.
        // Before, the page looks, so that an image without text never loads the engine.
        const inWorker = visitReader !== null;
        const job = (inWorker ? Promise.resolve(true) : mayHoldText(file))
          .then(async (text) => {
            if (generation.current !== started) throw new ReadingStopped();
            if (!text) return null;
            const r = await sharedReader();
            const read = await r.read(file, (progress) => update(key, { status: "reading", progress }), inWorker);
            return read.text ? read.lines : null;
          })
          .then(
            (read) => {
              if (!read) return update(key, { status: "skipped" });
              if (!screenFound(read)) return update(key, { status: "unreadable", progress: 1 });
              lines.current.set(key, { group, lines: read });
              update(key, { status: "done", progress: 1 });
            },
            (error: unknown) =>
              update(key, { status: error instanceof Error && error.name === "cancelled" ? "cancelled" : "failed" }),
          )
          .finally(() => jobs.current.delete(key));
        jobs.current.set(key, job);
      }
    },
    [update],
  );

  const remove = useCallback((group: StatsGroup, index: number) => {
    setEntries((all) => {
      const gone = all.filter((e) => e.group === group)[index];
      if (gone) lines.current.delete(gone.key);
      return gone ? all.filter((e) => e !== gone) : all;
    });
  }, []);

  const cancel = useCallback(() => {
    generation.current++;
    // Stopping stops the engine at once; the next screenshot starts a new one.
    void visitReader?.then((r) => r.cancel());
    visitReader = null;
    setEntries((all) =>
      all.map((e) => (e.status === "waiting" || e.status === "reading" ? { ...e, status: "cancelled" } : e)),
    );
  }, []);

  const prepare = useCallback(() => void sharedReader(), []);

  const settled = useCallback(async () => {
    await Promise.allSettled([...jobs.current.values()]);
  }, []);

  // Only screens still chosen count: a removed image's reading was dropped from `lines` above.
  const results = useCallback(() => [...lines.current.values()], []);
  const busy = entries.some((e) => e.status === "waiting" || e.status === "reading");
  return useMemo(
    () => ({ entries, busy, add, remove, cancel, settled, results, prepare }),
    [entries, busy, add, remove, cancel, settled, results, prepare],
  );
}

class ReadingStopped extends Error {
  override name = "cancelled";
}

/** Given by /create to its stats pickers; absent elsewhere (editing a recap reads nothing). */
export const ScreenReadingContext = createContext<ScreenReading | null>(null);
export const useScreenReadingContext = () => useContext(ScreenReadingContext);
