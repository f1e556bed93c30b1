import { type ReporterTally, voteCountLabel } from "../../../db/domain";

interface Props {
  reporterName: string;
  tally: ReporterTally | undefined;
  /** null for a visitor: results only (the section shows one sign-in prompt). */
  vote: { mine: boolean; pending: boolean; cast: () => void; withdraw: () => void } | null;
}

/** One persona's vote result on its Meet-the-team card, and the signed-in user's vote button. */
export function ReporterVote({ reporterName, tally, vote }: Props) {
  // Nothing to show (no votes yet, a visitor): no empty box on each of the nine cards.
  if (!tally && !vote) return null;
  const share = tally?.share ?? 0;
  return (
    <div className="reporter-vote">
      {tally && (
        <p className="reporter-vote__result">
          <span className="reporter-vote__bar" aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </span>
          <span>
            {voteCountLabel(tally.votes)} · {share}%
          </span>
        </p>
      )}
      {vote &&
        (vote.mine ? (
          <button
            type="button"
            className="button button--small button--light reporter-vote__withdraw"
            disabled={vote.pending}
            onClick={vote.withdraw}
          >
            Your favourite · withdraw vote
          </button>
        ) : (
          <button
            type="button"
            className="button button--small"
            disabled={vote.pending}
            onClick={vote.cast}
            aria-label={`Vote for ${reporterName}`}
          >
            Vote
          </button>
        ))}
    </div>
  );
}
