ALTER TABLE `recaps` ADD `extraction_state` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `recaps` ADD `extraction_error` text;--> statement-breakpoint
-- Recaps read before these columns existed: the raw analysis holds the outcome and its error.
UPDATE `recaps` SET
  `extraction_state` = CASE WHEN json_extract(`raw_analysis`, '$.error') IS NULL THEN 'done' ELSE 'failed' END,
  `extraction_error` = json_extract(`raw_analysis`, '$.error')
WHERE `raw_analysis` IS NOT NULL AND json_valid(`raw_analysis`);
