// A rate limit's refusal, apart from the limiter (which reads its counters from the database), so the error
// handler and the actions' JSON answers import it without the data layer.
import { UserError } from '../errors';

/** A refusal because of a limit: 429, and the error handler adds Retry-After. */
export class RateLimitedError extends UserError {
  constructor(
    code: 'auth.rate-limited' | 'rsvp.lookup-rate-limited' | 'photos.rate-limited' | 'planners.rate-limited',
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(code, message);
  }
}

export function retryAfterSeconds(retryAfterMs: number): string {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
