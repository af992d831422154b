CREATE TABLE "photo_settings" (
	"wedding_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"moderation" text NOT NULL,
	"opens_at" timestamp with time zone,
	"upload_from" timestamp with time zone,
	"upload_to" timestamp with time zone,
	"per_guest_limit" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploader_name" text NOT NULL,
	"device_id" text NOT NULL,
	"table_tag" text,
	"status" text NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_settings" ADD CONSTRAINT "photo_settings_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_wedding_status_idx" ON "photos" USING btree ("wedding_id","status","created_at");--> statement-breakpoint
CREATE INDEX "photos_wedding_device_idx" ON "photos" USING btree ("wedding_id","device_id");