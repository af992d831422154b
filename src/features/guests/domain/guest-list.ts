// The couple's guest list: every write runs in one IMMEDIATE transaction, so the seat count it
// checks is the one it writes against: two requests (or two processes) adding at the limit
// cannot both pass, and a refused write leaves nothing behind.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { deleteEmptyHouseholds, findGuest, guestIdentities, seatsUsed, type DbOrTx, type GuestWithHousehold } from '../queries/guests';
import { guests, households, weddingEvents, type Role } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { CsvError } from './csv';
import { importableGuests, importSummary, markDuplicates, readGuestCsv, type ImportRow, type ImportSummary } from './csv-import';
import { guestLimitFor, guestLimitMessage, seatsOf } from './limits';
import { duplicateKey, nameKey, tidyName } from '../../../shared/guests/names';
import type { GuestChangesInput, NewGuestInput } from '../../../shared/guests/schemas';

export interface GuestListOwner {
  weddingId: string;
  /** The owner's role decides the limit (65 Free, 350 Pro). */
  role: Role;
}

export const GUEST_NOT_FOUND = 'Guest not found';

/** The wedding's household of that name (accents, case and spacing aside), created when new. */
function householdIdFor(db: DbOrTx, weddingId: string, name: string): string {
  const key = nameKey(name);
  const existing = db.select({ id: households.id, name: households.name }).from(households).where(eq(households.weddingId, weddingId)).all();
  const match = existing.find((h) => nameKey(h.name) === key);
  if (match) return match.id;
  return db
    .insert(households)
    .values({ weddingId, name: tidyName(name) })
    .returning({ id: households.id })
    .get().id;
}

/** The tags every member of the household carries (issue 16 item 2). */
function setHouseholdTags(tx: DbOrTx, weddingId: string, householdId: string, tags: string[]) {
  tx.update(households)
    .set({ tags })
    .where(and(eq(households.weddingId, weddingId), eq(households.id, householdId)))
    .run();
}

function limitError(owner: GuestListOwner, used: number, prefix = '') {
  return new UserError('plan.guest-limit', `${prefix}${guestLimitMessage(owner.role)}`, {
    guestLimit: guestLimitFor(owner.role),
    seatsUsed: used,
  });
}

function assertRoom(tx: DbOrTx, owner: GuestListOwner, seats: number) {
  const used = seatsUsed(tx, owner.weddingId);
  if (used + seats > guestLimitFor(owner.role)) throw limitError(owner, used);
}

function assertNotListed(tx: DbOrTx, weddingId: string, name: string, email: string | null | undefined, exceptId?: string) {
  const key = duplicateKey(name, email);
  const clash = guestIdentities(tx, weddingId).find((g) => g.id !== exceptId && duplicateKey(g.nameKey, g.email) === key);
  if (!clash) return;
  throw new UserError(
    'guests.duplicate',
    email ? 'A guest with this name and email is already on your list' : 'A guest with this name is already on your list. Add an email to tell them apart.',
  );
}

/** Stored values of a new guest: a named plus-one is an allowed one; no plus-one, no name. */
function newGuestValues(weddingId: string, input: NewGuestInput, householdId: string | null, createdAt: Date) {
  const plusOneAllowed = input.plusOneAllowed ?? Boolean(input.plusOneName);
  const status = input.status ?? 'Awaiting';
  return {
    weddingId,
    householdId,
    name: input.name,
    nameKey: nameKey(input.name),
    email: input.email ?? null,
    status,
    plusOneAllowed,
    plusOneName: plusOneAllowed ? (input.plusOneName ?? null) : null,
    notes: input.notes ?? null,
    tags: input.tags ?? [],
    respondedAt: status === 'Awaiting' ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

export function addGuest(db: Db, owner: GuestListOwner, input: NewGuestInput, now = new Date()): GuestWithHousehold {
  return db.transaction(
    (tx) => {
      assertRoom(tx, owner, seatsOf({ plusOneAllowed: input.plusOneAllowed ?? Boolean(input.plusOneName) }));
      assertNotListed(tx, owner.weddingId, input.name, input.email);
      const householdId = input.household ? householdIdFor(tx, owner.weddingId, input.household) : null;
      if (householdId && input.householdTags !== undefined) setHouseholdTags(tx, owner.weddingId, householdId, input.householdTags);
      const { id } = tx
        .insert(guests)
        .values(newGuestValues(owner.weddingId, input, householdId, now))
        .returning({ id: guests.id })
        .get();
      return findGuest(tx, owner.weddingId, id)!;
    },
    { behavior: 'immediate' },
  );
}

export function updateGuest(db: Db, owner: GuestListOwner, changes: GuestChangesInput, now = new Date()): GuestWithHousehold {
  return db.transaction(
    (tx) => {
      const current = findGuest(tx, owner.weddingId, changes.guestId);
      if (!current) throw new UserError('guest.not-found', GUEST_NOT_FOUND);
      const name = changes.name ?? current.name;
      const email = changes.email === undefined ? current.email : changes.email;
      const plusOneAllowed = changes.plusOneAllowed ?? (changes.plusOneName ? true : current.plusOneAllowed);
      if (plusOneAllowed && !current.plusOneAllowed) assertRoom(tx, owner, 1);
      if (name !== current.name || email !== current.email) assertNotListed(tx, owner.weddingId, name, email, current.id);

      const set: Partial<typeof guests.$inferInsert> = { name, nameKey: nameKey(name), email, plusOneAllowed, updatedAt: now };
      if (!plusOneAllowed) Object.assign(set, { plusOneName: null, plusOneStatus: null });
      else if (changes.plusOneName !== undefined) set.plusOneName = changes.plusOneName;
      if (changes.notes !== undefined) set.notes = changes.notes;
      if (changes.tags !== undefined) set.tags = changes.tags;
      if (changes.household !== undefined) set.householdId = changes.household ? householdIdFor(tx, owner.weddingId, changes.household) : null;
      const householdId = set.householdId === undefined ? current.householdId : set.householdId;
      if (householdId && changes.householdTags !== undefined) setHouseholdTags(tx, owner.weddingId, householdId, changes.householdTags);
      if (changes.status && changes.status !== current.status) {
        // The couple records an answer (received by phone, say) or resets it.
        set.status = changes.status;
        set.respondedAt = changes.status === 'Awaiting' ? null : now;
      }
      tx.update(guests)
        .set(set)
        .where(and(eq(guests.weddingId, owner.weddingId), eq(guests.id, current.id)))
        .run();
      deleteEmptyHouseholds(tx, owner.weddingId);
      return findGuest(tx, owner.weddingId, current.id)!;
    },
    { behavior: 'immediate' },
  );
}

export function deleteGuest(db: Db, owner: GuestListOwner, guestId: string) {
  db.transaction(
    (tx) => {
      const result = tx
        .delete(guests)
        .where(and(eq(guests.weddingId, owner.weddingId), eq(guests.id, guestId)))
        .run();
      if (result.changes === 0) throw new UserError('guest.not-found', GUEST_NOT_FOUND);
      deleteEmptyHouseholds(tx, owner.weddingId);
      // Events chosen for this guest no longer name them.
      for (const event of tx.select().from(weddingEvents).where(eq(weddingEvents.weddingId, owner.weddingId)).all()) {
        if (!event.inviteGuestIds.includes(guestId)) continue;
        tx.update(weddingEvents)
          .set({ inviteGuestIds: event.inviteGuestIds.filter((id) => id !== guestId) })
          .where(eq(weddingEvents.id, event.id))
          .run();
      }
    },
    { behavior: 'immediate' },
  );
}

/** A file that cannot be read is the user's problem to fix: 400 with the reason. */
function readFile(csv: string): ImportRow[] {
  try {
    return readGuestCsv(csv);
  } catch (error) {
    if (error instanceof CsvError) throw new UserError('guests.csv-invalid', error.message);
    throw error;
  }
}

function listKeys(tx: DbOrTx, weddingId: string) {
  return new Set(guestIdentities(tx, weddingId).map((g) => duplicateKey(g.nameKey, g.email)));
}

export interface ImportPreview {
  rows: ImportRow[];
  summary: ImportSummary;
  /** Set when the file would pass the plan's limit. */
  msg?: string;
}

function limitPrefix(summary: ImportSummary) {
  const room = Math.max(0, summary.guestLimit - summary.seatsUsed);
  return `This file adds ${summary.seatsToAdd} guests (plus-ones included) and your list has room for ${room}. `;
}

/** What an import would do, without writing anything. */
export function previewImport(db: Db, owner: GuestListOwner, csv: string): ImportPreview {
  const rows = markDuplicates(readFile(csv), listKeys(db, owner.weddingId));
  const summary = importSummary(rows, seatsUsed(db, owner.weddingId), guestLimitFor(owner.role));
  return { rows, summary, ...(summary.fitsLimit ? {} : { msg: `${limitPrefix(summary)}${guestLimitMessage(owner.role)}` }) };
}

/**
 * Writes every valid, new row of the file at once, or nothing: the whole file is refused when
 * it would pass the limit. Rows keep the file's order (one millisecond apart).
 */
export function importGuests(db: Db, owner: GuestListOwner, csv: string, now = new Date()) {
  const parsed = readFile(csv);
  return db.transaction(
    (tx) => {
      const rows = markDuplicates(parsed, listKeys(tx, owner.weddingId));
      const summary = importSummary(rows, seatsUsed(tx, owner.weddingId), guestLimitFor(owner.role));
      if (summary.toImport === 0) throw new UserError('guests.nothing-to-import', 'Nothing to import: every row is a duplicate or has an error');
      if (!summary.fitsLimit) throw limitError(owner, summary.seatsUsed, limitPrefix(summary));
      importableGuests(rows).forEach((guest, index) => {
        const householdId = guest.household ? householdIdFor(tx, owner.weddingId, guest.household) : null;
        tx.insert(guests)
          .values(newGuestValues(owner.weddingId, guest, householdId, new Date(now.getTime() + index)))
          .run();
      });
      return { rows, summary };
    },
    { behavior: 'immediate' },
  );
}
