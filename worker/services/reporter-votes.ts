import type { Db } from "../../db/client";
import { tallyVotes, type VoteResults } from "../../db/domain";
import { countVotes } from "../../db/queries/reporter-votes";
import { writerIds } from "../../db/queries/writers";

/** The vote results for every persona, in the personas' order. */
export async function voteResults(db: Db): Promise<VoteResults> {
  const [ids, counts] = await Promise.all([writerIds(db), countVotes(db)]);
  return tallyVotes(ids, counts);
}
