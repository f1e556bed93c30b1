import { REACTIONS } from "../../../db/domain";
import { useHydrated } from "../hooks/use-hydrated";
import { useArticleReactions, useMyReactions, useToggleReaction } from "../hooks/use-reactions";
import { countOf } from "../lib/reactions";

/** The 8 emoji with their meanings; a click toggles the visitor's vote. */
export function ReactionBar({ recapId }: { recapId: number }) {
  const counts = useArticleReactions(recapId);
  const mine = useMyReactions(recapId);
  const toggle = useToggleReaction(recapId);
  // The visitor's own reactions come from this browser: not in the shared server render, so not in
  // the render that hydrates it either.
  const chosen = new Set(useHydrated() ? (mine.data ?? []) : []);

  return (
    <section className="reaction-bar" aria-labelledby="reactions-heading">
      <h2 id="reactions-heading">React to this story</h2>
      <ul>
        {REACTIONS.map((r) => {
          const count = countOf(counts.data, r.emoji);
          const pressed = chosen.has(r.emoji);
          return (
            <li key={r.emoji}>
              <button
                type="button"
                className="reaction-button"
                title={r.meaning}
                aria-pressed={pressed}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ reaction: r.emoji, add: !pressed })}
              >
                <span className="emoji" aria-hidden="true">
                  {r.emoji}
                </span>
                <span className="visually-hidden">
                  {r.name}: {r.meaning}{" "}
                </span>
                <span className="reaction-button__count">{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {/* The meanings are in each button's title (hover) and, for a phone, one tap away here. */}
      <details className="reaction-bar__legend">
        <summary>What the reactions mean</summary>
        <dl>
          {REACTIONS.map((r) => (
            <div key={r.emoji}>
              <dt>
                <span className="emoji" aria-hidden="true">
                  {r.emoji}
                </span>{" "}
                {r.name}
              </dt>
              <dd>{r.meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
