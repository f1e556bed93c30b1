import { describe, expect, it } from "vitest";
import { firstParagraph, LEAGUE_SNIPPET_LENGTH, listExcerpt, paragraphs, stripTags } from "./text";

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

describe("listExcerpt", () => {
  const cases = [
    "",
    "One paragraph only.",
    `A long first paragraph ${"word ".repeat(80)}\n\nSecond.`,
    `Short.\n\nAlso <b>short</b>.\n\nThird line here.\n\n${"Fourth paragraph is long. ".repeat(10)}`,
    `Line one\nline two\r\n\r\nline three ${"x".repeat(300)}`,
  ];
  it("gives every card the same excerpt as the whole text would", () => {
    for (const text of cases) {
      const excerpt = listExcerpt(text);
      expect(text.startsWith(excerpt)).toBe(true);
      expect(firstParagraph(excerpt)).toBe(firstParagraph(text));
      const plain = stripTags(text);
      const cut = stripTags(excerpt);
      if (plain.length > LEAGUE_SNIPPET_LENGTH) expect(cut.length).toBeGreaterThan(LEAGUE_SNIPPET_LENGTH);
      expect(plain.startsWith(cut)).toBe(true);
    }
  });

  it("leaves out what no card shows", () => {
    const text = `Opening paragraph ${"word ".repeat(40)}\n\n${"Later. ".repeat(200)}`;
    expect(listExcerpt(text).length).toBeLessThan(text.length / 3);
  });
});
