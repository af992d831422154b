CREATE TABLE "photo_archives" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"photos" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_archives" ADD CONSTRAINT "photo_archives_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_archives_wedding_idx" ON "photo_archives" USING btree ("wedding_id","created_at");