CREATE TABLE `photo_settings` (
	`wedding_id` text PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`moderation` text NOT NULL,
	`opens_at` integer,
	`upload_from` integer,
	`upload_to` integer,
	`per_guest_limit` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`url` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`uploader_name` text NOT NULL,
	`device_id` text NOT NULL,
	`table_tag` text,
	`status` text NOT NULL,
	`reported_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photos_wedding_status_idx` ON `photos` (`wedding_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `photos_wedding_device_idx` ON `photos` (`wedding_id`,`device_id`);