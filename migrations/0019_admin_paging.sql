-- The admin's totals, kept by the database itself (issue 29 item 6): counting 5 million guests by
-- status took most of /app/admin's time. Every write to a counted table moves its counter in the
-- same transaction, so the totals are exact. A later migration that rebuilds one of these tables
-- (drizzle-kit's copy, drop and rename) drops its triggers and must create them again
-- (src/features/admin/tests/admin-counts.test.ts fails otherwise). PostgreSQL: migrations/postgres/0002.
CREATE TABLE `app_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `weddings_created_idx` ON `weddings` (`created_at`,`id`,`owner_id`);--> statement-breakpoint
CREATE TRIGGER `users_count_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('users:' || new.role, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `users_count_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('users:' || old.role, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `users_count_update` AFTER UPDATE OF role ON `users` WHEN old.role IS NOT new.role BEGIN
  INSERT INTO app_counts (key, n) VALUES ('users:' || old.role, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('users:' || new.role, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `weddings_count_insert` AFTER INSERT ON `weddings` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('weddings', 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('weddings:with-url', new.wedding_url IS NOT NULL) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `weddings_count_delete` AFTER DELETE ON `weddings` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('weddings', -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('weddings:with-url', -(old.wedding_url IS NOT NULL)) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `weddings_count_update` AFTER UPDATE OF wedding_url ON `weddings` WHEN (old.wedding_url IS NULL) <> (new.wedding_url IS NULL) BEGIN
  INSERT INTO app_counts (key, n) VALUES ('weddings:with-url', (new.wedding_url IS NOT NULL) - (old.wedding_url IS NOT NULL)) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `guests_count_insert` AFTER INSERT ON `guests` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('guests:' || new.status, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `guests_count_delete` AFTER DELETE ON `guests` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('guests:' || old.status, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `guests_count_update` AFTER UPDATE OF status ON `guests` WHEN old.status IS NOT new.status BEGIN
  INSERT INTO app_counts (key, n) VALUES ('guests:' || old.status, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('guests:' || new.status, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `emails_count_insert` AFTER INSERT ON `emails` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('emails:' || new.status, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `emails_count_delete` AFTER DELETE ON `emails` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('emails:' || old.status, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `emails_count_update` AFTER UPDATE OF status ON `emails` WHEN old.status IS NOT new.status BEGIN
  INSERT INTO app_counts (key, n) VALUES ('emails:' || old.status, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('emails:' || new.status, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `payments_count_insert` AFTER INSERT ON `payments` WHEN new.status = 'paid' BEGIN
  INSERT INTO app_counts (key, n) VALUES ('payments:paid:' || new.provider, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('payments:paid-cents:' || new.provider, new.amount_cents) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `payments_count_delete` AFTER DELETE ON `payments` WHEN old.status = 'paid' BEGIN
  INSERT INTO app_counts (key, n) VALUES ('payments:paid:' || old.provider, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('payments:paid-cents:' || old.provider, -old.amount_cents) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `payments_count_leave` AFTER UPDATE OF status, provider, amount_cents ON `payments` WHEN old.status = 'paid' BEGIN
  INSERT INTO app_counts (key, n) VALUES ('payments:paid:' || old.provider, -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('payments:paid-cents:' || old.provider, -old.amount_cents) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `payments_count_enter` AFTER UPDATE OF status, provider, amount_cents ON `payments` WHEN new.status = 'paid' BEGIN
  INSERT INTO app_counts (key, n) VALUES ('payments:paid:' || new.provider, 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
  INSERT INTO app_counts (key, n) VALUES ('payments:paid-cents:' || new.provider, new.amount_cents) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `support_messages_count_insert` AFTER INSERT ON `support_messages` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('support', 1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
CREATE TRIGGER `support_messages_count_delete` AFTER DELETE ON `support_messages` BEGIN
  INSERT INTO app_counts (key, n) VALUES ('support', -1) ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;
END;--> statement-breakpoint
INSERT INTO app_counts (key, n)
  SELECT 'users:' || role, count(*) FROM users GROUP BY role
  UNION ALL SELECT 'guests:' || status, count(*) FROM guests GROUP BY status
  UNION ALL SELECT 'emails:' || status, count(*) FROM emails GROUP BY status
  UNION ALL SELECT 'weddings', count(*) FROM weddings
  UNION ALL SELECT 'weddings:with-url', count(*) FROM weddings WHERE wedding_url IS NOT NULL
  UNION ALL SELECT 'payments:paid:' || provider, count(*) FROM payments WHERE status = 'paid' GROUP BY provider
  UNION ALL SELECT 'payments:paid-cents:' || provider, sum(amount_cents) FROM payments WHERE status = 'paid' GROUP BY provider
  UNION ALL SELECT 'support', count(*) FROM support_messages;
