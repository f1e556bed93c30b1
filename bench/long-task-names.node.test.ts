import type { TaskNode } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { describe, expect, it } from "vitest";
import { findTask } from "./long-task-names";

/** A top-level task of the main thread as Lighthouse builds it (only what findTask reads). */
function task(startTime: number, duration: number, childNames: string[] = []): TaskNode {
  const children = childNames.map((name) => ({ event: { name }, children: [] }));
  return { event: { name: "RunTask" }, startTime, duration, children } as unknown as TaskNode;
}

describe("findTask", () => {
  it("finds a task Lantern timed at 4× its observed length", () => {
    const parse = task(300, 30, ["ParseHTML"]);
    expect(
      findTask({ url: "Unattributable", duration: 120, startTime: 900 }, [task(10, 55), parse], new Set()),
    ).toEqual({
      task: parse,
      of: 1,
    });
  });

  it("finds a task that did a layout at 2×, and not at 4×", () => {
    const layout = task(400, 60, ["Layout"]);
    expect(findTask({ url: "Unattributable", duration: 120, startTime: 900 }, [layout], new Set()).task).toBe(layout);
    expect(
      findTask({ url: "Unattributable", duration: 240, startTime: 900 }, [layout], new Set()).task,
    ).toBeUndefined();
  });

  it("of two tasks of that length, takes the one nearest in time and says there were two", () => {
    const early = task(100, 20);
    const late = task(1200, 20);
    expect(findTask({ url: "Unattributable", duration: 80, startTime: 1100 }, [early, late], new Set())).toEqual({
      task: late,
      of: 2,
    });
  });

  it("never names the same task twice", () => {
    const only = task(100, 20);
    expect(
      findTask({ url: "Unattributable", duration: 80, startTime: 100 }, [only], new Set([only])).task,
    ).toBeUndefined();
  });
});
