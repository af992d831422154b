CREATE TABLE `wedding_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_invitations_token_unique` ON `wedding_invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_invitations_email_unique` ON `wedding_invitations` (`wedding_id`,`email`);--> statement-breakpoint
CREATE TABLE `wedding_members` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`rsvp_notices` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wedding_members_unique` ON `wedding_members` (`wedding_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `wedding_members_user_idx` ON `wedding_members` (`user_id`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `wedding_id` text REFERENCES weddings(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `weddings` ADD `pro` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Pro belongs to the wedding (issue 23): the weddings of today's Pro accounts (paid and admin) keep it.
UPDATE `weddings` SET `pro` = 1 WHERE `owner_id` IN (SELECT `id` FROM `users` WHERE `role` IN ('userPaid', 'admin'));
