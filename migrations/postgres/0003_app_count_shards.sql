-- The admin's totals without a hot row (issue 29 items 4 and 5). Every guest answer and every e-mail
-- moved one app_counts row per status, so on PostgreSQL all concurrent RSVP answers of all weddings
-- updated the same rows and, SERIALIZABLE, aborted each other (40001) faster than they could retry.
-- Each connection now adds to its own shard of a total ('guests:Accepted#17', by backend pid), so two
-- transactions collide only when their connections share a shard; readers sum a key's shards
-- (src/features/admin/domain/admin-queries.ts). Rows already kept stay under their plain key, shard-less.
CREATE OR REPLACE FUNCTION app_count_add(counted text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO app_counts (key, n) VALUES (counted || '#' || (pg_backend_pid() % 64), delta) ON CONFLICT (key) DO UPDATE SET n = app_counts.n + excluded.n;
$$;
