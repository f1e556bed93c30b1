import { Link } from "react-router-dom";
import { seasonWeekLabel } from "../../../db/domain";
import type { Article } from "../../../worker/contract";
import { snippet } from "../lib/article-text";
import { articleDate } from "../lib/format-date";
import type { ReactionCount } from "../lib/reactions";
import { type Writer, writerOf } from "../lib/writers";
import { ReactionChips } from "./ReactionChips";
import { WriterName } from "./WriterName";

/** Spec §2 league page: first 150 characters of the text, tags stripped. */
const SNIPPET_LENGTH = 150;

/** A card of the league grid: image, title, snippet, writer, date, reactions. */
export function LeagueArticleCard(props: { article: Article; writers: Writer[]; reactions?: ReactionCount[] }) {
  const { article, writers, reactions } = props;
  const writer = writerOf(writers, article.writerId);
  return (
    <article className="card">
      {article.imageUrl && (
        <img
          className="card__image"
          src={article.imageUrl}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="card__body">
        <h3 className="card__title">
          <Link to={`/read/${article.id}`}>{article.title}</Link>
        </h3>
        <p className="card__excerpt">{snippet(article.content, SNIPPET_LENGTH)}</p>
        <p className="card__meta">
          <WriterName name={writer.name} color={writer.color} /> · <span>{articleDate(article)}</span>
          {seasonWeekLabel(article) && <span> · {seasonWeekLabel(article)}</span>}
        </p>
        <ReactionChips reactions={reactions} max={3} />
      </div>
    </article>
  );
}
