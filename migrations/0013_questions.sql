CREATE TABLE `answers` (
	`id` text PRIMARY KEY NOT NULL,
	`guest_id` text NOT NULL,
	`question_id` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `answers_unique` ON `answers` (`guest_id`,`question_id`);--> statement-breakpoint
CREATE INDEX `answers_question_idx` ON `answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`form` text NOT NULL,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`scope` text DEFAULT 'guest' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`event_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questions_wedding_form_idx` ON `questions` (`wedding_id`,`form`,`position`);--> statement-breakpoint
-- Issue 15 item 3: the RSVP's and the special requests' questions and answers move into one pair of tables, keeping their ids.
INSERT INTO `questions` (id, wedding_id, form, kind, label, options, required, scope, position, event_id, created_at) SELECT id, wedding_id, 'rsvp', kind, label, options, required, scope, position, event_id, created_at FROM `rsvp_questions`;--> statement-breakpoint
INSERT INTO `questions` (id, wedding_id, form, kind, label, options, required, scope, position, event_id, created_at) SELECT id, wedding_id, 'special', kind, label, options, required, 'guest', position, NULL, created_at FROM `special_questions`;--> statement-breakpoint
INSERT INTO `answers` (id, guest_id, question_id, value, updated_at) SELECT id, guest_id, question_id, value, updated_at FROM `rsvp_answers`;--> statement-breakpoint
INSERT INTO `answers` (id, guest_id, question_id, value, updated_at) SELECT id, guest_id, question_id, value, updated_at FROM `special_answers`;--> statement-breakpoint
DROP TABLE `rsvp_answers`;--> statement-breakpoint
DROP TABLE `rsvp_questions`;--> statement-breakpoint
DROP TABLE `special_answers`;--> statement-breakpoint
DROP TABLE `special_questions`;
