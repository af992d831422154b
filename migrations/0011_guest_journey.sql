CREATE TABLE `guest_journey` (
	`guest_id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`first_visited_at` integer,
	`rsvp_started_at` integer,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guest_journey_wedding_idx` ON `guest_journey` (`wedding_id`);--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`wedding_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`days` text DEFAULT '[14,3]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
