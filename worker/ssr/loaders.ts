// The server render's data: the same objects the public API answers with (routes/recaps/read.ts,
// writers.ts, recaps/reactions.ts, league-icons.ts, leagues/index.ts, reels.ts), read straight from
// D1: published articles only.
import type { Db } from "../../db/client";
import { getLeagueIconMap } from "../../db/queries/league-icons";
import { getLeagueByName } from "../../db/queries/leagues";
import { getReactions, getReactionsForRecaps, type ReactionCount } from "../../db/queries/reactions";
import {
  getPublishedRecapWithImages,
  listRecapSummaries,
  listRecapSummariesWithReactions,
} from "../../db/queries/recaps";
import { listLeagueReels } from "../../db/queries/reels";
import { listWriters } from "../../db/queries/writers";
import { leagueView } from "../routes/leagues/views";
import { toArticle, toArticleSummaryList } from "../schemas/article";
import { toWriterView } from "../schemas/writers";
import { reelViews } from "../services/reels";
import type { PageLoaders } from "./contract";
import { seasonLoaders } from "./season-loaders";

/**
 * With `countsWithLists`, for a page that shows counts on its list's cards (home, league): each list
 * is read with its stories' counts in the same round trip, and `reactionBatch` answers from those
 * for stories of a list it read (decision 245), so a miss waits for D1 once for both.
 */
export function pageLoaders(env: Env, db: Db, options: { countsWithLists?: boolean } = {}): PageLoaders {
  const countsRead = new Map<number, ReactionCount[]>();
  return {
    async recapList(limit, filter = {}) {
      const opts = { limit, page: 1, ...filter };
      if (!options.countsWithLists) {
        const { rows, total } = await listRecapSummaries(db, opts);
        return toArticleSummaryList(rows, total, 1, limit);
      }
      const { rows, total, reactions } = await listRecapSummariesWithReactions(db, opts);
      for (const [id, counts] of Object.entries(reactions)) countsRead.set(Number(id), counts);
      return toArticleSummaryList(rows, total, 1, limit);
    },
    async recap(id) {
      const found = await getPublishedRecapWithImages(db, id);
      return found ? toArticle(found.row, found.statsImages) : undefined;
    },
    writers: async () => (await listWriters(db)).map(toWriterView),
    async reactionBatch(ids) {
      if (!ids.every((id) => countsRead.has(id))) return getReactionsForRecaps(db, ids);
      return Object.fromEntries(ids.map((id) => [id, countsRead.get(id) ?? []]));
    },
    articleReactions: (id) => getReactions(db, id),
    leagueIcons: () => getLeagueIconMap(db),
    async league(name) {
      const row = await getLeagueByName(db, name);
      return row ? leagueView(row) : undefined;
    },
    leagueReels: async (league) => ({ reels: await reelViews(db, await listLeagueReels(db, league), false) }),
    ...seasonLoaders({ env, db }),
  };
}
