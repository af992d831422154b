import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import type { GuestRow, Role, WeddingRow } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { first, portable } from '../../../core/db/store/portable';
import { nameKey } from '../../../shared/guests/names';
import { createTestUser, storeOf } from '../../../../tests/helpers/auth';

/** A couple (Amelia & Jonah by default) with a web address and a wedding date, written through the store (given a SQLite Db, its store). */
export async function createCouple(target: Db | DataStore, options: { role?: Role; one?: string; two?: string; weddingUrl?: string; email?: string } = {}) {
  const store = storeOf(target);
  const weddingUrl = options.weddingUrl ?? `couple-${Math.random().toString(36).slice(2, 10)}`;
  const couple = await createTestUser(store, { role: options.role ?? 'userPaid', weddingUrl, email: options.email, name: 'Amelia Stone' });
  const { t, sql, transaction } = portable(store);
  await transaction(() =>
    sql()
      .update(t.weddings)
      .set({
        content: {
          brideGroomOneName: options.one ?? 'Amelia',
          brideGroomTwoName: options.two ?? 'Jonah',
          joiner: '&',
          weddingLocation: 'Rosewood Manor, Napa',
        },
        weddingDate: new Date('2026-06-14T23:00:00Z'),
        timeZone: 'America/Los_Angeles',
      })
      .where(eq(t.weddings.id, couple.wedding.id)),
  );
  return { ...couple, weddingUrl };
}

export async function addGuest(target: Db | DataStore, weddingId: string, name: string, email: string | null, options: { unsubscribed?: boolean } = {}) {
  const { t, sql, transaction } = portable(storeOf(target));
  const guest = first(
    await transaction(async () =>
      sql()
        .insert(t.guests)
        .values({ weddingId, name, nameKey: nameKey(name), email, unsubscribed: options.unsubscribed ?? false })
        .returning(),
    ),
  );
  if (!guest) throw new Error('no guest inserted');
  return guest;
}

export async function emailsOf(target: Db | DataStore, weddingId: string) {
  const { t, sql } = portable(storeOf(target));
  return sql().select().from(t.emails).where(eq(t.emails.weddingId, weddingId));
}

/** One e-mail row by id, read through the store (either engine). */
export async function emailRow(store: DataStore, id: string) {
  const { t, sql } = portable(store);
  const row = first(await sql().select().from(t.emails).where(eq(t.emails.id, id)));
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}

/** One guest row by id, read through the store (either engine). */
export async function guestRow(store: DataStore, id: string) {
  const { t, sql } = portable(store);
  const row = first(await sql().select().from(t.guests).where(eq(t.guests.id, id)));
  if (!row) throw new Error(`no guest ${id}`);
  return row;
}

/** Sets a guest's columns through the store (either engine), as an answer, an import or the couple would have. */
export async function setGuest(store: DataStore, guestId: string, values: Partial<GuestRow>) {
  const { t, sql, transaction } = portable(store);
  await transaction(() => sql().update(t.guests).set(values).where(eq(t.guests.id, guestId)));
}

/** Sets a wedding's columns through the store (either engine). */
export async function setWedding(store: DataStore, weddingId: string, values: Partial<WeddingRow>) {
  const { t, sql, transaction } = portable(store);
  await transaction(() => sql().update(t.weddings).set(values).where(eq(t.weddings.id, weddingId)));
}

/**
 * A partner of the couple's wedding who also has a wedding of their own (a free one), signed in with
 * the couple's wedding chosen as the session's current wedding: whatever they do must act on that
 * wedding, never on the one they own.
 */
export async function partnerOf(target: Db | DataStore, couple: { wedding: { id: string } }) {
  const store = storeOf(target);
  const partner = await createTestUser(store, { role: 'userFree', name: 'Pat Partner', weddingUrl: `own-${Math.random().toString(36).slice(2, 10)}` });
  const { t, sql, transaction } = portable(store);
  await transaction(async () => {
    await sql().insert(t.weddingMembers).values({ weddingId: couple.wedding.id, userId: partner.user.id, role: 'partner' });
    await sql().update(t.sessions).set({ weddingId: couple.wedding.id }).where(eq(t.sessions.userId, partner.user.id));
  });
  return partner;
}
