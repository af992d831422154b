// The guests a send names (the cards' sends and the questions' link): ids, and how many at once.
import type { z } from 'zod';
import { appText } from '../i18n/app';

/** A guest's id as the sends accept it. */
export const GUEST_ID = /^[a-z2-7]{1,64}$/;
export const MAX_GUESTS_AT_ONCE = 400;

/**
 * The count of a list of guest ids, checked after the union that also allows 'bulk' (and 'owner'): inside zod's union a
 * list of valid ids that was too long was refused as "Invalid input".
 */
export function atMostGuestsAtOnce(ctx: z.core.ParsePayload<unknown>): void {
  if (Array.isArray(ctx.value) && ctx.value.length > MAX_GUESTS_AT_ONCE)
    ctx.issues.push({
      code: 'too_big',
      origin: 'array',
      maximum: MAX_GUESTS_AT_ONCE,
      inclusive: true,
      input: ctx.value,
      message: appText('email.guestsAtOnce', { max: MAX_GUESTS_AT_ONCE }),
    });
}
