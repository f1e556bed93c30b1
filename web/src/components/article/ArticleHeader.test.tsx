import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Article } from "../../../../worker/contract";
import { ArticleHeader } from "./ArticleHeader";

// Issue 42 (decision 344): after the writer's name, the byline's date, season, week and league are
// one text node, not three or four with React's separators between them: fewer nodes to build,
// style and shape before the reader's first paint. The text a reader sees is the same.
describe("ArticleHeader's byline", () => {
  it("is 'By ', the writer's name and role, then one text", () => {
    const article = {
      title: "Outlaws win in overtime",
      writerId: "marcus-vale",
      gameDate: "2026-11-01",
      season: 4,
      week: "7",
      leagueName: "NFL",
      type: "recap",
    } as unknown as Article;
    const html = renderToString(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <ArticleHeader article={article} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /<p class="article-header__meta">By <span style="color:#\w+" class="writer-name">Marcus Vale<\/span><span class="writer-name__role">, [^<]+<\/span> · Nov 1, 2026 · Season 4 · Week 7 · NFL<\/p>/,
    );
  });

  it("leaves out what the article does not have", () => {
    const article = { title: "News", writerId: null, gameDate: "", createdAt: "", leagueName: null, type: "news" };
    const html = renderToString(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <ArticleHeader article={article as unknown as Article} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(/<\/span> · Unknown date<\/p>/);
  });
});
