import { leagueDisplay } from "../../../db/domain";

/**
 * A league's icon, from GET /api/league-icons/:name (web/src/lib/leagues.ts leagueIconSrc): the PNG
 * drawn once from its SVG, so no icon builds an SVG document of its own on the page's main thread
 * (29–47 ms at 4× CPU per load on the community page, decision 381). An icon with no PNG is served
 * as its SVG; as an image either way, never inserted as markup, so scripts in it cannot run.
 * Leagues without one get a monogram in their colour.
 *
 * Loaded lazily, at its fixed size: it loads after the first layout and its box is kept meanwhile.
 */
export function LeagueIcon({ name, src, size = 56 }: { name: string; src: string | undefined; size?: number }) {
  if (src) {
    return <img className="league-icon" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
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
