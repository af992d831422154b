DROP INDEX `answers_unique`;--> statement-breakpoint
ALTER TABLE `answers` ADD `plus_one` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `answers_unique` ON `answers` (`guest_id`,`question_id`,`plus_one`);