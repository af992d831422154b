// The public site's SQL (issue 29 item 4): the wedding at an address with its owner's role (the plan
// shows on the page), and whether an e-mail address is one of its guests' (the password gate under
// attack). One portable implementation for both engines.
import { and, eq, sql as raw } from 'drizzle-orm';
import type { Role, WeddingRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export interface SiteRepository {
  /** The wedding at that (lower-case) address with its owner's role (null: the owner is gone). */
  weddingAt(weddingUrl: string): Promise<{ row: WeddingRow; ownerRole: Role | null } | undefined>;
  /** Is `email` (trimmed, lower-case) the address of one of the wedding's guests? */
  hasGuestEmail(weddingId: string, email: string): Promise<boolean>;
}

export function siteRepository(store: DataStore): SiteRepository {
  const { t, sql } = portable(store);
  const { weddings, users, guests } = t;
  return {
    weddingAt: async (weddingUrl) => {
      const found = first(
        await sql()
          .select({ row: weddings, ownerRole: users.role })
          .from(weddings)
          .leftJoin(users, eq(users.id, weddings.ownerId))
          .where(eq(weddings.weddingUrl, weddingUrl))
          .limit(1),
      );
      return found && { row: found.row, ownerRole: found.ownerRole ?? null };
    },
    hasGuestEmail: async (weddingId, email) =>
      first(
        await sql()
          .select({ id: guests.id })
          .from(guests)
          .where(and(eq(guests.weddingId, weddingId), raw`lower(trim(${guests.email})) = ${email}`))
          .limit(1),
      ) !== undefined,
  };
}
