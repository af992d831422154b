CREATE INDEX `emails_status_created_idx` ON `emails` (`status`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_guests` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`household_id` text,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`email` text,
	`status` text DEFAULT 'Awaiting' NOT NULL,
	`plus_one_allowed` integer DEFAULT false NOT NULL,
	`plus_one_name` text,
	`plus_one_status` text,
	`notes` text,
	`unsubscribed` integer DEFAULT false NOT NULL,
	`rsvp_link_version` integer DEFAULT 1 NOT NULL,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`household_id`) REFERENCES `households`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "guests_status_check" CHECK("__new_guests"."status" in ('Awaiting', 'Accepted', 'Declined')),
	CONSTRAINT "guests_plus_one_status_check" CHECK("__new_guests"."plus_one_status" is null or "__new_guests"."plus_one_status" in ('Awaiting', 'Accepted', 'Declined'))
);
--> statement-breakpoint
-- Values outside the allowed ones (none are written today) become the neutral ones, so the copy cannot fail.
UPDATE `guests` SET `status` = 'Awaiting' WHERE `status` NOT IN ('Awaiting', 'Accepted', 'Declined');--> statement-breakpoint
UPDATE `guests` SET `plus_one_status` = NULL WHERE `plus_one_status` NOT IN ('Awaiting', 'Accepted', 'Declined');--> statement-breakpoint
INSERT INTO `__new_guests`("id", "wedding_id", "household_id", "name", "name_key", "email", "status", "plus_one_allowed", "plus_one_name", "plus_one_status", "notes", "unsubscribed", "rsvp_link_version", "responded_at", "created_at", "updated_at") SELECT "id", "wedding_id", "household_id", "name", "name_key", "email", "status", "plus_one_allowed", "plus_one_name", "plus_one_status", "notes", "unsubscribed", "rsvp_link_version", "responded_at", "created_at", "updated_at" FROM `guests`;--> statement-breakpoint
DROP TABLE `guests`;--> statement-breakpoint
ALTER TABLE `__new_guests` RENAME TO `guests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `guests_wedding_idx` ON `guests` (`wedding_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `guests_wedding_name_idx` ON `guests` (`wedding_id`,`name_key`);--> statement-breakpoint
CREATE INDEX `guests_household_idx` ON `guests` (`household_id`);--> statement-breakpoint
CREATE TABLE `__new_send_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`mode` text NOT NULL,
	`scope` text NOT NULL,
	`recipient_count` integer NOT NULL,
	`request_key` text,
	`campaign` integer DEFAULT 1 NOT NULL,
	`result` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Batches of weddings deleted before this migration go with them.
DELETE FROM `send_batches` WHERE `wedding_id` NOT IN (SELECT `id` FROM `weddings`);--> statement-breakpoint
INSERT INTO `__new_send_batches`("id", "wedding_id", "mode", "scope", "recipient_count", "request_key", "campaign", "result", "created_at") SELECT "id", "wedding_id", "mode", "scope", "recipient_count", "request_key", "campaign", "result", "created_at" FROM `send_batches`;--> statement-breakpoint
DROP TABLE `send_batches`;--> statement-breakpoint
ALTER TABLE `__new_send_batches` RENAME TO `send_batches`;--> statement-breakpoint
CREATE INDEX `send_batches_wedding_idx` ON `send_batches` (`wedding_id`,`scope`,`created_at`);--> statement-breakpoint
CREATE INDEX `send_batches_request_idx` ON `send_batches` (`wedding_id`,`request_key`);