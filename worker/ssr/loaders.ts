// The server render's data: the same objects the public API answers with (routes/recaps/read.ts,
// writers.ts, recaps/reactions.ts, league-icons.ts, leagues/index.ts, reels.ts), read straight from
// D1: published articles only.
import type { Db } from "../../db/client";
import { getLeagueIconMap } from "../../db/queries/league-icons";
import { getLeagueByName } from "../../db/queries/leagues";
import { getReactions, getReactionsForRecaps } from "../../db/queries/reactions";
import { getPublishedRecapWithImages, listRecapSummaries } from "../../db/queries/recaps";
import { listLeagueReels } from "../../db/queries/reels";
import { listWriters } from "../../db/queries/writers";
import { leagueView } from "../routes/leagues/views";
import { toArticle, toArticleSummaryList } from "../schemas/article";
import { toWriterView } from "../schemas/writers";
import { reelViews } from "../services/reels";
import type { PageLoaders } from "./contract";
import { seasonLoaders } from "./season-loaders";

export const pageLoaders = (db: Db): PageLoaders => ({
  async recapList(limit, filter = {}) {
    const { rows, total } = await listRecapSummaries(db, { limit, page: 1, ...filter });
    return toArticleSummaryList(rows, total, 1, limit);
  },
  async recap(id) {
    const found = await getPublishedRecapWithImages(db, id);
    return found ? toArticle(found.row, found.statsImages) : undefined;
  },
  writers: async () => (await listWriters(db)).map(toWriterView),
  reactionBatch: (ids) => getReactionsForRecaps(db, ids),
  articleReactions: (id) => getReactions(db, id),
  leagueIcons: () => getLeagueIconMap(db),
  async league(name) {
    const row = await getLeagueByName(db, name);
    return row ? leagueView(row) : undefined;
  },
  leagueReels: async (league) => ({ reels: await reelViews(db, await listLeagueReels(db, league), false) }),
  ...seasonLoaders(db),
});
