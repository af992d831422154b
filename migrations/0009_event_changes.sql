CREATE TABLE `event_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_title` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`notified_at` integer,
	`notified_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_changes_wedding_idx` ON `event_changes` (`wedding_id`,`event_id`);