ALTER TABLE "weddings" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;