// Domain constants and value schemas shared by the worker, the database layer and the SPA.
// Pure TypeScript + zod: nothing here may touch a runtime binding, so every side can import it.
import { z } from "zod";

/** The eight reaction emoji of spec §3, in display order, with their tooltip meanings. */
export const REACTIONS = [
  { emoji: "👍", name: "Thumbs up", meaning: "Solid reporting or a take you agree with" },
  { emoji: "🔥", name: "Fire", meaning: "Bold, exciting, or well-written" },
  { emoji: "👀", name: "Eyes", meaning: "Intriguing teaser, rumor, or breaking story" },
  { emoji: "👏", name: "Clapping", meaning: "Great analysis, interview, or in-depth breakdown" },
  { emoji: "🤔", name: "Thinking", meaning: "Makes you consider new perspectives or strategies" },
  { emoji: "🤯", name: "Mind-blown", meaning: "A shocker, upset, or unexpected fact" },
  { emoji: "🎤", name: "Microphone", meaning: "Hard-hitting take or strong conclusion" },
  { emoji: "💯", name: "100", meaning: "Reporting or prediction feels spot on" },
] as const;
export type ReactionEmoji = (typeof REACTIONS)[number]["emoji"];
export const REACTION_EMOJI = REACTIONS.map((r) => r.emoji) as [ReactionEmoji, ...ReactionEmoji[]];
export const reactionSchema = z.enum(REACTION_EMOJI, { message: "Unknown reaction" });

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

/** Stats-screenshot groups and how many images each accepts (spec §5). */
export const STATS_GROUP_LIMITS = {
  game: 3,
  passing: 2,
  rushing: 2,
  receiving: 3,
  defense: 3,
  specialTeams: 3,
} as const;
export type StatsGroup = keyof typeof STATS_GROUP_LIMITS;
export const STATS_GROUPS = Object.keys(STATS_GROUP_LIMITS) as StatsGroup[];

/** `draft`: a recap waiting for its author to check the box score before the reporter writes it. */
export const ARTICLE_STATUSES = ["ready", "draft", "generating", "failed"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Reading a recap's stats screenshots into its box score (stored, so a reload shows the outcome). */
export const EXTRACTION_STATES = ["none", "running", "done", "failed"] as const;
export type ExtractionState = (typeof EXTRACTION_STATES)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Player stat object of spec §3. Numbers are optional; a row only carries what the game showed. */
const stat = z.number().finite().optional();
export const playerStatSchema = z.object({
  id: z.string().max(64),
  name: z.string().min(1).max(80),
  team: z.string().max(80),
  position: z.enum(["QB", "RB", "WR", "DEF"]),
  completions: stat,
  attempts: stat,
  passingYards: stat,
  passingTouchdowns: stat,
  interceptions: stat,
  carries: stat,
  rushingYards: stat,
  rushingTouchdowns: stat,
  fumbles: stat,
  receptions: stat,
  receivingYards: stat,
  receivingTouchdowns: stat,
  targets: stat,
  tackles: stat,
  sacks: stat,
  defensiveInterceptions: stat,
  forcedFumbles: stat,
});
export type PlayerStat = z.infer<typeof playerStatSchema>;

/** The numeric fields of a player stat object, in box-score order. */
export const STAT_KEYS = [
  "completions",
  "attempts",
  "passingYards",
  "passingTouchdowns",
  "interceptions",
  "carries",
  "rushingYards",
  "rushingTouchdowns",
  "fumbles",
  "receptions",
  "receivingYards",
  "receivingTouchdowns",
  "targets",
  "tackles",
  "sacks",
  "defensiveInterceptions",
  "forcedFumbles",
] as const satisfies readonly (keyof PlayerStat)[];

/** Leagues the spec names, with their display colour; anything else is a community league. */
export const KNOWN_LEAGUES = ["OGLeague25", "NFL", "SLA"] as const;
