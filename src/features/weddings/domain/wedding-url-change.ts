/**
 * Choosing the wedding's web address (PATCH /domain, GET /domain, and /app/quick-settings):
 * the rules of wedding-url.ts plus uniqueness across weddings. Addresses are stored lower-cased,
 * so the unique index makes them unique regardless of case.
 */
import type { Wedding } from './wedding';
import { UserError } from '../../../core/errors';
import { heldByAnotherWedding, rememberPreviousUrl } from './previous-urls';
import type { WeddingRepository } from './repository';
import { writeWeddingChange } from './update-wedding';
import { WEDDING_URL_MESSAGES, weddingUrlProblem, weddingUrlSchema } from './wedding-url';

export interface WeddingUrlAvailability {
  /** The address as it would be stored (trimmed, lower-case). */
  weddingUrl: string;
  available: boolean;
  msg: string;
}

/** Is this address free for the wedding `weddingId` (its own current address counts as free)? */
export async function weddingUrlAvailability(weddings: WeddingRepository, input: unknown, weddingId?: string): Promise<WeddingUrlAvailability> {
  const typed = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const problem = weddingUrlProblem(input);
  if (problem) return { weddingUrl: typed, available: false, msg: problem };
  const weddingUrl = weddingUrlSchema.parse(input);
  const holder = await weddings.byUrl(weddingUrl);
  // Another wedding's old address leads its guests there: taken for 12 months (issue 22 item 6).
  if (!holder && weddingId && (await heldByAnotherWedding(weddings, weddingUrl, weddingId)))
    return { weddingUrl, available: false, msg: WEDDING_URL_MESSAGES.taken };
  if (!holder) return { weddingUrl, available: true, msg: WEDDING_URL_MESSAGES.available };
  if (holder.id === weddingId) return { weddingUrl, available: true, msg: WEDDING_URL_MESSAGES.current };
  return { weddingUrl, available: false, msg: WEDDING_URL_MESSAGES.taken };
}

/** The unique index refused the row: SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's unique_violation (23505). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = String((current as { code?: unknown }).code ?? '');
    if (code.startsWith('SQLITE_CONSTRAINT') || code === '23505') return true;
  }
  return false;
}

/**
 * Gives the wedding a new address: 400 for a malformed or reserved one, 409 when another wedding
 * has it (also when it is taken between the check and the write), 409 for a stale `version`.
 */
export async function changeWeddingUrl(weddings: WeddingRepository, weddingId: string, input: unknown, expectedVersion?: number): Promise<Wedding> {
  const problem = weddingUrlProblem(input);
  if (problem) throw new UserError('wedding.url-invalid', problem);
  const weddingUrl = weddingUrlSchema.parse(input);
  const taken = () => new UserError('wedding.url-taken', WEDDING_URL_MESSAGES.taken);
  try {
    // One transaction: the new address, the old one remembered for redirects, and any redirect from
    // the new address (a claim) ended, together or not at all.
    return await weddings.transaction(async () => {
      const holder = await weddings.byUrl(weddingUrl);
      if (holder && holder.id !== weddingId) throw taken();
      if (await heldByAnotherWedding(weddings, weddingUrl, weddingId)) throw taken();
      const { wedding, planned } = await writeWeddingChange(weddings, weddingId, expectedVersion, (current) => ({
        write: { weddingUrl },
        from: current.weddingUrl,
      }));
      await rememberPreviousUrl(weddings, weddingId, planned.from, weddingUrl);
      return wedding;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
