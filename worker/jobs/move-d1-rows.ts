// The export rows D1 still holds move into their leagues' stores (decision 307): a page of leagues
// per job, in league id order; each league's object is opened (which copies its rows, decision 305),
// confirms it holds a row for every D1 row's key, and only then are that league's D1 rows deleted.
// A job that dies is delivered again and starts from the same league: opening, copying and
// confirming again change nothing, and rows already deleted are not looked for. The next page is a
// new job, so one job's work stays bounded however many leagues there are.
import { createDb } from "../../db/client";
import { deleteD1ExportRows, leaguesWithD1Rows } from "../../db/queries/export-rows-d1";
import { leagueStore } from "../league-store-object";
import { enqueue, type JobSpec } from "./types";

/** Leagues per job: a five-season league is about 100 pages of 500 rows to copy and confirm. */
export const LEAGUES_PER_MOVE = 10;

export interface MovedPage {
  /** The last league looked at: the next page starts after it; null when none was left. */
  last: number | null;
  moved: number[];
  /** Leagues whose store does not hold a row for every D1 row: their D1 rows are kept. */
  kept: { leagueId: number; d1Rows: number; stored: number }[];
}

/** Moves the next page of leagues after `afterLeagueId`. */
export async function moveD1RowsPage(env: Env, afterLeagueId: number, limit = LEAGUES_PER_MOVE): Promise<MovedPage> {
  const db = createDb(env.DB);
  const leagueIds = await leaguesWithD1Rows(db, afterLeagueId, limit);
  const page: MovedPage = { last: leagueIds.at(-1) ?? null, moved: [], kept: [] };
  for (const leagueId of leagueIds) {
    const { d1Rows, stored } = await leagueStore(env, leagueId).confirmD1Copy();
    if (d1Rows > 0 && stored === d1Rows) {
      await deleteD1ExportRows(db, leagueId);
      page.moved.push(leagueId);
    } else if (d1Rows > 0) {
      page.kept.push({ leagueId, d1Rows, stored });
    }
  }
  return page;
}

export const moveD1RowsJob: JobSpec<"move-d1-rows"> = {
  run: async (job, env) => {
    const page = await moveD1RowsPage(env, job.afterLeagueId);
    for (const k of page.kept)
      console.error(`League ${k.leagueId}: its store holds ${k.stored} of its ${k.d1Rows} D1 export rows; kept in D1`);
    if (page.last !== null) await enqueue(env, { type: "move-d1-rows", afterLeagueId: page.last });
    return { kind: "done", unchanged: true };
  },
  // Readers see the same rows: the season pages read the store either way.
  changesPublicContent: false,
};
