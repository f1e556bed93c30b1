import { describe, expect, it } from "vitest";
import { articleMarkup, escapeHtml, paragraphs } from "./static-article";

const article = {
  id: 7,
  title: "Outlaws edge Lumberjacks 24-17",
  content: "Cal Brewer threw for 301 yards.\n\nThe defense held late.\nTwo sacks sealed it.",
  imageUrl: `/media/img/${"a".repeat(64)}.jpg`,
  leagueName: "NFL",
  createdAt: "2026-11-01T12:00:00.000Z",
};

describe("articleMarkup", () => {
  it("happy: title, byline with date, sized high-priority image and paragraphs, in that order", () => {
    expect(articleMarkup(article, { name: "Marcus Vale", role: "Lead Analyst" })).toBe(
      '<article class="static-article" data-article-id="7">' +
        '<p class="static-article-league">NFL</p>' +
        "<h1>Outlaws edge Lumberjacks 24-17</h1>" +
        '<p class="static-article-byline">By Marcus Vale, Lead Analyst · <time datetime="2026-11-01T12:00:00.000Z">November 1, 2026</time></p>' +
        `<figure class="static-article-figure"><img src="/media/img/${"a".repeat(64)}.jpg" alt="Outlaws edge Lumberjacks 24-17" width="800" height="450" fetchpriority="high" decoding="async"></figure>` +
        '<div class="static-article-body"><p>Cal Brewer threw for 301 yards.</p><p>The defense held late.<br>Two sacks sealed it.</p></div>' +
        "</article>",
    );
  });

  it("happy: no writer falls back to the author name, then DGSN Staff; no image, no figure", () => {
    const bare = { ...article, imageUrl: null, leagueName: null };
    expect(articleMarkup({ ...bare, userName: "Sam" }, null)).toContain('<p class="static-article-byline">By Sam · ');
    const staff = articleMarkup(bare, null);
    expect(staff).toContain('<p class="static-article-byline">By DGSN Staff · ');
    expect(staff).not.toContain("<img");
    expect(staff).not.toContain("static-article-league");
  });

  it("security: every user-written field is escaped, in text and attributes", () => {
    const evil = '<script>alert("x")</script>&\'';
    const html = articleMarkup(
      { ...article, title: evil, content: evil, leagueName: evil },
      { name: evil, role: "<b>r</b>" },
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
    expect(html).toContain('alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"');
  });

  it("security: only /media or https image URLs are used", () => {
    for (const imageUrl of [
      "javascript:alert(1)",
      'https://x.test/a.jpg" onerror="x',
      "data:image/png;base64,AA",
      "/media/../x y",
    ]) {
      expect(articleMarkup({ ...article, imageUrl }, null), imageUrl).not.toContain("<img");
    }
    expect(articleMarkup({ ...article, imageUrl: "https://cdn.test/a.jpg" }, null)).toContain(
      'src="https://cdn.test/a.jpg"',
    );
  });

  it("paragraphs: CRLF and extra blank lines do not make empty paragraphs", () => {
    expect(paragraphs("a\r\n\r\n\r\n b \n\n\n")).toEqual(["a", "b"]);
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
