CREATE TABLE `newsroom_articles` (
	`league_id` integer NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`season` integer NOT NULL,
	`week` integer,
	`recap_id` integer,
	`facts` text,
	`refusal` text,
	`written_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`league_id`, `key`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `newsroom_articles_kind_idx` ON `newsroom_articles` (`league_id`,`kind`,`season`,`week`);--> statement-breakpoint
CREATE INDEX `newsroom_articles_recap_idx` ON `newsroom_articles` (`recap_id`);--> statement-breakpoint
CREATE TABLE `newsroom_changes` (
	`league_id` integer NOT NULL,
	`key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`league_id`, `key`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsroom_leagues` (
	`league_id` integer PRIMARY KEY NOT NULL,
	`kinds` text,
	`baseline` text,
	`roster_posted_at` integer,
	`compared_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsroom_received` (
	`league_id` integer NOT NULL,
	`list` text NOT NULL,
	PRIMARY KEY(`league_id`, `list`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `recaps` ADD `newsroom_kind` text;