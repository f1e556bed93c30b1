ALTER TABLE `reaction_votes` ADD `network` text;--> statement-breakpoint
CREATE INDEX `reaction_votes_network_idx` ON `reaction_votes` (`recap_id`,`reaction`,`network`);