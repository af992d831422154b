import type { Role } from '../../../core/db/schema';
import { isPro } from '../../../core/auth/roles';
import { appText } from '../../../shared/i18n/app';
import { GUEST_LIMIT_FREE, GUEST_LIMIT_PRO } from '../../../shared/plans';

/** Seats a plan allows (product.md §5): 65 on Free, 350 on Pro. */
export function guestLimitFor(role: Role): number {
  return isPro(role) ? GUEST_LIMIT_PRO : GUEST_LIMIT_FREE;
}

/** A guest takes one seat, two when a plus-one is allowed (named or not). */
export function seatsOf(guest: { plusOneAllowed: boolean }): number {
  return guest.plusOneAllowed ? 2 : 1;
}

export function guestLimitMessage(role: Role): string {
  const limit = guestLimitFor(role);
  return isPro(role) ? appText('guests.limit.pro', { limit }) : appText('guests.limit.free', { limit, max: GUEST_LIMIT_PRO });
}
