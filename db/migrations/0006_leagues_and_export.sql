CREATE TABLE `export_games` (
	`league_id` integer NOT NULL,
	`season` integer NOT NULL,
	`stage` integer NOT NULL,
	`week` integer NOT NULL,
	`schedule_id` integer NOT NULL,
	`recap_id` integer,
	`box_hash` text NOT NULL,
	`needs_rewrite` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`league_id`, `season`, `stage`, `week`, `schedule_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recap_id`) REFERENCES `recaps`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `export_rows` (
	`league_id` integer NOT NULL,
	`kind` text NOT NULL,
	`season` integer NOT NULL,
	`stage` integer NOT NULL,
	`week` integer NOT NULL,
	`row_id` integer NOT NULL,
	`team_id` integer,
	`schedule_id` integer,
	`data` text NOT NULL,
	PRIMARY KEY(`league_id`, `kind`, `season`, `stage`, `week`, `row_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `export_rows_team_idx` ON `export_rows` (`league_id`,`kind`,`team_id`,`season`);--> statement-breakpoint
CREATE TABLE `league_members` (
	`league_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`league_id`, `user_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `league_members_user_idx` ON `league_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `leagues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`game` text DEFAULT 'pro' NOT NULL,
	`season` integer DEFAULT 26 NOT NULL,
	`commissioner_id` integer,
	`description` text DEFAULT '' NOT NULL,
	`color` text,
	`icon_key` text,
	`webhook_url` text,
	`webhook_disabled_at` integer,
	`webhook_disabled_reason` text,
	`auto_publish` integer DEFAULT true NOT NULL,
	`persona_id` text,
	`join_approval` integer DEFAULT false NOT NULL,
	`invite_code` text NOT NULL,
	`export_secret_hash` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`commissioner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_name_key_uq` ON `leagues` (`name_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_invite_code_uq` ON `leagues` (`invite_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `leagues_export_secret_uq` ON `leagues` (`export_secret_hash`);--> statement-breakpoint
ALTER TABLE `recaps` ADD `league_id` integer REFERENCES leagues(id) ON DELETE SET NULL;--> statement-breakpoint
-- Data (issue 22, decision 220): every league name in use becomes one league record, matched by
-- name key (ASCII lowercase, spaces removed, as db/domain leagueKey). The spelling with the most
-- articles (then the earliest) names it; the built-ins keep their spec names and colours (a null
-- colour and description mean the spec's). 'other' is the spec's page of every other league, never
-- a record. No article is deleted or moved: each keeps its league, now referenced by id.
INSERT INTO `leagues` (`name`, `name_key`, `invite_code`) VALUES
  ('OGLeague25', 'ogleague25', lower(hex(randomblob(16)))),
  ('NFL', 'nfl', lower(hex(randomblob(16)))),
  ('SLA', 'sla', lower(hex(randomblob(16))));
--> statement-breakpoint
WITH `names` AS (
  SELECT trim(`league_name`) AS `name`, count(*) AS `n`, min(`created_at`) AS `first` FROM `recaps`
    WHERE trim(coalesce(`league_name`, '')) <> '' GROUP BY trim(`league_name`)
  UNION ALL SELECT trim(`league_name`), 0, `created_at` FROM `discord_webhooks` WHERE trim(`league_name`) <> ''
  UNION ALL SELECT trim(`league_name`), 0, `created_at` FROM `user_preferences` WHERE trim(coalesce(`league_name`, '')) <> ''
), `ranked` AS (
  SELECT `name`, lower(replace(`name`, ' ', '')) AS `k`,
    row_number() OVER (PARTITION BY lower(replace(`name`, ' ', '')) ORDER BY `n` DESC, `first` ASC, `name` ASC) AS `r`
  FROM `names`
)
INSERT INTO `leagues` (`name`, `name_key`, `invite_code`)
  SELECT `name`, `k`, lower(hex(randomblob(16))) FROM `ranked`
  WHERE `r` = 1 AND `k` <> 'other' AND `k` NOT IN (SELECT `name_key` FROM `leagues`);
--> statement-breakpoint
-- A league's webhook and its ownership: whoever registered the latest webhook for the name becomes
-- the league's commissioner (decision 220); nobody else gains or loses anything.
UPDATE `leagues` SET
  `webhook_url` = `w`.`webhook_url`,
  `webhook_disabled_at` = `w`.`disabled_at`,
  `webhook_disabled_reason` = `w`.`disabled_reason`,
  `commissioner_id` = `w`.`created_by_user_id`
FROM (
  SELECT lower(replace(trim(`league_name`), ' ', '')) AS `k`, `webhook_url`, `disabled_at`, `disabled_reason`,
    `created_by_user_id`, row_number() OVER (PARTITION BY lower(replace(trim(`league_name`), ' ', '')) ORDER BY `updated_at` DESC, `id` DESC) AS `r`
  FROM `discord_webhooks`
) AS `w`
WHERE `w`.`k` = `leagues`.`name_key` AND `w`.`r` = 1;
--> statement-breakpoint
UPDATE `recaps` SET
  `league_id` = (SELECT `id` FROM `leagues` WHERE `name_key` = lower(replace(trim(`recaps`.`league_name`), ' ', ''))),
  `league_name` = (SELECT `name` FROM `leagues` WHERE `name_key` = lower(replace(trim(`recaps`.`league_name`), ' ', '')))
WHERE lower(replace(trim(coalesce(`league_name`, '')), ' ', '')) IN (SELECT `name_key` FROM `leagues`);
--> statement-breakpoint
INSERT OR IGNORE INTO `league_members` (`league_id`, `user_id`, `status`)
  SELECT `id`, `commissioner_id`, 'active' FROM `leagues` WHERE `commissioner_id` IS NOT NULL
  UNION SELECT DISTINCT `league_id`, `user_id`, 'active' FROM `recaps` WHERE `league_id` IS NOT NULL AND `user_id` IS NOT NULL;
--> statement-breakpoint
DROP TABLE `discord_webhooks`;--> statement-breakpoint
CREATE INDEX `recaps_league_id_created_idx` ON `recaps` (`league_id`,`created_at`,`id`);