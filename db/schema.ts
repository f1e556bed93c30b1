// The one schema of DGSN. drizzle-kit turns changes into SQL under db/migrations/; an applied
// migration is never edited — a change is a new migration.
import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type {
  ArticleStatus,
  ExtractionState,
  GameWeek,
  LeagueGame,
  PlayerStat,
  RewriteState,
  Role,
  StoryPlayerNames,
} from "./domain";
import type { ExportSource, ExportState } from "./domain/export-status";
import type { JsonValue } from "./domain/json";
import type { NewsroomKind } from "./domain/newsroom/kinds";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** Self-describing hash string (algorithm and parameters inside); null for OAuth-only users. */
    password: text("password"),
    role: text("role").$type<Role>().notNull().default("user"),
    email: text("email"),
    displayName: text("display_name"),
    avatarUrl: text("avatar_url"),
    googleId: text("google_id"),
    facebookId: text("facebook_id"),
    appleId: text("apple_id"),
    createdAt: createdAt(),
    lastLogin: integer("last_login", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_google_id_uq").on(t.googleId),
    uniqueIndex("users_facebook_id_uq").on(t.facebookId),
    uniqueIndex("users_apple_id_uq").on(t.appleId),
  ],
);

/**
 * One sign-in with Google, Facebook or Apple in progress: created when the user leaves for the
 * provider, deleted when they come back (so a state works once). Keyed by a hash of the state;
 * `browserHash` binds it to the browser that started it (a cookie), `linkUserId` marks linking a
 * provider to a signed-in account.
 */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    provider: text("provider").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    browserHash: text("browser_hash").notNull(),
    next: text("next").notNull(),
    linkUserId: integer("link_user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    /** The spec's session payload (JSON); the user id is also a column so lookups are one indexed read. */
    sess: text("sess", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expire: integer("expire", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const writers = sqliteTable("writers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  style: text("style").notNull(),
  color: text("color").notNull(),
  bio: text("bio").notNull().default(""),
  specialty: text("specialty").notNull().default(""),
  achievement: text("achievement").notNull().default(""),
  sortOrder: integer("sort_order").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A league (issue 22, decision 220): a record with a commissioner, members, a season and its Discord
 * webhook. `nameKey` is the name lowercased (ASCII, like SQLite's lower()) with spaces removed, so
 * "NFL", "nfl" and "N FL" are one league; it is also the URL slug.
 */
export const leagues = sqliteTable(
  "leagues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    /**
     * The name's confusable skeleton (db/domain/league-skeleton.ts, decision 270): a new name whose
     * skeleton is taken is the same league. Null until filled: rows from before it are filled on the
     * next league write (db/queries/league-skeletons.ts), since SQL cannot compute it.
     */
    nameSkeleton: text("name_skeleton"),
    game: text("game").$type<LeagueGame>().notNull().default("pro"),
    season: integer("season").notNull().default(26),
    /** Null for the built-in leagues and migrated leagues nobody claimed: only an admin manages them. */
    commissionerId: integer("commissioner_id").references(() => users.id, { onDelete: "set null" }),
    /** Empty = the spec's description (db/domain leagueDisplay). */
    description: text("description").notNull().default(""),
    /** A hex colour white text can sit on; null = the spec's colour (db/domain leagueDisplay). */
    color: text("color"),
    /** An uploaded raster icon (R2 key, checked by db/image-structure.ts); never SVG (decision 221). */
    iconKey: text("icon_key"),
    /** Only the commissioner or an admin sets or sees it. */
    webhookUrl: text("webhook_url"),
    webhookDisabledAt: integer("webhook_disabled_at", { mode: "timestamp_ms" }),
    webhookDisabledReason: text("webhook_disabled_reason"),
    /** Export recaps are published at once, or held for the commissioner's approval. */
    autoPublish: integer("auto_publish", { mode: "boolean" }).notNull().default(true),
    /** The persona that writes export recaps; null = the personas in rotation. */
    personaId: text("persona_id"),
    /** Joining by invite link needs the commissioner's approval. */
    joinApproval: integer("join_approval", { mode: "boolean" }).notNull().default(false),
    inviteCode: text("invite_code").notNull(),
    /** SHA-256 of the export URL's secret (hex); null while the league has no export. */
    exportSecretHash: text("export_secret_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("leagues_name_key_uq").on(t.nameKey),
    uniqueIndex("leagues_name_skeleton_uq").on(t.nameSkeleton),
    uniqueIndex("leagues_invite_code_uq").on(t.inviteCode),
    uniqueIndex("leagues_export_secret_uq").on(t.exportSecretHash),
  ],
);

/** Who belongs to a league: joined by invite link, `pending` until approved when the league asks. */
export const leagueMembers = sqliteTable(
  "league_members",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"active" | "pending">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index("league_members_user_idx").on(t.userId)],
);

export const recaps = sqliteTable(
  "recaps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    homeTeam: text("home_team"),
    awayTeam: text("away_team"),
    homeScore: integer("home_score").notNull().default(0),
    awayScore: integer("away_score").notNull().default(0),
    venue: text("venue"),
    gameDate: text("game_date").notNull(),
    /** The franchise season the game was played in (1, 2, …; db/domain/game-week.ts); null = not given. */
    season: integer("season"),
    /** The week: pre1–pre4, 1–18 or a playoff round (db/domain GAME_WEEKS); null = not given. */
    week: text("week").$type<GameWeek>(),
    gameSummary: text("game_summary"),
    playerQuotes: text("player_quotes"),
    injuries: text("injuries"),
    keyMoments: text("key_moments"),
    players: text("players", { mode: "json" }).$type<PlayerStat[]>().notNull().default([]),
    /**
     * The roster's full names of the box score's lines, by line id, as the story was written with
     * them (decision 330); null for a story written without a roster (the lines' own names show).
     */
    playerNames: text("player_names", { mode: "json" }).$type<StoryPlayerNames>(),
    /** 'news' | 'game_recap' on screens; the spec's data model defaults to 'game'. */
    type: text("type").notNull().default("game"),
    category: text("category"),
    /** The league's name as displayed (the league record's name when the article has one). */
    leagueName: text("league_name"),
    /** The league record the article belongs to (issue 22); null for an article in no league. */
    leagueId: integer("league_id").references(() => leagues.id, { onDelete: "set null" }),
    /**
     * The one source of truth for the featured image: an R2 key. The API derives the spec's aliases
     * (imageUrl, article_image, articleImage, image_url) from it, so they can never disagree.
     */
    imageKey: text("image_key"),
    rawAnalysis: text("raw_analysis"),
    notes: text("notes"),
    bigPlays: text("big_plays"),
    fromDirectImages: integer("from_direct_images", { mode: "boolean" }).notNull().default(false),
    writerId: text("writer_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name"),
    youtubeUrl: text("youtube_url"),
    /** The author asked for AI processing (spec §7 flag, default true; forced for recaps). */
    aiRequested: integer("ai_requested", { mode: "boolean" }).notNull().default(false),
    /**
     * Lifecycle state (worker/services/recap-lifecycle.ts): draft (a recap waiting for its
     * box-score check) | generating (the reporter is writing) | ready | failed.
     */
    status: text("status").$type<ArticleStatus>().notNull().default("ready"),
    generationError: text("generation_error"),
    /** Reading the stats screenshots (a queued job when the provider reads images). */
    extractionState: text("extraction_state").$type<ExtractionState>().notNull().default("none"),
    /** Why reading the screenshots failed, shown on the box-score page until it is read again. */
    extractionError: text("extraction_error"),
    /** When the article was delivered to its league's Discord webhook (never twice). */
    discordPostedAt: integer("discord_posted_at", { mode: "timestamp_ms" }),
    /** The create form's idempotency key: a repeated create by the same author is the same article. */
    createKey: text("create_key"),
    /** The league newsroom's kind of this article (issue 41, db/domain/newsroom/kinds.ts); null for any other. */
    newsroomKind: text("newsroom_kind").$type<NewsroomKind>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recaps_created_idx").on(t.createdAt, t.id),
    // Public lists and feeds read published articles only (decision 170): status leads, so the
    // newest-first walk and the count stay on one index.
    index("recaps_status_created_idx").on(t.status, t.createdAt, t.id),
    index("recaps_league_status_created_idx").on(t.leagueName, t.status, t.createdAt, t.id),
    index("recaps_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("recaps_league_id_created_idx").on(t.leagueId, t.createdAt, t.id),
    // The season and week filters of lists and feeds (published only, newest first).
    index("recaps_status_season_week_created_idx").on(t.status, t.season, t.week, t.createdAt, t.id),
    uniqueIndex("recaps_user_create_key_uq").on(t.userId, t.createKey),
  ],
);

/**
 * Rows of a league's data export (Madden Companion App shape, decision 222), one per exported item:
 * `kind` is the route's data type (team, standing, schedule, teamstats, passing, rushing, receiving,
 * defense, kicking, punting, roster, freeagent). Exported ids are reused across seasons, so a row is
 * keyed on (league, kind, season, stage, week, id); items without a week use -1. A re-sent week
 * replaces that week's rows. `data` is the exported object as sent (unknown fields kept).
 * No longer written (decision 305): each league's rows live in its own store (db/store-schema.ts),
 * which copies them from here when it is first opened; the table is dropped once every league is.
 */
export const exportRows = sqliteTable(
  "export_rows",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    season: integer("season").notNull(),
    stage: integer("stage").notNull(),
    week: integer("week").notNull(),
    rowId: integer("row_id").notNull(),
    teamId: integer("team_id"),
    scheduleId: integer("schedule_id"),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.kind, t.season, t.stage, t.week, t.rowId] }),
    index("export_rows_team_idx").on(t.leagueId, t.kind, t.teamId, t.season),
  ],
);

/**
 * One export POST (or commissioner upload) and what became of it (decision 300): `received` when
 * its body is in R2, `ingesting` while the league's ingest job holds it, then `ingested` or
 * `refused` with the reason the commissioner reads. Kept for the league's last exports only.
 */
export const leagueExports = sqliteTable(
  "league_exports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    /** The route after the platform and league id, lower case: `leagueteams`, `week/reg/1/passing`… */
    route: text("route").notNull(),
    source: text("source").$type<ExportSource>().notNull(),
    state: text("state").$type<ExportState>().notNull(),
    /** Why it was refused, or what ingesting it did (e.g. nothing changed). */
    detail: text("detail"),
    /** The body as sent (R2 key, under `export-bodies/`); null once ingested or refused. */
    bodyKey: text("body_key"),
    gzip: integer("gzip", { mode: "boolean" }).notNull().default(false),
    bytes: integer("bytes").notNull().default(0),
    rows: integer("rows"),
    /** SHA-256 of the unzipped body: the same body again for the same route changes nothing. */
    bodyHash: text("body_hash"),
    /** When the ingest job took it (a job that died holding it is taken over after a while). */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("league_exports_league_idx").on(t.leagueId, t.id),
    index("league_exports_state_idx").on(t.leagueId, t.state, t.id),
  ],
);

/**
 * A league's AI budget (decision 302): the story drafts its exports queued on one UTC day.
 */
export const leagueAiBudget = sqliteTable(
  "league_ai_budget",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    /** `YYYY-MM-DD` (UTC). */
    day: text("day").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.day] })],
);

/**
 * One finished exported game and the story written for it (never two): `boxHash` is the hash of
 * the box score the story was written from, so a corrected export is noticed and the story flagged.
 */
export const exportGames = sqliteTable(
  "export_games",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    stage: integer("stage").notNull(),
    week: integer("week").notNull(),
    scheduleId: integer("schedule_id").notNull(),
    recapId: integer("recap_id").references(() => recaps.id, { onDelete: "set null" }),
    boxHash: text("box_hash").notNull(),
    /** The export changed after the story was written: the commissioner is asked to rewrite it. */
    needsRewrite: integer("needs_rewrite", { mode: "boolean" }).notNull().default(false),
    /**
     * The story is a member's own recap of the game, linked instead of writing a second one
     * (decision 226): its text is the member's, so a corrected export never flags it for a rewrite.
     */
    memberStory: integer("member_story", { mode: "boolean" }).notNull().default(false),
    /**
     * The export's own story, retired when a member's recap of the game was published after it
     * (decision 227): kept (private to its author), and its address leads to the game's story.
     */
    retiredRecapId: integer("retired_recap_id").references(() => recaps.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season, t.stage, t.week, t.scheduleId] })],
);

/**
 * A correction of a published recap and the rewrite it asked for (issue 20 item 6, decision 202):
 * one per recap. The published text stays live while the reporter (the same or another) rewrites it
 * from the corrected teams, score, date and box score; a rewrite that passes the claim checker
 * replaces it (the replaced text is kept in `previousContent`), a failed one leaves it and says why.
 */
export const recapRewrites = sqliteTable("recap_rewrites", {
  recapId: integer("recap_id")
    .primaryKey()
    .references(() => recaps.id, { onDelete: "cascade" }),
  state: text("state").$type<RewriteState>().notNull(),
  writerId: text("writer_id").notNull(),
  homeTeam: text("home_team").notNull(),
  awayTeam: text("away_team").notNull(),
  homeScore: integer("home_score").notNull(),
  awayScore: integer("away_score").notNull(),
  gameDate: text("game_date").notNull(),
  season: integer("season"),
  week: text("week").$type<GameWeek>(),
  players: text("players", { mode: "json" }).$type<PlayerStat[]>().notNull(),
  /** Why the rewrite was not published (worded for the author), while `state` is failed. */
  error: text("error"),
  /** The text the rewrite replaced, once it is published. */
  previousContent: text("previous_content"),
  requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stats screenshots of a recap: bytes in R2, one row per image. */
export const recapImages = sqliteTable(
  "recap_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recapId: integer("recap_id")
      .notNull()
      .references(() => recaps.id, { onDelete: "cascade" }),
    group: text("group_name").notNull(),
    index: integer("idx").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recap_images_slot_uq").on(t.recapId, t.group, t.index)],
);

export const reactions = sqliteTable(
  "reactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recapId: integer("recap_id")
      .notNull()
      .references(() => recaps.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    count: integer("count").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("reactions_recap_reaction_uq").on(t.recapId, t.reaction)],
);

/** One vote per visitor per emoji; `reactions.count` is recomputed from these in the same batch. */
export const reactionVotes = sqliteTable(
  "reaction_votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recapId: integer("recap_id")
      .notNull()
      .references(() => recaps.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    voterKey: text("voter_key").notNull(),
    /**
     * An anonymous vote's network (the keyed hash of its IPv4 address or IPv6 /64), null for a
     * signed-in voter: one network's anonymous votes on an emoji are capped (decision 252).
     */
    network: text("network"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reaction_votes_uq").on(t.recapId, t.reaction, t.voterKey),
    index("reaction_votes_voter_idx").on(t.voterKey, t.recapId),
    index("reaction_votes_network_idx").on(t.recapId, t.reaction, t.network),
  ],
);

/**
 * A highlight reel (issue 18, decision 182): segments picked from published recaps' box scores by
 * the queued `reel` job. `status` is db/domain/reels.ts ReelStatus; `failureReason` says why a
 * failed reel has no segments; `writerId` is the narrating persona; `autoKey` marks the weekly
 * reel of a favourite team (team key and week), so a user gets one per team and week.
 */
export const highlightReels = sqliteTable(
  "highlight_reels",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    leagueName: text("league_name"),
    duration: integer("duration").notNull().default(60),
    style: text("style").notNull().default("dramatic"),
    focusType: text("focus_type").notNull(),
    focusValue: text("focus_value"),
    startDate: text("start_date"),
    endDate: text("end_date"),
    videoUrl: text("video_url"),
    thumbnailUrl: text("thumbnail_url"),
    status: text("status").notNull().default("pending"),
    statsUsed: text("stats_used", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    generationTime: integer("generation_time"),
    failureReason: text("failure_reason"),
    writerId: text("writer_id"),
    autoKey: text("auto_key"),
  },
  (t) => [
    index("highlight_reels_user_created_idx").on(t.userId, t.createdAt),
    index("highlight_reels_league_status_created_idx").on(t.leagueName, t.status, t.createdAt),
    uniqueIndex("highlight_reels_user_auto_uq").on(t.userId, t.autoKey),
  ],
);

export const highlightSegments = sqliteTable(
  "highlight_segments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reelId: integer("reel_id")
      .notNull()
      .references(() => highlightReels.id, { onDelete: "cascade" }),
    recapId: integer("recap_id").references(() => recaps.id, { onDelete: "set null" }),
    segmentType: text("segment_type").notNull(),
    startTime: integer("start_time"),
    duration: integer("duration"),
    playDescription: text("play_description"),
    playerStats: text("player_stats", { mode: "json" }).$type<unknown>(),
    textOverlay: text("text_overlay"),
    transitionType: text("transition_type").notNull().default("fade"),
    createdAt: createdAt(),
  },
  (t) => [index("highlight_segments_reel_idx").on(t.reelId, t.startTime)],
);

export const userReelPreferences = sqliteTable("user_reel_preferences", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .unique("user_reel_preferences_user_uq")
    .references(() => users.id, { onDelete: "cascade" }),
  favoriteTeams: text("favorite_teams", { mode: "json" }).$type<string[]>().notNull().default([]),
  favoritePlayers: text("favorite_players", { mode: "json" }).$type<string[]>().notNull().default([]),
  defaultDuration: integer("default_duration").notNull().default(60),
  preferredStyle: text("preferred_style").notNull().default("dramatic"),
  autoGenerate: integer("auto_generate", { mode: "boolean" }).notNull().default(false),
  notifyOnCompletion: integer("notify_on_completion", { mode: "boolean" }).notNull().default(true),
  updatedAt: updatedAt(),
});

export const reporterVotes = sqliteTable(
  "reporter_votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reporterId: text("reporter_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reporter_votes_user_uq").on(t.userId)],
);

export const userPreferences = sqliteTable("user_preferences", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .unique("user_preferences_user_uq")
    .references(() => users.id, { onDelete: "cascade" }),
  leagueName: text("league_name"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const leagueIcons = sqliteTable("league_icons", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leagueName: text("league_name").notNull().unique("league_icons_league_uq"),
  iconSvg: text("icon_svg").notNull(),
  /**
   * The icon drawn once as a PNG (decision 381): pages show it instead of the SVG, which would build
   * a document of its own per icon. Made in a browser from exactly this row's SVG, so whatever
   * changes iconSvg sets or clears it; without one the SVG is served.
   */
  iconPng: blob("icon_png", { mode: "buffer" }),
  description: text("description"),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type Recap = typeof recaps.$inferSelect;
export type NewRecap = typeof recaps.$inferInsert;
export type RecapRewrite = typeof recapRewrites.$inferSelect;
export type Writer = typeof writers.$inferSelect;
export type LeagueExport = typeof leagueExports.$inferSelect;

/**
 * New anonymous voter ids issued per client address (a keyed hash, never the address) per article
 * per UTC day, to cap how many votes one address can mint (decision 150). Old days are swept.
 */
export const voterMints = sqliteTable(
  "voter_mints",
  {
    day: text("day").notNull(),
    addressHash: text("address_hash").notNull(),
    recapId: integer("recap_id")
      .notNull()
      .references(() => recaps.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.addressHash, t.recapId] })],
);

/**
 * Failed sign-ins per account name (a keyed hash of the lowercased identifier, kept whether or not
 * the account exists, so the throttle reveals nothing), with the time before which an untrusted
 * client may not try again (decision 152).
 */
export const loginThrottle = sqliteTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  updatedAt: updatedAt(),
});

/** Small key/value facts about this database (demo-seed marker, content version for caches). */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// --- The league's newsroom (issue 41, decision 311) ---

/**
 * A league's newsroom settings and its roster baseline: which kinds it writes automatically (null =
 * every kind), the roster snapshots (ids in the league's store) the next roster news is compared
 * against, and when the last roster list came in (decision 311).
 */
export const newsroomLeagues = sqliteTable("newsroom_leagues", {
  leagueId: integer("league_id")
    .primaryKey()
    .references(() => leagues.id, { onDelete: "cascade" }),
  kinds: text("kinds", { mode: "json" }).$type<NewsroomKind[]>(),
  baseline: text("baseline", { mode: "json" }).$type<RosterBaseline>(),
  rosterPostedAt: integer("roster_posted_at", { mode: "timestamp_ms" }),
  /** When the rosters were last compared (the baseline taken); the commissioner's page shows it. */
  comparedAt: integer("compared_at", { mode: "timestamp_ms" }),
  updatedAt: updatedAt(),
});

/** The roster lists ("roster:12", "freeagent:-1") that came in since the league's roster baseline. */
export const newsroomReceived = sqliteTable(
  "newsroom_received",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.list] })],
);

/** What a roster baseline holds: the teams as they were, and each list's snapshot id ("roster:12", "freeagent:-1"). */
export interface RosterBaseline {
  teams: { teamId: number; displayName: string; cityName?: string; nickName?: string; abbrName?: string }[];
  snapshots: Record<string, number>;
}

/**
 * One newsroom article per key (db/domain/newsroom/keys.ts): the row is the claim, written before
 * the article exists, so a re-sent export or two jobs at once never write it twice. `writtenAt` is
 * set once the article exists (or the checker refused it, `refusal`); the facts it was written and
 * checked from are kept for its Discord embed.
 */
export const newsroomArticles = sqliteTable(
  "newsroom_articles",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    kind: text("kind").$type<NewsroomKind>().notNull(),
    season: integer("season").notNull(),
    week: integer("week"),
    recapId: integer("recap_id").references(() => recaps.id, { onDelete: "set null" }),
    facts: text("facts", { mode: "json" }).$type<JsonValue>(),
    refusal: text("refusal"),
    writtenAt: integer("written_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.key] }),
    index("newsroom_articles_kind_idx").on(t.leagueId, t.kind, t.season, t.week),
    index("newsroom_articles_recap_idx").on(t.recapId),
  ],
);

/**
 * Every roster change claimed for an article (its key), before the article is written: the same
 * change found again, by a re-sent export or by two jobs at once, is never news twice.
 */
export const newsroomChanges = sqliteTable(
  "newsroom_changes",
  {
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.key] })],
);
