ALTER TABLE `export_games` ADD `retired_recap_id` integer REFERENCES recaps(id) ON DELETE set null;
