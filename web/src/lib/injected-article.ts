// The Worker puts the article JSON into /read/:id HTML (<script type="application/json"
// id="dgsn-article">) so the reader renders without waiting for a second request.
import type { Article } from "../../../worker/schemas/article";

/** The injected article when it is present, parses, and is the one asked for; otherwise undefined. */
export function readInjectedArticle(id: number, doc: Document | undefined = globalThis.document): Article | undefined {
  const text = doc?.getElementById("dgsn-article")?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<Article> | null;
    if (data && typeof data === "object" && data.id === id && typeof data.title === "string") return data as Article;
  } catch {
    // A broken payload is ignored; the query fetches the article instead.
  }
  return undefined;
}
