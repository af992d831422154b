CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`score` real NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
DROP TABLE `login_throttle`;