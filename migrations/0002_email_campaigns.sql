ALTER TABLE `emails` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `send_batches` ADD `request_key` text;--> statement-breakpoint
ALTER TABLE `send_batches` ADD `campaign` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `send_batches` ADD `result` text;--> statement-breakpoint
CREATE INDEX `send_batches_request_idx` ON `send_batches` (`wedding_id`,`request_key`);