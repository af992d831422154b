CREATE TABLE `rsvp_event_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`guest_id` text NOT NULL,
	`event_id` text NOT NULL,
	`status` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rsvp_event_answers_unique` ON `rsvp_event_answers` (`guest_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `rsvp_event_answers_event_idx` ON `rsvp_event_answers` (`wedding_id`,`event_id`);--> statement-breakpoint
ALTER TABLE `households` ADD `tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `guests` ADD `tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `rsvp_questions` ADD `event_id` text;--> statement-breakpoint
ALTER TABLE `wedding_events` ADD `for_everyone` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `wedding_events` ADD `invite_tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `wedding_events` ADD `invite_guest_ids` text DEFAULT '[]' NOT NULL;