CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `discord_webhooks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`league_name` text NOT NULL,
	`webhook_url` text NOT NULL,
	`created_by_user_id` integer,
	`disabled_at` integer,
	`disabled_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discord_webhooks_league_uq` ON `discord_webhooks` (`league_name`);--> statement-breakpoint
CREATE TABLE `highlight_reels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`description` text,
	`league_name` text,
	`duration` integer DEFAULT 60 NOT NULL,
	`style` text DEFAULT 'dramatic' NOT NULL,
	`focus_type` text NOT NULL,
	`focus_value` text,
	`start_date` text,
	`end_date` text,
	`video_url` text,
	`thumbnail_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`stats_used` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`completed_at` integer,
	`generation_time` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `highlight_segments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reel_id` integer NOT NULL,
	`recap_id` integer,
	`segment_type` text NOT NULL,
	`start_time` integer,
	`duration` integer,
	`play_description` text,
	`player_stats` text,
	`text_overlay` text,
	`transition_type` text DEFAULT 'fade' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`reel_id`) REFERENCES `highlight_reels`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `league_icons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`league_name` text NOT NULL,
	`icon_svg` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `league_icons_league_uq` ON `league_icons` (`league_name`);--> statement-breakpoint
CREATE TABLE `reaction_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recap_id` integer NOT NULL,
	`reaction` text NOT NULL,
	`voter_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reaction_votes_uq` ON `reaction_votes` (`recap_id`,`reaction`,`voter_key`);--> statement-breakpoint
CREATE INDEX `reaction_votes_voter_idx` ON `reaction_votes` (`voter_key`,`recap_id`);--> statement-breakpoint
CREATE TABLE `reactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recap_id` integer NOT NULL,
	`reaction` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reactions_recap_reaction_uq` ON `reactions` (`recap_id`,`reaction`);--> statement-breakpoint
CREATE TABLE `recap_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recap_id` integer NOT NULL,
	`group_name` text NOT NULL,
	`idx` integer NOT NULL,
	`key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recap_images_slot_uq` ON `recap_images` (`recap_id`,`group_name`,`idx`);--> statement-breakpoint
CREATE TABLE `recaps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`home_team` text,
	`away_team` text,
	`home_score` integer DEFAULT 0 NOT NULL,
	`away_score` integer DEFAULT 0 NOT NULL,
	`venue` text,
	`game_date` text NOT NULL,
	`game_summary` text,
	`player_quotes` text,
	`injuries` text,
	`key_moments` text,
	`players` text DEFAULT '[]' NOT NULL,
	`type` text DEFAULT 'game' NOT NULL,
	`category` text,
	`league_name` text,
	`image_key` text,
	`raw_analysis` text,
	`notes` text,
	`big_plays` text,
	`from_direct_images` integer DEFAULT false NOT NULL,
	`writer_id` text,
	`user_id` integer,
	`user_name` text,
	`youtube_url` text,
	`ai_requested` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`generation_error` text,
	`discord_posted_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `recaps_created_idx` ON `recaps` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `recaps_league_created_idx` ON `recaps` (`league_name`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `recaps_user_created_idx` ON `recaps` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `reporter_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reporter_votes_user_uq` ON `reporter_votes` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`user_id` integer NOT NULL,
	`expire` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_preferences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`league_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_preferences_user_uq` ON `user_preferences` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_reel_preferences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`favorite_teams` text DEFAULT '[]' NOT NULL,
	`favorite_players` text DEFAULT '[]' NOT NULL,
	`default_duration` integer DEFAULT 60 NOT NULL,
	`preferred_style` text DEFAULT 'dramatic' NOT NULL,
	`auto_generate` integer DEFAULT false NOT NULL,
	`notify_on_completion` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_reel_preferences_user_uq` ON `user_reel_preferences` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password` text,
	`role` text DEFAULT 'user' NOT NULL,
	`email` text,
	`display_name` text,
	`avatar_url` text,
	`google_id` text,
	`facebook_id` text,
	`apple_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`last_login` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_uq` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_uq` ON `users` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_uq` ON `users` (`google_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_facebook_id_uq` ON `users` (`facebook_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_apple_id_uq` ON `users` (`apple_id`);--> statement-breakpoint
CREATE TABLE `writers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`style` text NOT NULL,
	`color` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`specialty` text DEFAULT '' NOT NULL,
	`achievement` text DEFAULT '' NOT NULL,
	`sort_order` integer NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
