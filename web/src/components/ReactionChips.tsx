import { REACTIONS } from "../../../db/domain";
import { type ReactionCount, topReactions } from "../lib/reactions";

const nameOf = new Map<string, string>(REACTIONS.map((r) => [r.emoji, r.name]));

/**
 * The most-used reactions of a card, read-only (top 3, or 2 on small cards). Each chip's text is
 * one string per element (a template, not JSX pieces): every piece is a text node of its own for the
 * browser to lay out and shape, and there are a dozen chips on a page.
 */
export function ReactionChips({ reactions, max }: { reactions: ReactionCount[] | undefined; max: number }) {
  const top = topReactions(reactions, max);
  if (top.length === 0) return null;
  return (
    <ul className="reaction-chips" aria-label="Reactions">
      {top.map((r) => (
        <li key={r.reaction} className="reaction-chip">
          <span className="emoji" aria-hidden="true">
            {r.reaction}
          </span>
          <span className="visually-hidden">{`${nameOf.get(r.reaction) ?? r.reaction}:`}</span>
          {` ${r.count}`}
        </li>
      ))}
    </ul>
  );
}
