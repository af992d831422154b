CREATE TABLE "seating_charts" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"event_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_version" integer,
	"show_to_guests" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_seats" (
	"id" text PRIMARY KEY NOT NULL,
	"chart_id" text NOT NULL,
	"table_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"plus_one" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"chart_id" text NOT NULL,
	"name" text NOT NULL,
	"shape" text DEFAULT 'round' NOT NULL,
	"capacity" integer DEFAULT 8 NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"couple" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seating_charts" ADD CONSTRAINT "seating_charts_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_seats" ADD CONSTRAINT "seating_seats_chart_id_seating_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."seating_charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_seats" ADD CONSTRAINT "seating_seats_table_id_seating_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."seating_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_seats" ADD CONSTRAINT "seating_seats_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_chart_id_seating_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."seating_charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seating_charts_event_unique" ON "seating_charts" USING btree ("wedding_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seating_seats_person_unique" ON "seating_seats" USING btree ("chart_id","guest_id","plus_one");--> statement-breakpoint
CREATE INDEX "seating_seats_table_idx" ON "seating_seats" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "seating_tables_chart_idx" ON "seating_tables" USING btree ("chart_id","position");