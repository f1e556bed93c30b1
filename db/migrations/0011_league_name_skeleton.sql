ALTER TABLE `leagues` ADD `name_skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_name_skeleton_uq` ON `leagues` (`name_skeleton`);