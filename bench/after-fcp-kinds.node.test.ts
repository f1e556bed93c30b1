import { describe, expect, it } from "vitest";
import { taskKind } from "./after-fcp-kinds";

const poster = (src_func: string, src_file = "x/y.cc") => ({
  name: "ThreadControllerImpl::RunTask",
  ts: 0,
  dur: 100,
  args: { src_func, src_file },
});

describe("taskKind", () => {
  it("names a task by what posted it", () => {
    expect(taskKind([{ name: "RunTask", ts: 0, dur: 100 }, poster("ScheduledActionSendBeginMainFrame")])).toBe(
      "frame (style, layout, paint)",
    );
    expect(taskKind([poster("PostSchedulerIdleTask")])).toBe("idle callback (boot.js)");
  });

  it("prefers an event inside that says more than the poster: a localStorage read in an idle callback", () => {
    const inside = [poster("PostSchedulerIdleTask"), { name: "StorageArea::GetAll", ts: 10, dur: 5 }];
    expect(taskKind(inside)).toBe("localStorage read");
  });

  it("keeps an unknown poster's file and function, and says when nothing names the task", () => {
    expect(taskKind([poster("OnBackgrounded", "base/allocator/partition_alloc_support.cc")])).toBe(
      "other: partition_alloc_support.cc OnBackgrounded",
    );
    expect(taskKind([{ name: "RunTask", ts: 0, dur: 100 }])).toBe("unnamed");
  });
});

describe("taskKind: a resource's answer that builds an SVG image", () => {
  it("is named for the SVG document, not the response", () => {
    const inside = [poster("RequestAsynchronously"), { name: "SVGImage::DataChanged", ts: 10, dur: 30 }];
    expect(taskKind(inside)).toBe("SVG image's document");
  });
});
