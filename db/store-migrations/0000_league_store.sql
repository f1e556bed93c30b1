CREATE TABLE `export_rows` (
	`kind` text NOT NULL,
	`season` integer NOT NULL,
	`stage` integer NOT NULL,
	`week` integer NOT NULL,
	`row_id` integer NOT NULL,
	`team_id` integer,
	`schedule_id` integer,
	`roster_id` integer,
	`data` text NOT NULL,
	PRIMARY KEY(`kind`, `season`, `stage`, `week`, `row_id`)
);
--> statement-breakpoint
CREATE INDEX `export_rows_team_idx` ON `export_rows` (`kind`,`team_id`,`season`);--> statement-breakpoint
CREATE INDEX `export_rows_roster_idx` ON `export_rows` (`kind`,`season`,`roster_id`);--> statement-breakpoint
CREATE TABLE `player_versions` (
	`hash` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `roster_snapshots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`team_id` integer NOT NULL,
	`taken_at` integer NOT NULL,
	`hash` text NOT NULL,
	`players` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `roster_snapshots_list_idx` ON `roster_snapshots` (`kind`,`team_id`,`id`);--> statement-breakpoint
CREATE TABLE `season_totals` (
	`season` integer NOT NULL,
	`kind` text NOT NULL,
	`roster_id` integer,
	`team_id` integer,
	`name` text,
	`totals` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `season_totals_player_idx` ON `season_totals` (`season`,`kind`,`roster_id`);--> statement-breakpoint
CREATE INDEX `season_totals_team_idx` ON `season_totals` (`season`,`kind`,`team_id`);--> statement-breakpoint
CREATE TABLE `snapshot_players` (
	`snapshot_id` integer NOT NULL,
	`position` integer NOT NULL,
	`roster_id` integer,
	`version` text NOT NULL,
	PRIMARY KEY(`snapshot_id`, `position`),
	FOREIGN KEY (`snapshot_id`) REFERENCES `roster_snapshots`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version`) REFERENCES `player_versions`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `snapshot_players_player_idx` ON `snapshot_players` (`roster_id`);--> statement-breakpoint
CREATE TABLE `store_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
