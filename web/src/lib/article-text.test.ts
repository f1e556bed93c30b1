import { describe, expect, it } from "vitest";
import { embedUrl, firstParagraph, paragraphs, snippet, stripTags } from "./article-text";

describe("text helpers", () => {
  it("splits paragraphs at blank lines", () => {
    expect(paragraphs("One\nstill one\n\nTwo\r\n\r\nThree\n \n\n")).toEqual(["One\nstill one", "Two", "Three"]);
    expect(paragraphs("")).toEqual([]);
  });
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

describe("embedUrl", () => {
  it("frames only YouTube embed addresses over https", () => {
    expect(embedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(embedUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(embedUrl("http://www.youtube.com/embed/dQw4w9WgXcQ")).toBeNull();
    expect(embedUrl("https://evil.example/embed/dQw4w9WgXcQ")).toBeNull();
    expect(embedUrl("javascript:alert(1)")).toBeNull();
    expect(embedUrl(null)).toBeNull();
  });
});
