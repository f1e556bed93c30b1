// Idempotency keys of the newsroom's articles (decision 310): a week's column, awards and playoff
// picture are one article per league, season and week whatever sends that week again; a roster
// article is keyed by the changes it reports, so the same changes found again make the same key.
import type { RosterArticleFacts } from "./roster-articles";

export type WeeklyKind = "rankings" | "awards" | "playoffs";

export const weeklyArticleKey = (kind: WeeklyKind, season: number, week: number) => `${kind}:${season}:${week}`;

export const rosterArticleKey = (a: RosterArticleFacts) =>
  `${a.kind}:${a.changes
    .map((c) => c.key)
    .sort()
    .join("|")}`;
