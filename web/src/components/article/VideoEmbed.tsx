import { frameableVideoUrl } from "../../../../db/domain";

/** The article's video, framed only when it is a YouTube embed address. */
export function VideoEmbed({ youtubeUrl, title }: { youtubeUrl: string | null; title: string }) {
  const src = frameableVideoUrl(youtubeUrl);
  if (!src) return null;
  return (
    <div className="video">
      <iframe
        src={src}
        title={`Video: ${title}`}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
