DROP INDEX "weddings_owner_unique";--> statement-breakpoint
CREATE INDEX "weddings_owner_idx" ON "weddings" USING btree ("owner_id");