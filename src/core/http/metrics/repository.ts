// /metrics' one read of the product data (issue 29 item 4): e-mails in the outbox per status, on either engine.
import { count } from 'drizzle-orm';
import { portable } from '../../db/store/portable';
import type { DataStore } from '../../db/store/store';

export async function emailsByStatus(store: DataStore): Promise<{ status: string; n: number }[]> {
  const { t, sql } = portable(store);
  return sql().select({ status: t.emails.status, n: count() }).from(t.emails).groupBy(t.emails.status);
}
