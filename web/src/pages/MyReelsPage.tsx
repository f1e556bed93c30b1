import { CreateReelForm } from "../components/reels/CreateReelForm";
import { ReelCard } from "../components/reels/ReelCard";
import { ReelPreferencesForm } from "../components/reels/ReelPreferencesForm";
import { useMyReels } from "../hooks/use-reels";
import "../components/reels/reels.css";

/** My reels: make a reel, the reels I made (and the weekly ones), my reel preferences. */
export default function MyReelsPage() {
  const mine = useMyReels();
  return (
    <section className="page page--narrow my-reels">
      <h1>My reels</h1>
      <p>Highlight reels are short stories built from the box scores of published game recaps.</p>
      <CreateReelForm />
      <section aria-labelledby="my-reels-list">
        <h2 id="my-reels-list">Your reels</h2>
        {mine.isPending ? (
          <p role="status">Loading…</p>
        ) : mine.data?.reels.length ? (
          <ul className="reel-list">
            {mine.data.reels.map((r) => (
              <ReelCard key={r.id} reel={r} />
            ))}
          </ul>
        ) : (
          <p>No reels yet.</p>
        )}
      </section>
      <ReelPreferencesForm />
    </section>
  );
}
