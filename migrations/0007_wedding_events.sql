CREATE TABLE `wedding_events` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`main` integer DEFAULT false NOT NULL,
	`title` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`venue_name` text DEFAULT '' NOT NULL,
	`venue_address` text DEFAULT '' NOT NULL,
	`map_url` text DEFAULT '' NOT NULL,
	`dress_code` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wedding_events_wedding_idx` ON `wedding_events` (`wedding_id`,`starts_at`);