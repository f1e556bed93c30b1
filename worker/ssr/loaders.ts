// The server render's data: the same objects the public API answers with (routes/recaps/read.ts,
// writers.ts, recaps/reactions.ts), read straight from D1: published articles only.
import type { Db } from "../../db/client";
import { getReactions, getReactionsForRecaps } from "../../db/queries/reactions";
import { getPublishedRecap, listRecaps, listStatsImages } from "../../db/queries/recaps";
import { listWriters } from "../../db/queries/writers";
import { toArticle, toArticleList } from "../schemas/article";
import { toWriterView } from "../schemas/writers";
import type { PageLoaders } from "./contract";
import { seasonLoaders } from "./season-loaders";

export const pageLoaders = (db: Db): PageLoaders => ({
  async recapList(limit) {
    const { rows, total } = await listRecaps(db, { limit, page: 1 });
    return toArticleList(rows, total, 1, limit);
  },
  async recap(id) {
    const row = await getPublishedRecap(db, id);
    return row ? toArticle(row, await listStatsImages(db, id)) : undefined;
  },
  writers: async () => (await listWriters(db)).map(toWriterView),
  reactionBatch: (ids) => getReactionsForRecaps(db, ids),
  articleReactions: (id) => getReactions(db, id),
  ...seasonLoaders(db),
});
