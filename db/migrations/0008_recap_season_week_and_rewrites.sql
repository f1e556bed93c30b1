CREATE TABLE `recap_rewrites` (
	`recap_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`writer_id` text NOT NULL,
	`home_team` text NOT NULL,
	`away_team` text NOT NULL,
	`home_score` integer NOT NULL,
	`away_score` integer NOT NULL,
	`game_date` text NOT NULL,
	`season` integer,
	`week` text,
	`players` text NOT NULL,
	`error` text,
	`previous_content` text,
	`requested_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `recaps` ADD `season` integer;--> statement-breakpoint
ALTER TABLE `recaps` ADD `week` text;--> statement-breakpoint
CREATE INDEX `recaps_status_season_week_created_idx` ON `recaps` (`status`,`season`,`week`,`created_at`,`id`);