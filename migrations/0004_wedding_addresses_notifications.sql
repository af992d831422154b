CREATE TABLE `notification_markers` (
	`user_id` text NOT NULL,
	`wedding_id` text NOT NULL,
	`seen_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `wedding_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `previous_wedding_urls` (
	`wedding_url` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `previous_wedding_urls_wedding_idx` ON `previous_wedding_urls` (`wedding_id`);