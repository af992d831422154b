CREATE TABLE "wedding_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_members" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"rsvp_notices" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "wedding_id" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "pro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invitations_token_unique" ON "wedding_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invitations_email_unique" ON "wedding_invitations" USING btree ("wedding_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_members_unique" ON "wedding_members" USING btree ("wedding_id","user_id");--> statement-breakpoint
CREATE INDEX "wedding_members_user_idx" ON "wedding_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Pro belongs to the wedding (issue 23): the weddings of today's Pro accounts (paid and admin) keep it.
UPDATE "weddings" SET "pro" = true WHERE "owner_id" IN (SELECT "id" FROM "users" WHERE "role" IN ('userPaid', 'admin'));
