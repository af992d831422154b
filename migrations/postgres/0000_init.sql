CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"google_id" text,
	"role" text DEFAULT 'userFree' NOT NULL,
	"first_login_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"score" double precision NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weddings" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"wedding_url" text,
	"wedding_theme" text DEFAULT 'light' NOT NULL,
	"wedding_date" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"track_opens" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"name" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"household_id" text,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'Awaiting' NOT NULL,
	"plus_one_allowed" boolean DEFAULT false NOT NULL,
	"plus_one_name" text,
	"plus_one_status" text,
	"notes" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unsubscribed" boolean DEFAULT false NOT NULL,
	"email_problem" text,
	"email_problem_address" text,
	"email_problem_at" timestamp with time zone,
	"rsvp_link_version" integer DEFAULT 1 NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guests_status_check" CHECK ("guests"."status" in ('Awaiting', 'Accepted', 'Declined')),
	CONSTRAINT "guests_plus_one_status_check" CHECK ("guests"."plus_one_status" is null or "guests"."plus_one_status" in ('Awaiting', 'Accepted', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "guest_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvp_event_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"plus_one" boolean,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvp_settings" (
	"wedding_id" text PRIMARY KEY NOT NULL,
	"allow_rsvp_resubmit" boolean DEFAULT true NOT NULL,
	"rsvp_open" boolean DEFAULT true NOT NULL,
	"deadline" timestamp with time zone,
	"notify_couple" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"save_the_date_design" text DEFAULT 'bliss' NOT NULL,
	"invitation_design" text DEFAULT 'classic' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invites_wedding_id_unique" UNIQUE("wedding_id")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" text,
	"wedding_id" text,
	"guest_id" text,
	"batch_id" text,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"handed_over_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delayed_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"complained_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"delivery_note" text,
	CONSTRAINT "emails_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "send_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"mode" text NOT NULL,
	"scope" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"request_key" text,
	"campaign" integer DEFAULT 1 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"event_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"url" text NOT NULL,
	"public_id" text NOT NULL,
	"provider" text NOT NULL,
	"bytes" integer,
	"format" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"title" text NOT NULL,
	"theme" text DEFAULT 'BLUE' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_request_settings" (
	"wedding_id" text PRIMARY KEY NOT NULL,
	"intro" text,
	"show_in_rsvp" boolean DEFAULT false NOT NULL,
	"accept_new_guests" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_responses" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"source" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_markers" (
	"user_id" text NOT NULL,
	"wedding_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_markers_user_id_wedding_id_pk" PRIMARY KEY("user_id","wedding_id")
);
--> statement-breakpoint
CREATE TABLE "previous_wedding_urls" (
	"wedding_url" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_title" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_events" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"dress_code" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"for_everyone" boolean DEFAULT true NOT NULL,
	"invite_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invite_guest_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_journey" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"first_visited_at" timestamp with time zone,
	"rsvp_started_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"wedding_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days" jsonb DEFAULT '[14,3]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"question_id" text NOT NULL,
	"plus_one" boolean DEFAULT false NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"wedding_id" text NOT NULL,
	"form" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT 'guest' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"event_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_event_answers" ADD CONSTRAINT "rsvp_event_answers_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_event_answers" ADD CONSTRAINT "rsvp_event_answers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_settings" ADD CONSTRAINT "rsvp_settings_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_batches" ADD CONSTRAINT "send_batches_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_request_settings" ADD CONSTRAINT "special_request_settings_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_responses" ADD CONSTRAINT "special_responses_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_responses" ADD CONSTRAINT "special_responses_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_markers" ADD CONSTRAINT "notification_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_markers" ADD CONSTRAINT "notification_markers_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_wedding_urls" ADD CONSTRAINT "previous_wedding_urls_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD CONSTRAINT "wedding_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_journey" ADD CONSTRAINT "guest_journey_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_journey" ADD CONSTRAINT "guest_journey_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weddings_owner_unique" ON "weddings" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weddings_url_unique" ON "weddings" USING btree ("wedding_url");--> statement-breakpoint
CREATE INDEX "weddings_date_idx" ON "weddings" USING btree ("wedding_date");--> statement-breakpoint
CREATE INDEX "households_wedding_idx" ON "households" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "guests_wedding_idx" ON "guests" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "guests_wedding_name_idx" ON "guests" USING btree ("wedding_id","name_key");--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "guest_requests_wedding_idx" ON "guest_requests" USING btree ("wedding_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvp_event_answers_unique" ON "rsvp_event_answers" USING btree ("guest_id","event_id");--> statement-breakpoint
CREATE INDEX "rsvp_event_answers_event_idx" ON "rsvp_event_answers" USING btree ("wedding_id","event_id");--> statement-breakpoint
CREATE INDEX "emails_created_idx" ON "emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "emails_provider_message_idx" ON "emails" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "emails_wedding_idx" ON "emails" USING btree ("wedding_id","kind");--> statement-breakpoint
CREATE INDEX "emails_status_created_idx" ON "emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "send_batches_wedding_idx" ON "send_batches" USING btree ("wedding_id","scope","created_at");--> statement-breakpoint
CREATE INDEX "send_batches_request_idx" ON "send_batches" USING btree ("wedding_id","request_key");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assets_wedding_idx" ON "assets" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "calendar_events_wedding_idx" ON "calendar_events" USING btree ("wedding_id","starts_at");--> statement-breakpoint
CREATE INDEX "special_responses_wedding_idx" ON "special_responses" USING btree ("wedding_id","submitted_at");--> statement-breakpoint
CREATE INDEX "previous_wedding_urls_wedding_idx" ON "previous_wedding_urls" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "event_changes_wedding_idx" ON "event_changes" USING btree ("wedding_id","event_id");--> statement-breakpoint
CREATE INDEX "wedding_events_wedding_idx" ON "wedding_events" USING btree ("wedding_id","starts_at");--> statement-breakpoint
CREATE INDEX "guest_journey_wedding_idx" ON "guest_journey" USING btree ("wedding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_unique" ON "answers" USING btree ("guest_id","question_id","plus_one");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_wedding_form_idx" ON "questions" USING btree ("wedding_id","form","position");--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");