// The schema of one league's store: the SQLite database inside that league's Durable Object
// (worker/league-store-object.ts, decision 305). db/schema.ts stays the only schema of D1; this
// file is the only schema of a league store. drizzle-kit writes its migrations to
// db/store-migrations (drizzle.store.config.ts), and every object applies them when it starts.
// No table has a league column: the whole database is one league's.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { JsonObject } from "./domain/json";

/** The object's own facts: which league it is, and whether its D1 rows were copied in (decision 305). */
export const storeMeta = sqliteTable("store_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The league's current export, one row per exported item (decision 222's shape without the league):
 * keyed on (kind, season, stage, week, id); items without a season or week use -1. `rosterId` is
 * copied out of `data` for the players' season totals.
 */
export const exportRows = sqliteTable(
  "export_rows",
  {
    kind: text("kind").notNull(),
    season: integer("season").notNull(),
    stage: integer("stage").notNull(),
    week: integer("week").notNull(),
    rowId: integer("row_id").notNull(),
    teamId: integer("team_id"),
    scheduleId: integer("schedule_id"),
    rosterId: integer("roster_id"),
    data: text("data", { mode: "json" }).$type<JsonObject>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.season, t.stage, t.week, t.rowId] }),
    index("export_rows_team_idx").on(t.kind, t.teamId, t.season),
    index("export_rows_roster_idx").on(t.kind, t.season, t.rosterId),
  ],
);

/**
 * A season aggregate, kept in step with `export_rows` on every write: one player's regular-season
 * sums (stage 1, weeks 1–18) of every numeric field of one stat list, for one team he played for.
 * Leaders read these instead of summing a season of rows.
 */
export const seasonTotals = sqliteTable(
  "season_totals",
  {
    season: integer("season").notNull(),
    kind: text("kind").notNull(),
    rosterId: integer("roster_id"),
    teamId: integer("team_id"),
    name: text("name"),
    totals: text("totals", { mode: "json" }).$type<Record<string, number>>().notNull(),
  },
  (t) => [
    index("season_totals_player_idx").on(t.season, t.kind, t.rosterId),
    index("season_totals_team_idx").on(t.season, t.kind, t.teamId),
  ],
);

/**
 * Every roster export, kept for the roster news: one row per POST of a team's roster (or of the
 * free agents, team -1) whose content differs from that list's previous snapshot. A re-sent,
 * unchanged roster adds nothing.
 */
export const rosterSnapshots = sqliteTable(
  "roster_snapshots",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    teamId: integer("team_id").notNull(),
    takenAt: integer("taken_at", { mode: "timestamp_ms" }).notNull(),
    /** SHA-256 of the list as sent (its players' hashes in order). */
    hash: text("hash").notNull(),
    players: integer("players").notNull(),
  },
  (t) => [index("roster_snapshots_list_idx").on(t.kind, t.teamId, t.id)],
);

/** Who was on a snapshot's list: a player's data is stored once per distinct content (`playerVersions`). */
export const snapshotPlayers = sqliteTable(
  "snapshot_players",
  {
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => rosterSnapshots.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    rosterId: integer("roster_id"),
    version: text("version")
      .notNull()
      .references(() => playerVersions.hash),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.position] }), index("snapshot_players_player_idx").on(t.rosterId)],
);

/** One content of one player's roster row, keyed by its SHA-256: a week where he did not change costs no copy. */
export const playerVersions = sqliteTable("player_versions", {
  hash: text("hash").primaryKey(),
  data: text("data", { mode: "json" }).$type<JsonObject>().notNull(),
});
