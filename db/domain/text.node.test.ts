import { describe, expect, it } from "vitest";
import { firstParagraph, paragraphs } from "./text";

describe("firstParagraph", () => {
  it("takes the text before the first blank line, trimmed", () => {
    expect(firstParagraph("\n  One line\nstill one.\n \nTwo.")).toBe("One line\nstill one.");
    expect(firstParagraph("")).toBe("");
  });
});

describe("paragraphs", () => {
  it("splits at blank lines, CRLF or LF, dropping empty ones", () => {
    expect(paragraphs("One\nstill one\n\nTwo\r\n\r\nThree\n \n\n")).toEqual(["One\nstill one", "Two", "Three"]);
    expect(paragraphs("")).toEqual([]);
  });
});
