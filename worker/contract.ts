// Everything the SPA may know of the Worker, as types only: the app's route table for Hono's typed
// client (`hc<AppType>`) and the view types its answers are made of. The web project reads this
// through its TypeScript project reference, i.e. as the declaration files `tsc -b` emits into
// .tsbuild/worker, so the Worker's sources (and workerd's globals) never join the browser program.
import type { app } from "./app";

export type AppType = typeof app;
export type { SessionUser as CurrentUser } from "./env";
export type { ErrorCode } from "./errors";
export type {
  Article,
  ArticleList,
  ArticleSummary,
  ArticleSummaryList,
  AuthorArticle,
  StatsImage,
} from "./schemas/article";
export type { BoxScoreView } from "./schemas/box-score";
export type { ExportStatusView } from "./schemas/league";
export type {
  GameView,
  LeaderCategory,
  SeasonBase,
  SeasonPart,
  SeasonPartView,
  SeasonView,
  StandingView,
  TeamRef,
  TeamSeasonView,
} from "./schemas/league-season";
export type { WriterView } from "./schemas/writers";
export type { ReactionCountView as ReactionCount } from "./ssr/contract";
