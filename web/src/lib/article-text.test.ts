import { describe, expect, it } from "vitest";
import { firstParagraph, snippet, stripTags } from "./article-text";

describe("text helpers", () => {
  it("strips tags and collapses whitespace", () => {
    expect(stripTags("<p>Hello <b>there</b></p>\n<script>x</script>")).toBe("Hello there x");
    expect(firstParagraph("<em>Lead</em> para\n\nSecond")).toBe("Lead para");
  });
  it("cuts snippets at 150 characters with an ellipsis", () => {
    const long = `<p>${"a".repeat(200)}</p>`;
    expect(snippet(long, 150)).toBe(`${"a".repeat(150)}…`);
    expect(snippet("<b>short</b>", 150)).toBe("short");
  });
});
