// The favourite-reporter vote: one vote per signed-in user for one persona, changeable and
// withdrawable. The server counts; both the API and the page show shares computed by this rule.

export interface ReporterTally {
  reporterId: string;
  votes: number;
  /** Whole percent of all votes, 0 when nobody has voted yet. */
  share: number;
}

export interface VoteResults {
  total: number;
  results: ReporterTally[];
}

/** Every persona appears, in the given order, with zero where nobody voted for it. */
export function tallyVotes(reporterIds: readonly string[], counts: ReadonlyMap<string, number>): VoteResults {
  const total = reporterIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  return {
    total,
    results: reporterIds.map((reporterId) => {
      const votes = counts.get(reporterId) ?? 0;
      return { reporterId, votes, share: total === 0 ? 0 : Math.round((votes * 100) / total) };
    }),
  };
}

export const voteCountLabel = (votes: number) => `${votes} ${votes === 1 ? "vote" : "votes"}`;
