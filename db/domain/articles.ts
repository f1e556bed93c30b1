// What kinds of article exist and the states one goes through.

export const ARTICLE_TYPES = ["news", "game_recap"] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const NEWS_CATEGORIES = [
  "general",
  "trade",
  "signing",
  "draft",
  "injury",
  "team-update",
  "contract",
  "coaching",
  "playoffs",
  "awards",
  "rumor",
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/**
 * `draft`: a recap waiting for its author to check the box score before the reporter writes it.
 * `retired`: the export's automatic story of a game a member then wrote up themselves (decision
 * 227); it is kept but is no longer public, and no step of the lifecycle moves it again.
 */
export const ARTICLE_STATUSES = ["ready", "draft", "generating", "failed", "retired"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * The one status readers see. Drafts, stories being written and failed ones are their author's
 * (and admins') only: every public read, list, feed, page and Discord post uses this (decision 170).
 */
export const PUBLISHED_STATUS = "ready" satisfies ArticleStatus;
export const isPublished = (status: ArticleStatus) => status === PUBLISHED_STATUS;

/** Reading a recap's stats screenshots into its box score (stored, so a reload shows the outcome). */
export const EXTRACTION_STATES = ["none", "running", "done", "failed"] as const;
export type ExtractionState = (typeof EXTRACTION_STATES)[number];

/**
 * A published recap's correction (decision 202): `writing` while the reporter rewrites it (the
 * published text stays live), `failed` when the rewrite was not published, `done` once it replaced it.
 */
export const REWRITE_STATES = ["writing", "failed", "done"] as const;
export type RewriteState = (typeof REWRITE_STATES)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];
