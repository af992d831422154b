-- The admin's searches on PostgreSQL (issue 29 item 6): each matches `%words%` case-insensitively (ILIKE), which no
-- btree index can serve, so at 100,000 weddings every search read whole tables (about 1 s). Trigram GIN indexes
-- (pg_trgm, shipped with PostgreSQL and the embedded server) serve ILIKE '%…%' on the searched columns: users'
-- name and e-mail, weddings' web address, e-mails' recipient and subject. PostgreSQL only: they are not in the
-- drizzle schema (src/core/db/postgres/schema), whose indexes mirror SQLite's (schema-parity.test.ts); SQLite keeps
-- its LIKE over narrow indexes (src/features/admin/domain/repository.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "weddings_url_trgm_idx" ON "weddings" USING gin ("wedding_url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "emails_to_trgm_idx" ON "emails" USING gin ("to" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "emails_subject_trgm_idx" ON "emails" USING gin ("subject" gin_trgm_ops);
