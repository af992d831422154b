CREATE TABLE `activity` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activity_wedding_time_idx` ON `activity` (`wedding_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `member_notices` (
	`wedding_id` text NOT NULL,
	`user_id` text NOT NULL,
	`rsvp_notices` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`wedding_id`, `user_id`),
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
