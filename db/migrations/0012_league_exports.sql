CREATE TABLE `league_ai_budget` (
	`league_id` integer NOT NULL,
	`day` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`league_id`, `day`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `league_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`league_id` integer NOT NULL,
	`route` text NOT NULL,
	`source` text NOT NULL,
	`state` text NOT NULL,
	`detail` text,
	`body_key` text,
	`gzip` integer DEFAULT false NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`rows` integer,
	`body_hash` text,
	`claimed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `league_exports_league_idx` ON `league_exports` (`league_id`,`id`);--> statement-breakpoint
CREATE INDEX `league_exports_state_idx` ON `league_exports` (`league_id`,`state`,`id`);