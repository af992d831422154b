CREATE TABLE `photo_archives` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`requested_by` text NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`photos` integer NOT NULL,
	`bytes` integer NOT NULL,
	`finished_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_archives_wedding_idx` ON `photo_archives` (`wedding_id`,`created_at`);