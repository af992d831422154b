CREATE TABLE `seating_charts` (
	`id` text PRIMARY KEY NOT NULL,
	`wedding_id` text NOT NULL,
	`event_id` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`locked_at` integer,
	`locked_version` integer,
	`show_to_guests` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`wedding_id`) REFERENCES `weddings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seating_charts_event_unique` ON `seating_charts` (`wedding_id`,`event_id`);--> statement-breakpoint
CREATE TABLE `seating_seats` (
	`id` text PRIMARY KEY NOT NULL,
	`chart_id` text NOT NULL,
	`table_id` text NOT NULL,
	`guest_id` text NOT NULL,
	`plus_one` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`chart_id`) REFERENCES `seating_charts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `seating_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seating_seats_person_unique` ON `seating_seats` (`chart_id`,`guest_id`,`plus_one`);--> statement-breakpoint
CREATE INDEX `seating_seats_table_idx` ON `seating_seats` (`table_id`);--> statement-breakpoint
CREATE TABLE `seating_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`chart_id` text NOT NULL,
	`name` text NOT NULL,
	`shape` text DEFAULT 'round' NOT NULL,
	`capacity` integer DEFAULT 8 NOT NULL,
	`x` integer DEFAULT 0 NOT NULL,
	`y` integer DEFAULT 0 NOT NULL,
	`rotation` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`couple` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`chart_id`) REFERENCES `seating_charts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seating_tables_chart_idx` ON `seating_tables` (`chart_id`,`position`);