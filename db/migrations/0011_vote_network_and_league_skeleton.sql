ALTER TABLE `leagues` ADD `name_skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_name_skeleton_uq` ON `leagues` (`name_skeleton`);--> statement-breakpoint
ALTER TABLE `reaction_votes` ADD `network` text;--> statement-breakpoint
CREATE INDEX `reaction_votes_network_idx` ON `reaction_votes` (`recap_id`,`reaction`,`network`);