// A story as the list API gives it, for the pages' server-render tests: only what a test is about
// is passed; the rest is a news story with no game, image or author.
import type { ArticleSummary } from "../../../worker/contract";

export const summaryOf = (id: number, fields: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  title: `Story ${id}`,
  homeTeam: null,
  awayTeam: null,
  homeScore: 0,
  awayScore: 0,
  gameDate: "2026-11-01",
  season: null,
  week: null,
  type: "news",
  category: null,
  leagueName: null,
  imageUrl: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  writerId: null,
  userId: null,
  excerpt: "",
  ...fields,
});
