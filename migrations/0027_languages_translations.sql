ALTER TABLE `weddings` ADD `languages` text DEFAULT '["en"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `wedding_events` ADD `translations` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `translations` text DEFAULT '{}' NOT NULL;