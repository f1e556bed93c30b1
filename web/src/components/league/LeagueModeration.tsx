// The commissioner's (and admins') remove controls on a league's page (issue 37 item 4, decision
// 261): every article and highlight reel the page lists, each with Remove. A lazy chunk, loaded only
// for a signed-in visitor, so readers' pages carry none of it; shown only to whoever manages it.
import type { ArticleSummary } from "../../../../worker/contract";
import { useLeagueMembership, useRemoveFromLeague } from "../../hooks/use-league-moderation";
import { useLeagueReels } from "../../hooks/use-league-reels";

export default function LeagueModeration(props: { leagueName: string; articles: ArticleSummary[] }) {
  const { leagueName, articles } = props;
  const membership = useLeagueMembership(leagueName);
  const reels = useLeagueReels(leagueName).data?.reels ?? [];
  const remove = useRemoveFromLeague(leagueName);
  if (!membership.data?.manages) return null;
  const items = [
    ...articles.map((a) => ({ kind: "articles" as const, id: a.id, label: a.title, what: "Article" })),
    ...reels.map((r) => ({ kind: "reels" as const, id: r.id, label: r.title, what: "Highlight reel" })),
  ];
  if (items.length === 0) return null;
  return (
    <details className="league-moderation">
      <summary>Remove from this league's page</summary>
      <p>Removed items leave this page and its Discord channel; their authors keep them.</p>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <span>
              {item.what}: {item.label}
            </span>{" "}
            <button
              type="button"
              className="button"
              aria-label={`Remove ${item.label} from this league's page`}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ kind: item.kind, id: item.id })}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {remove.error && (
        <p className="form-error" role="alert">
          {remove.error.message}
        </p>
      )}
    </details>
  );
}
