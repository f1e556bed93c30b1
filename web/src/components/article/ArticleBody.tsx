import { paragraphs } from "../../../../db/domain";
import type { Article } from "../../../../worker/contract";
import { Scoreline } from "../Scoreline";
import { VideoEmbed } from "./VideoEmbed";

/** Featured image, video, the score of a recap, and the text split into paragraphs at blank lines. */
export function ArticleBody({ article }: { article: Article }) {
  return (
    <div className="article-body">
      {article.imageUrl && (
        <img
          className="article-image"
          src={article.imageUrl}
          alt={`Featured: ${article.title}`}
          width={800}
          height={450}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <VideoEmbed youtubeUrl={article.youtubeUrl} title={article.title} />
      <Scoreline article={article} large />
      {paragraphs(article.content).map((p, i) => (
        // Paragraph order is fixed for a given article text.
        // biome-ignore lint/suspicious/noArrayIndexKey: the text is static while shown
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
