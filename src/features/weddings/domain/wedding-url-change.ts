/**
 * Choosing the wedding's web address (PATCH /domain, GET /domain, and /app/quick-settings):
 * the rules of wedding-url.ts plus uniqueness across weddings. Addresses are stored lower-cased,
 * so the unique index makes them unique regardless of case.
 */
import type { Db } from '../../../core/db/connection';
import { findWeddingByUrl } from '../../../core/db/weddings';
import type { Wedding } from './wedding';
import { UserError } from '../../../core/errors';
import { heldByAnotherWedding, rememberPreviousUrl } from './previous-urls';
import { writeWeddingChange } from './update-wedding';
import { WEDDING_URL_MESSAGES, weddingUrlProblem, weddingUrlSchema } from './wedding-url';

export interface WeddingUrlAvailability {
  /** The address as it would be stored (trimmed, lower-case). */
  weddingUrl: string;
  available: boolean;
  msg: string;
}

/** Is this address free for the wedding `weddingId` (its own current address counts as free)? */
export function weddingUrlAvailability(db: Db, input: unknown, weddingId?: string): WeddingUrlAvailability {
  const typed = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const problem = weddingUrlProblem(input);
  if (problem) return { weddingUrl: typed, available: false, msg: problem };
  const weddingUrl = weddingUrlSchema.parse(input);
  const holder = findWeddingByUrl(db, weddingUrl);
  // Another wedding's old address leads its guests there: taken for 12 months (issue 22 item 6).
  if (!holder && weddingId && heldByAnotherWedding(db, weddingUrl, weddingId)) return { weddingUrl, available: false, msg: WEDDING_URL_MESSAGES.taken };
  if (!holder) return { weddingUrl, available: true, msg: WEDDING_URL_MESSAGES.available };
  if (holder.id === weddingId) return { weddingUrl, available: true, msg: WEDDING_URL_MESSAGES.current };
  return { weddingUrl, available: false, msg: WEDDING_URL_MESSAGES.taken };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT');
}

/**
 * Gives the wedding a new address: 400 for a malformed or reserved one, 409 when another wedding
 * has it (also when it is taken between the check and the write), 409 for a stale `version`.
 */
export function changeWeddingUrl(db: Db, weddingId: string, input: unknown, expectedVersion?: number): Wedding {
  const problem = weddingUrlProblem(input);
  if (problem) throw new UserError('wedding.url-invalid', problem);
  const weddingUrl = weddingUrlSchema.parse(input);
  const holder = findWeddingByUrl(db, weddingUrl);
  if (holder && holder.id !== weddingId) throw new UserError('wedding.url-taken', WEDDING_URL_MESSAGES.taken);
  try {
    // One IMMEDIATE transaction: the new address, the old one remembered for redirects, and any
    // redirect from the new address (a claim) ended, together or not at all.
    return db.transaction(
      (tx) => {
        if (heldByAnotherWedding(tx, weddingUrl, weddingId)) throw new UserError('wedding.url-taken', WEDDING_URL_MESSAGES.taken);
        const { wedding, planned } = writeWeddingChange(tx as unknown as Db, weddingId, expectedVersion, (current) => ({
          write: { weddingUrl },
          from: current.weddingUrl,
        }));
        rememberPreviousUrl(tx, weddingId, planned.from, weddingUrl);
        return wedding;
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError('wedding.url-taken', WEDDING_URL_MESSAGES.taken);
    throw error;
  }
}
