/** A grey placeholder block shown while content loads. */
export function Skeleton({ height = "1rem", width = "100%" }: { height?: string; width?: string }) {
  return <span className="skeleton" style={{ height, width }} aria-hidden="true" />;
}

/** A card-shaped placeholder. */
export function CardSkeleton({ image = true }: { image?: boolean }) {
  return (
    <div className="card card--skeleton" aria-hidden="true">
      {image && <Skeleton height="10rem" />}
      <Skeleton width="40%" />
      <Skeleton height="1.5rem" />
      <Skeleton />
      <Skeleton width="70%" />
    </div>
  );
}
