CREATE TABLE `webhook_receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`event_type` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `weddings` ADD `track_opens` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `guests` ADD `email_problem` text;--> statement-breakpoint
ALTER TABLE `guests` ADD `email_problem_address` text;--> statement-breakpoint
ALTER TABLE `guests` ADD `email_problem_at` integer;--> statement-breakpoint
ALTER TABLE `emails` ADD `delivered_at` integer;--> statement-breakpoint
ALTER TABLE `emails` ADD `delayed_at` integer;--> statement-breakpoint
ALTER TABLE `emails` ADD `bounced_at` integer;--> statement-breakpoint
ALTER TABLE `emails` ADD `complained_at` integer;--> statement-breakpoint
ALTER TABLE `emails` ADD `opened_at` integer;--> statement-breakpoint
ALTER TABLE `emails` ADD `delivery_note` text;--> statement-breakpoint
CREATE INDEX `emails_provider_message_idx` ON `emails` (`provider_message_id`);