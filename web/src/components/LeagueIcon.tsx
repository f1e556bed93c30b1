import { leagueDisplay } from "../../../db/domain";

/**
 * A league's icon. The SVG comes from the database, so it is shown as an image (a data: URL), never
 * inserted as markup: scripts in it cannot run. Leagues without one get a monogram in their colour.
 *
 * Loaded lazily, at its fixed size: each SVG icon is a document of its own, with its fonts matched
 * for its <text>, built when the image loads (10–15 ms at 4× CPU, bench/README.md "Issue 42"). An
 * eager data: URL loads while the page is parsed, so every icon was built before the first paint;
 * a lazy one loads after the first layout, in a later task, and its box is kept meanwhile (no shift).
 */
export function LeagueIcon({ name, svg, size = 56 }: { name: string; svg: string | undefined; size?: number }) {
  if (svg) {
    return (
      <img
        className="league-icon"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return (
    <span
      className="league-icon league-icon--monogram"
      style={{ background: leagueDisplay(name).color, width: size, height: size }}
      aria-hidden="true"
    >
      {initials || "?"}
    </span>
  );
}
