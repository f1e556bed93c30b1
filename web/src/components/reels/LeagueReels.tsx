import { useLeagueReels } from "../../hooks/use-league-reels";
import { ReelCard } from "./ReelCard";

/** A league page's latest highlight reels (nothing when it has none). */
export function LeagueReels({ leagueName }: { leagueName: string }) {
  const reels = useLeagueReels(leagueName).data?.reels;
  if (!reels?.length) return null;
  return (
    <section aria-labelledby="league-reels" className="league-reels">
      <h2 id="league-reels">Latest highlight reels</h2>
      <ul className="reel-list">
        {reels.map((r) => (
          <ReelCard key={r.id} reel={r} />
        ))}
      </ul>
    </section>
  );
}
