import { Link } from "react-router-dom";
import type { ArticleSummary } from "../../../worker/contract";
import { firstParagraph } from "../lib/article-text";
import { articleDateLine } from "../lib/format-date";
import type { ReactionCount } from "../lib/reactions";
import { type Writer, writerOf } from "../lib/writers";
import { CardImage } from "./CardImage";
import { LeagueBadge, TypeBadge } from "./LeagueBadge";
import { ReactionChips } from "./ReactionChips";
import { Scoreline } from "./Scoreline";
import { WriterName } from "./WriterName";

export type CardSize = "featured" | "standard" | "small";

interface Props {
  article: ArticleSummary;
  writers: Writer[];
  reactions: ReactionCount[] | undefined;
  size: CardSize;
  /** The featured image is the largest paint of the home page: load it eagerly. */
  eager?: boolean;
}

/** A story on the home page: badges, title, date, writer, image, first paragraph, score, reactions. */
export function ArticleCard({ article, writers, reactions, size, eager = false }: Props) {
  const writer = writerOf(writers, article.writerId);
  return (
    <article className={`card card--${size}`} data-scroll-anchor={article.id}>
      {article.imageUrl && <CardImage src={article.imageUrl} eager={eager} />}
      <div className="card__body">
        <div className="card__badges">
          <LeagueBadge name={article.leagueName} />
          <TypeBadge type={article.type} />
        </div>
        <h3 className="card__title">
          <Link to={`/read/${article.id}`}>{article.title}</Link>
        </h3>
        <p className="card__meta">
          {`${articleDateLine(article)} · `}
          <WriterName name={writer.name} color={writer.color} />
        </p>
        <Scoreline article={article} />
        <p className="card__excerpt">{firstParagraph(article.excerpt)}</p>
        <ReactionChips reactions={reactions} max={size === "small" ? 2 : 3} />
        <Link
          to={`/read/${article.id}`}
          className="button button--small"
          aria-label={`Read Full Story: ${article.title}`}
        >
          Read Full Story
        </Link>
      </div>
    </article>
  );
}
