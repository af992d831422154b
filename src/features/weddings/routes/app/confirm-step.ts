// What the quick settings' and the setup's date and address forms share: a change of the date or the
// address asks first (product.md §4 UPDATE_DATE / UPDATE_DOMAIN), so their action's answer is either
// the saved result or the changes to confirm; an address that is not free is refused before anything is saved.
import { z } from 'zod';
import { UserError } from '../../../../core/errors';
import type { WeddingRepository } from '../../domain/repository';
import { WEDDING_URL_MESSAGES } from '../../domain/wedding-url';
import { weddingUrlAvailability } from '../../domain/wedding-url-change';

export const pendingChangeSchema = z.object({ action: z.enum(['UPDATE_DATE', 'UPDATE_DOMAIN']), title: z.string(), message: z.string() });

/** Nothing saved: the changes to confirm (none: the form again as typed, after "Back"). */
export const confirmAnswer = z.object({ saved: z.literal(false), changes: z.array(pendingChangeSchema) });

const beforeSaving = new WeakSet<UserError>();

/** Whether the action refused before saving anything (the form stays at the version it was read at). */
export function refusedBeforeSaving(error: UserError): boolean {
  return beforeSaving.has(error);
}

/** Refuses an address that is malformed, reserved or another wedding's, before anything is saved. */
export async function addressAvailable(weddings: WeddingRepository, weddingUrl: unknown, weddingId: string) {
  const availability = await weddingUrlAvailability(weddings, weddingUrl, weddingId);
  if (availability.available) return;
  const error = new UserError(availability.msg === WEDDING_URL_MESSAGES.taken ? 'wedding.url-taken' : 'wedding.url-invalid', availability.msg);
  beforeSaving.add(error);
  throw error;
}
