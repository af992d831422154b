-- The admin's totals, kept by the database itself (issue 29 item 6; SQLite: migrations/0019, which says why).
CREATE TABLE "app_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "weddings_created_idx" ON "weddings" USING btree ("created_at","id","owner_id");--> statement-breakpoint
CREATE FUNCTION app_count_add(counted text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO app_counts (key, n) VALUES (counted, delta) ON CONFLICT (key) DO UPDATE SET n = app_counts.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION users_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.role IS NOT DISTINCT FROM NEW.role THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM app_count_add('users:' || OLD.role, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM app_count_add('users:' || NEW.role, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count AFTER INSERT OR DELETE OR UPDATE OF role ON "users" FOR EACH ROW EXECUTE FUNCTION users_count();
--> statement-breakpoint
CREATE FUNCTION guests_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM app_count_add('guests:' || OLD.status, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM app_count_add('guests:' || NEW.status, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER guests_count AFTER INSERT OR DELETE OR UPDATE OF status ON "guests" FOR EACH ROW EXECUTE FUNCTION guests_count();
--> statement-breakpoint
CREATE FUNCTION emails_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM app_count_add('emails:' || OLD.status, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM app_count_add('emails:' || NEW.status, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER emails_count AFTER INSERT OR DELETE OR UPDATE OF status ON "emails" FOR EACH ROW EXECUTE FUNCTION emails_count();
--> statement-breakpoint
CREATE FUNCTION weddings_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM app_count_add('weddings', 1);
    PERFORM app_count_add('weddings:with-url', (NEW.wedding_url IS NOT NULL)::int);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM app_count_add('weddings', -1);
    PERFORM app_count_add('weddings:with-url', -(OLD.wedding_url IS NOT NULL)::int);
  ELSIF (OLD.wedding_url IS NULL) <> (NEW.wedding_url IS NULL) THEN
    PERFORM app_count_add('weddings:with-url', (NEW.wedding_url IS NOT NULL)::int - (OLD.wedding_url IS NOT NULL)::int);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER weddings_count AFTER INSERT OR DELETE OR UPDATE OF wedding_url ON "weddings" FOR EACH ROW EXECUTE FUNCTION weddings_count();
--> statement-breakpoint
CREATE FUNCTION payments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' THEN
    PERFORM app_count_add('payments:paid:' || OLD.provider, -1);
    PERFORM app_count_add('payments:paid-cents:' || OLD.provider, -OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' THEN
    PERFORM app_count_add('payments:paid:' || NEW.provider, 1);
    PERFORM app_count_add('payments:paid-cents:' || NEW.provider, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_count AFTER INSERT OR DELETE OR UPDATE OF status, provider, amount_cents ON "payments" FOR EACH ROW EXECUTE FUNCTION payments_count();
--> statement-breakpoint
CREATE FUNCTION support_messages_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_count_add('support', CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER support_messages_count AFTER INSERT OR DELETE ON "support_messages" FOR EACH ROW EXECUTE FUNCTION support_messages_count();
--> statement-breakpoint
INSERT INTO app_counts (key, n)
  SELECT 'users:' || role, count(*) FROM users GROUP BY role
  UNION ALL SELECT 'guests:' || status, count(*) FROM guests GROUP BY status
  UNION ALL SELECT 'emails:' || status, count(*) FROM emails GROUP BY status
  UNION ALL SELECT 'weddings', count(*) FROM weddings
  UNION ALL SELECT 'weddings:with-url', count(*) FROM weddings WHERE wedding_url IS NOT NULL
  UNION ALL SELECT 'payments:paid:' || provider, count(*) FROM payments WHERE status = 'paid' GROUP BY provider
  UNION ALL SELECT 'payments:paid-cents:' || provider, sum(amount_cents) FROM payments WHERE status = 'paid' GROUP BY provider
  UNION ALL SELECT 'support', count(*) FROM support_messages;
