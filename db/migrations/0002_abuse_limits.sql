CREATE TABLE `login_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `voter_mints` (
	`day` text NOT NULL,
	`address_hash` text NOT NULL,
	`recap_id` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `address_hash`, `recap_id`),
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `recaps` ADD `create_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `recaps_user_create_key_uq` ON `recaps` (`user_id`,`create_key`);