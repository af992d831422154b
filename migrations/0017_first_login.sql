ALTER TABLE `users` ADD `first_login_at` integer;--> statement-breakpoint
-- Accounts from before: as they were greeted until now (Welcome back), except those never confirmed.
UPDATE `users` SET `first_login_at` = `created_at` WHERE `email_verified_at` IS NOT NULL OR `google_id` IS NOT NULL;
