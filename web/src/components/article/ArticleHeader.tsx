import { seasonWeekLabel } from "../../../../db/domain";
import type { Article } from "../../../../worker/contract";
import { useWriters } from "../../hooks/use-writers";
import { articleDate } from "../../lib/format-date";
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
      <p className="article-header__meta">
        By <WriterName name={writer.name} color={writer.color} role={writer.role} /> · {articleDate(article)}
        {seasonWeekLabel(article) && ` · ${seasonWeekLabel(article)}`}
        {article.leagueName && ` · ${article.leagueName}`}
      </p>
    </header>
  );
}
