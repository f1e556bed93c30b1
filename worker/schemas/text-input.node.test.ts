import { describe, expect, it } from "vitest";
import { cleanText, textInput } from "./text-input";

describe("cleanText", () => {
  it("composes to NFC, drops control characters, keeps newlines and tabs only in multi-line text", () => {
    expect(cleanText("Cafe\u0301", false)).toBe("Café");
    expect(cleanText("A\u0000B\u0007C\u001bD\u007fE\u0085F", false)).toBe("ABCDEF");
    expect(cleanText("one\ttwo\nthree\r\nfour\rfive", false)).toBe("one two three four five");
    expect(cleanText("one\ttwo\nthree\r\nfour\rfive\u000b", true)).toBe("one\ttwo\nthree\nfour\nfive");
    expect(cleanText("emoji 🏈 stays", false)).toBe("emoji 🏈 stays");
  });
});

describe("textInput", () => {
  it("refuses lone surrogates with a clear message and accepts surrogate pairs", () => {
    const schema = textInput("Title");
    for (const bad of ["a\uD800", "\uDC00b", "x\uDBFFy"]) {
      const r = schema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Title contains characters that are not valid text");
    }
    expect(schema.parse("\uD83C\uDFC8")).toBe("🏈");
    expect(schema.safeParse(5).error?.issues[0]?.message).toBe("Title must be text");
  });

  it("refuses bidi controls in one-line text (titles, names) with a clear message; multi-line text keeps them", () => {
    const title = textInput("Title");
    for (const bad of ["NFL\u202Egnp.exe", "a\u200Fb", "\u2066x\u2069", "\u061Cy", "z\u200E"]) {
      const r = title.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Title cannot contain text-direction control characters");
    }
    expect(title.parse("عربي English")).toBe("عربي English");
    expect(textInput("Content", { multiline: true }).parse("a\u200Fb")).toBe("a\u200Fb");
  });
});
