// The page's side of the OCR worker: one worker per reading session, images read in turn, each
// with its own progress; cancelling stops the worker (and the engine inside it) at once.
import type { OcrLine } from "../../../db/domain/box-score-screens";
import type { FromWorker, Phases, ToWorker } from "./messages";

export interface ScreenReader {
  read(image: Blob, onProgress: (progress: number) => void): Promise<{ lines: OcrLine[]; phases: Phases }>;
  cancel(): void;
}

export class ReadingCancelled extends Error {
  override name = "cancelled";
  constructor() {
    super("Reading cancelled");
  }
}

export function createScreenReader(): ScreenReader {
  const worker = new Worker(new URL("./ocr.worker.ts", import.meta.url), { type: "module", name: "ocr" });
  const pending = new Map<
    number,
    {
      resolve: (read: { lines: OcrLine[]; phases: Phases }) => void;
      reject: (e: Error) => void;
      onProgress: (p: number) => void;
    }
  >();
  let next = 0;
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    const job = pending.get(message.id);
    if (!job) return;
    if (message.type === "progress") return job.onProgress(message.progress);
    pending.delete(message.id);
    if (message.type === "done") job.resolve({ lines: message.lines, phases: message.phases });
    else job.reject(new Error(message.message));
  };
  worker.onerror = (event) => {
    for (const job of pending.values()) job.reject(new Error(event.message || "The screenshot reader stopped"));
    pending.clear();
  };
  return {
    read(image, onProgress) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        worker.postMessage({ type: "read", id, image } satisfies ToWorker);
      });
    },
    cancel() {
      worker.terminate();
      for (const job of pending.values()) job.reject(new ReadingCancelled());
      pending.clear();
    },
  };
}
