import { REACTIONS } from "../../../db/domain";
import { type ReactionCount, topReactions } from "../lib/reactions";

const nameOf = new Map<string, string>(REACTIONS.map((r) => [r.emoji, r.name]));

/**
 * The most-used reactions of a card, read-only (top 3, or 2 on small cards). Each chip is its emoji,
 * named for assistive technology ("Fire", read as an image), and its count: every element and text is
 * a node for the browser to style, lay out and shape, and there are a dozen chips on a page's first
 * screens (decision 370; a hidden "Fire:" label was one more element and text per chip).
 */
export function ReactionChips({ reactions, max }: { reactions: ReactionCount[] | undefined; max: number }) {
  const top = topReactions(reactions, max);
  if (top.length === 0) return null;
  return (
    <ul className="reaction-chips" aria-label="Reactions">
      {top.map((r) => (
        <li key={r.reaction} className="reaction-chip">
          <span className="emoji" role="img" aria-label={nameOf.get(r.reaction) ?? r.reaction}>
            {r.reaction}
          </span>
          {` ${r.count}`}
        </li>
      ))}
    </ul>
  );
}
