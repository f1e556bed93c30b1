import type { Article } from "../../../../worker/contract";
import { useWriters } from "../../hooks/use-writers";
import { articleDateLine } from "../../lib/format-date";
import { writerOf } from "../../lib/writers";
import { LeagueBadge, TypeBadge } from "../LeagueBadge";
import { WriterName } from "../WriterName";

/** Title, byline in the writer's colour, date and league. */
export function ArticleHeader({ article }: { article: Article }) {
  const writer = writerOf(useWriters(), article.writerId);
  return (
    <header className="article-header">
      <div className="card__badges">
        <LeagueBadge name={article.leagueName} />
        <TypeBadge type={article.type} />
      </div>
      <h1>{article.title}</h1>
      {/* After the name, one text: one node to build, style and shape, not three or four (issue 42). */}
      <p className="article-header__meta">
        By <WriterName name={writer.name} color={writer.color} role={writer.role} />
        {` · ${[articleDateLine(article), article.leagueName].filter(Boolean).join(" · ")}`}
      </p>
    </header>
  );
}
