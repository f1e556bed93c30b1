import { describe, expect, it } from "vitest";
import { emojiFontProblem, WITHOUT_EMOJI_FONT_FLAG } from "./emoji-font";

describe("emojiFontProblem", () => {
  it("lets a page benchmark run on a machine with a colour emoji font", () => {
    expect(emojiFontProblem(["node", "bench/lighthouse.ts", "--runs", "5"], "Noto Color Emoji")).toBeNull();
  });

  it("stops a run without one, and says how to install one", () => {
    const problem = emojiFontProblem(["node", "bench/lighthouse.ts", "--runs", "5"], null);
    expect(problem).toContain("apt-get install fonts-noto-color-emoji");
    expect(problem).toContain(WITHOUT_EMOJI_FONT_FLAG);
  });

  it("runs without one when the run asks for it", () => {
    expect(emojiFontProblem(["node", "bench/main-thread.ts", WITHOUT_EMOJI_FONT_FLAG], null)).toBeNull();
  });
});
