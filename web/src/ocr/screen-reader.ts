// The page's side of the OCR worker: one worker per reading session, images read in turn, each
// with its own progress; cancelling stops the worker (and the engine inside it) at once.
import type { OcrLine } from "../../../db/domain/box-score-screens";
import type { FromWorker, Phases, ToWorker } from "./messages";

/** A read's lines; `text` false when the worker's look at the pixels found no text (lines empty). */
export interface ScreenRead {
  lines: OcrLine[];
  phases: Phases;
  text: boolean;
}

export interface ScreenReader {
  /** With `checkText`, the worker looks for text in the decoded image first (text-check.ts). */
  read(image: Blob, onProgress: (progress: number) => void, checkText?: boolean): Promise<ScreenRead>;
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
      resolve: (read: ScreenRead) => void;
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
    if (message.type === "done") job.resolve({ lines: message.lines, phases: message.phases, text: message.text });
    else job.reject(new Error(message.message));
  };
  worker.onerror = (event) => {
    for (const job of pending.values()) job.reject(new Error(event.message || "The screenshot reader stopped"));
    pending.clear();
  };
  return {
    read(image, onProgress, checkText = false) {
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        worker.postMessage({ type: "read", id, image, checkText } satisfies ToWorker);
      });
    },
    cancel() {
      worker.terminate();
      for (const job of pending.values()) job.reject(new ReadingCancelled());
      pending.clear();
    },
  };
}
