// The couple's guest list: every write is one store transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL:
// SERIALIZABLE, run again on a conflict), so the seat count it checks is the one it writes against:
// two requests (or two processes) adding at the limit cannot both pass, and a refused write leaves
// nothing behind.
import type { Role } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { duplicateKey, nameKey, tidyName } from '../../../shared/guests/names';
import { appText } from '../../../shared/i18n/app';
import type { GuestChangesInput, NewGuestInput } from '../../../shared/guests/schemas';
import type { GuestWithHousehold } from '../queries/guests';
import { CsvError } from './csv';
import { importableGuests, importSummary, markDuplicates, readGuestCsv, type ImportRow, type ImportSummary } from './csv-import';
import { guestLimitFor, guestLimitMessage, seatsOf } from './limits';
import type { GuestChanges, GuestsRepository, NewGuestRow } from './repository';

export interface GuestListOwner {
  weddingId: string;
  /** The owner's role decides the limit (65 Free, 350 Pro). */
  role: Role;
}

export const GUEST_NOT_FOUND = appText('guests.notFound');

/** The wedding's households by name key (accents, case and spacing aside). */
async function householdsByKey(repository: GuestsRepository, weddingId: string) {
  const byKey = new Map<string, string>();
  for (const household of await repository.households(weddingId)) if (!byKey.has(nameKey(household.name))) byKey.set(nameKey(household.name), household.id);
  return byKey;
}

/** The ids of the households of these names, creating the new ones (one INSERT). */
async function householdIdsFor(repository: GuestsRepository, weddingId: string, names: string[]): Promise<Map<string, string>> {
  const byKey = await householdsByKey(repository, weddingId);
  const missing = new Map<string, string>();
  for (const name of names) if (!byKey.has(nameKey(name)) && !missing.has(nameKey(name))) missing.set(nameKey(name), tidyName(name));
  const ids = await repository.addHouseholds(weddingId, [...missing.values()]);
  for (const [index, key] of [...missing.keys()].entries()) byKey.set(key, ids[index]!);
  return byKey;
}

async function householdIdFor(repository: GuestsRepository, weddingId: string, name: string): Promise<string> {
  return (await householdIdsFor(repository, weddingId, [name])).get(nameKey(name))!;
}

export function limitError(owner: GuestListOwner, used: number, prefix = '') {
  return new UserError('plan.guest-limit', `${prefix}${guestLimitMessage(owner.role)}`, {
    guestLimit: guestLimitFor(owner.role),
    seatsUsed: used,
  });
}

async function assertRoom(repository: GuestsRepository, owner: GuestListOwner, seats: number) {
  const used = await repository.seatsUsed(owner.weddingId);
  if (used + seats > guestLimitFor(owner.role)) throw limitError(owner, used);
}

export function duplicateError(email: string | null | undefined) {
  return new UserError('guests.duplicate', email ? appText('guests.duplicate.withEmail') : appText('guests.duplicate.noEmail'));
}

async function assertNotListed(repository: GuestsRepository, weddingId: string, name: string, email: string | null | undefined, exceptId?: string) {
  const key = duplicateKey(name, email);
  const clash = (await repository.identities(weddingId)).find((g) => g.id !== exceptId && duplicateKey(g.nameKey, g.email) === key);
  if (clash) throw duplicateError(email);
}

/** Stored values of a new guest: a named plus-one is an allowed one; no plus-one, no name. */
export function newGuestValues(weddingId: string, input: NewGuestInput, householdId: string | null, createdAt: Date): NewGuestRow {
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
    language: input.language ?? null,
    respondedAt: status === 'Awaiting' ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

export function addGuest(repository: GuestsRepository, owner: GuestListOwner, input: NewGuestInput, now = new Date()): Promise<GuestWithHousehold> {
  return repository.transaction(async () => {
    await assertRoom(repository, owner, seatsOf({ plusOneAllowed: input.plusOneAllowed ?? Boolean(input.plusOneName) }));
    await assertNotListed(repository, owner.weddingId, input.name, input.email);
    const householdId = input.household ? await householdIdFor(repository, owner.weddingId, input.household) : null;
    if (householdId && input.householdTags !== undefined) await repository.setHouseholdTags(owner.weddingId, householdId, input.householdTags);
    const [id] = await repository.insert([newGuestValues(owner.weddingId, input, householdId, now)]);
    return (await repository.find(owner.weddingId, id!))!;
  });
}

export function updateGuest(repository: GuestsRepository, owner: GuestListOwner, changes: GuestChangesInput, now = new Date()): Promise<GuestWithHousehold> {
  return repository.transaction(async () => {
    const current = await repository.find(owner.weddingId, changes.guestId);
    if (!current) throw new UserError('guest.not-found', GUEST_NOT_FOUND);
    const name = changes.name ?? current.name;
    const email = changes.email === undefined ? current.email : changes.email;
    const plusOneAllowed = changes.plusOneAllowed ?? (changes.plusOneName ? true : current.plusOneAllowed);
    if (plusOneAllowed && !current.plusOneAllowed) await assertRoom(repository, owner, 1);
    if (name !== current.name || email !== current.email) await assertNotListed(repository, owner.weddingId, name, email, current.id);

    const set: GuestChanges = { name, nameKey: nameKey(name), email, plusOneAllowed, updatedAt: now };
    if (!plusOneAllowed) Object.assign(set, { plusOneName: null, plusOneStatus: null });
    else if (changes.plusOneName !== undefined) set.plusOneName = changes.plusOneName;
    if (changes.notes !== undefined) set.notes = changes.notes;
    if (changes.tags !== undefined) set.tags = changes.tags;
    if (changes.language !== undefined) set.language = changes.language;
    if (changes.household !== undefined) set.householdId = changes.household ? await householdIdFor(repository, owner.weddingId, changes.household) : null;
    const householdId = set.householdId === undefined ? current.householdId : set.householdId;
    if (householdId && changes.householdTags !== undefined) await repository.setHouseholdTags(owner.weddingId, householdId, changes.householdTags);
    if (changes.status && changes.status !== current.status) {
      // The couple records an answer (received by phone, say) or resets it.
      set.status = changes.status;
      set.respondedAt = changes.status === 'Awaiting' ? null : now;
    }
    await repository.change(owner.weddingId, current.id, set);
    await repository.deleteEmptyHouseholds(owner.weddingId);
    return (await repository.find(owner.weddingId, current.id))!;
  });
}

export function deleteGuest(repository: GuestsRepository, owner: GuestListOwner, guestId: string): Promise<void> {
  return repository.transaction(async () => {
    if (!(await repository.remove(owner.weddingId, guestId))) throw new UserError('guest.not-found', GUEST_NOT_FOUND);
    await repository.deleteEmptyHouseholds(owner.weddingId);
    // Events chosen for this guest no longer name them.
    await repository.forgetInvitedGuest(owner.weddingId, guestId);
  });
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

async function listKeys(repository: GuestsRepository, weddingId: string) {
  return new Set((await repository.identities(weddingId)).map((g) => duplicateKey(g.nameKey, g.email)));
}

export interface ImportPreview {
  rows: ImportRow[];
  summary: ImportSummary;
  /** Set when the file would pass the plan's limit. */
  msg?: string;
}

function limitPrefix(summary: ImportSummary) {
  const room = Math.max(0, summary.guestLimit - summary.seatsUsed);
  return `${appText('guests.import.overLimit', { count: summary.seatsToAdd, room })} `;
}

/** What an import would do, without writing anything. */
export async function previewImport(repository: GuestsRepository, owner: GuestListOwner, csv: string): Promise<ImportPreview> {
  const rows = markDuplicates(readFile(csv), await listKeys(repository, owner.weddingId));
  const summary = importSummary(rows, await repository.seatsUsed(owner.weddingId), guestLimitFor(owner.role));
  return { rows, summary, ...(summary.fitsLimit ? {} : { msg: `${limitPrefix(summary)}${guestLimitMessage(owner.role)}` }) };
}

/**
 * Writes every valid, new row of the file at once, or nothing: the whole file is refused when
 * it would pass the limit. Rows keep the file's order (one millisecond apart). The households are
 * created with one INSERT and the guests with one per 500 rows, all in one transaction.
 */
export async function importGuests(repository: GuestsRepository, owner: GuestListOwner, csv: string, now = new Date()) {
  const parsed = readFile(csv);
  return repository.transaction(async () => {
    const rows = markDuplicates(parsed, await listKeys(repository, owner.weddingId));
    const summary = importSummary(rows, await repository.seatsUsed(owner.weddingId), guestLimitFor(owner.role));
    if (summary.toImport === 0) throw new UserError('guests.nothing-to-import', appText('guests.import.nothing'));
    if (!summary.fitsLimit) throw limitError(owner, summary.seatsUsed, limitPrefix(summary));
    const guests = importableGuests(rows);
    const households = await householdIdsFor(
      repository,
      owner.weddingId,
      guests.flatMap((guest) => (guest.household ? [guest.household] : [])),
    );
    await repository.insert(
      guests.map((guest, index) =>
        newGuestValues(owner.weddingId, guest, guest.household ? households.get(nameKey(guest.household))! : null, new Date(now.getTime() + index)),
      ),
    );
    return { rows, summary };
  });
}
