import { leagueDisplay } from "../../../db/domain";

/**
 * A league's icon. The SVG comes from the database, so it is shown as an image (a data: URL), never
 * inserted as markup: scripts in it cannot run. Leagues without one get a monogram in their colour.
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
