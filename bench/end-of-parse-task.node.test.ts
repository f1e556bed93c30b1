import { describe, expect, it } from "vitest";
import { endOfParse } from "./end-of-parse-task";

const at = (name: string, ts: number, dur: number, tdur: number, args?: object) => ({
  name,
  ph: "X",
  ts,
  dur,
  tdur,
  pid: 1,
  tid: 1,
  ...(args ? { args } : {}),
});

describe("endOfParse", () => {
  it("reads the task holding the longest FinishedParsing: its parsed bytes, outermost forced updates and layout", () => {
    const trace = [
      // about:blank's instant end of parsing, in a task of its own.
      at("RunTask", 0, 100, 100),
      at("Document::FinishedParsing", 10, 5, 5),
      // The page's end-of-parse task: the last chunk parsed, then a forced update holding a layout.
      at("RunTask", 1_000, 60_000, 40_000),
      at("ParseHTML", 1_000, 10_000, 8_000, { parsed_bytes: 16_000 }),
      at("Document::FinishedParsing", 20_000, 40_000, 30_000),
      at("Document::UpdateStyleAndLayout", 21_000, 20_000, 12_000),
      at("Document::UpdateStyleAndLayout", 22_000, 18_000, 11_000),
      at("Layout", 23_000, 16_000, 10_000, { beginData: { totalObjects: 107 } }),
      at("Document::UpdateStyleAndLayout", 45_000, 2_000, 1_500),
    ];
    expect(endOfParse(trace)).toEqual({ parsedBytes: 16_000, forcedMs: 13.5, forcedObjects: 107, taskMs: 40 });
  });

  it("counts no forced layout when FinishedParsing holds none, and nothing without FinishedParsing", () => {
    const trace = [
      at("RunTask", 0, 10_000, 9_000),
      at("ParseHTML", 0, 1_000, 1_000, { parsed_bytes: 10 }),
      at("Document::FinishedParsing", 2_000, 5_000, 4_000),
    ];
    expect(endOfParse(trace)).toEqual({ parsedBytes: 10, forcedMs: 0, forcedObjects: 0, taskMs: 9 });
    expect(endOfParse([at("RunTask", 0, 10, 10)])).toBeUndefined();
  });
});
