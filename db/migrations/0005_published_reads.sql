DROP INDEX `recaps_league_created_idx`;--> statement-breakpoint
CREATE INDEX `recaps_status_created_idx` ON `recaps` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `recaps_league_status_created_idx` ON `recaps` (`league_name`,`status`,`created_at`,`id`);