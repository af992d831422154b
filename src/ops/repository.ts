// The operator start-up's one read of its own (issue 29 item 4): whether any admin account exists, on either engine.
import { eq } from 'drizzle-orm';
import { first, portable } from '../core/db/store/portable';
import type { DataStore } from '../core/db/store/store';

export async function anyAdminExists(store: DataStore): Promise<boolean> {
  const { t, sql } = portable(store);
  return first(await sql().select({ id: t.users.id }).from(t.users).where(eq(t.users.role, 'admin')).limit(1)) !== undefined;
}
