ALTER TABLE `highlight_reels` ADD `failure_reason` text;--> statement-breakpoint
ALTER TABLE `highlight_reels` ADD `writer_id` text;--> statement-breakpoint
ALTER TABLE `highlight_reels` ADD `auto_key` text;--> statement-breakpoint
CREATE INDEX `highlight_reels_user_created_idx` ON `highlight_reels` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `highlight_reels_league_status_created_idx` ON `highlight_reels` (`league_name`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `highlight_reels_user_auto_uq` ON `highlight_reels` (`user_id`,`auto_key`);--> statement-breakpoint
CREATE INDEX `highlight_segments_reel_idx` ON `highlight_segments` (`reel_id`,`start_time`);