import { eq } from 'drizzle-orm';
import type { Role } from '../../src/core/db/schema';
import { portable } from '../../src/core/db/store/portable';
import { addGuestToList, type GuestWithHousehold, guestsRepository, rsvpToken } from '../../src/features/guests';
import type { NewGuestInput } from '../../src/shared/guests/schemas';
import { createTestApp } from './app';
import { createTestUser } from './auth';
import { client } from './http';

export interface CoupleWeddingOptions {
  role?: Role;
  weddingUrl?: string;
  content?: Record<string, unknown>;
  timeZone?: string;
  env?: Record<string, string>;
  app?: ReturnType<typeof createTestApp>;
}

/** A published wedding at `weddingUrl` with its owner signed in (`ownerClient`) and an anonymous visitor (`visitor`). */
export async function coupleWedding(options: CoupleWeddingOptions = {}) {
  const t = options.app ?? createTestApp({ env: options.env });
  const weddingUrl = options.weddingUrl ?? 'ana-and-jo';
  const { user, wedding, cookie } = await createTestUser(t.store, {
    role: options.role ?? 'userPaid',
    weddingUrl,
    name: 'Ana Couple',
    email: `couple-${weddingUrl}@example.com`,
  });
  const { t: tables, sql, transaction } = portable(t.store);
  await transaction(() =>
    sql()
      .update(tables.weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo', ...options.content }, timeZone: options.timeZone ?? 'UTC' })
      .where(eq(tables.weddings.id, wedding.id)),
  );
  const owner = { weddingId: wedding.id, role: user.role };
  return {
    ...t,
    user,
    wedding,
    weddingUrl,
    cookie,
    /** The store's executor and transaction (portable(store)): arrange and assert with engineTables() on either engine. */
    sql,
    transaction,
    ownerClient: client(t.app, cookie),
    visitor: client(t.app),
    /** Adds a guest through the guest list's own add, on the test's store (either engine). */
    addGuest: (input: Partial<NewGuestInput> & { name: string }): Promise<GuestWithHousehold> => addGuestToList(guestsRepository(t.store), owner, input),
    tokenOf: (guest: { id: string; weddingId: string; rsvpLinkVersion: number }) => rsvpToken(t.config, guest),
  };
}
