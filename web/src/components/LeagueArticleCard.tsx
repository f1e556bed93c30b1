import { Link } from "react-router-dom";
import { LEAGUE_SNIPPET_LENGTH } from "../../../db/domain";
import type { ArticleSummary } from "../../../worker/contract";
import { snippet } from "../lib/article-text";
import { articleDateLine } from "../lib/format-date";
import type { ReactionCount } from "../lib/reactions";
import { type Writer, writerOf } from "../lib/writers";
import { CardImage } from "./CardImage";
import { ReactionChips } from "./ReactionChips";
import { WriterName } from "./WriterName";

/** A card of the league grid: image, title, snippet, writer, date, reactions. */
export function LeagueArticleCard(props: {
  article: ArticleSummary;
  writers: Writer[];
  reactions?: ReactionCount[];
  /** The grid's first card: its image is the page's largest paint on a phone. */
  eager?: boolean;
}) {
  const { article, writers, reactions, eager = false } = props;
  const writer = writerOf(writers, article.writerId);
  return (
    <article className="card" data-scroll-anchor={article.id}>
      {article.imageUrl && <CardImage src={article.imageUrl} eager={eager} />}
      <div className="card__body">
        <h3 className="card__title">
          <Link to={`/read/${article.id}`}>{article.title}</Link>
        </h3>
        <p className="card__excerpt">{snippet(article.excerpt, LEAGUE_SNIPPET_LENGTH)}</p>
        <p className="card__meta">
          <WriterName name={writer.name} color={writer.color} />
          {` · ${articleDateLine(article)}`}
        </p>
        <ReactionChips reactions={reactions} max={3} />
      </div>
    </article>
  );
}
