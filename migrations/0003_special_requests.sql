CREATE TABLE `special_answers` (
	`id` text PRIMARY KEY NOT NULL,
	`guest_id` text NOT NULL,
	`question_id` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `special_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `special_answers_unique` ON `special_answers` (`guest_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `special_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `special_questions_wedding_idx` ON `special_questions` (`wedding_id`,`position`);--> statement-breakpoint
CREATE TABLE `special_request_settings` (
	`wedding_id` text PRIMARY KEY NOT NULL,
	`intro` text,
	`show_in_rsvp` integer DEFAULT false NOT NULL,
	`accept_new_guests` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `special_responses` (
	`guest_id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`source` text NOT NULL,
	`submitted_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `special_responses_wedding_idx` ON `special_responses` (`wedding_id`,`submitted_at`);