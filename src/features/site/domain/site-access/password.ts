// The website password check. Comparing HMAC digests of equal length with a constant-time
// compare means the time taken says nothing about how much of a guess was right, nor about the
// password's length.
import crypto from 'node:crypto';

export function websitePasswordMatches(stored: string, attempt: string): boolean {
  // A gate switched on with an empty password lets nobody in: there is nothing to know.
  if (stored === '') return false;
  const key = crypto.randomBytes(32);
  const digest = (value: string) => crypto.createHmac('sha256', key).update(value, 'utf8').digest();
  return crypto.timingSafeEqual(digest(stored), digest(attempt));
}
