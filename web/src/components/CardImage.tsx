/**
 * A card's image. The first card a page shows is its largest paint on a phone, so it loads at once
 * and first (`eager`); every other card's image waits until it nears the screen.
 */
export function CardImage({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <img
      className="card__image"
      src={src}
      alt=""
      width={800}
      height={450}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
