// /healthz's one question to the product data (issue 29 item 4): does the configured engine answer?
// One portable query for both engines (a row of the users table, or none).
import { first, portable } from '../../db/store/portable';
import type { DataStore } from '../../db/store/store';

/** True when the store answers a query; false when it cannot (closed, unreachable, locked past its timeout). */
export async function databaseAnswers(store: DataStore): Promise<boolean> {
  const { t, sql } = portable(store);
  try {
    first(await sql().select({ id: t.users.id }).from(t.users).limit(1));
    return true;
  } catch {
    return false;
  }
}
