import { RateLimitedError } from '../../../core/rate-limit';
import type { UserError } from '../../../core/errors';
import type { PhotoRefusal } from '../../../shared/photos/texts';

/** A refusal as a photo page writes it in its language: the code, the English text, the limit or wait it names. */
export function refusalOf(error: UserError): PhotoRefusal {
  const limit = typeof error.extra.limit === 'number' ? error.extra.limit : undefined;
  return {
    code: error.code,
    msg: error.message,
    ...(limit === undefined ? {} : { limit }),
    ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterMs / 1000 } : {}),
  };
}
