import type { Context } from 'hono';
import type { GuestWithHousehold } from '../../../db/queries/guests';
import { loadHousehold, rsvpGuestJson, type HouseholdView } from '../../../domain/rsvp/household';
import { rsvpLookupThrottle } from '../../../domain/rsvp/lookup-throttle';
import type { RsvpQuestion } from '../../../domain/rsvp/model';
import { listQuestions } from '../../../domain/rsvp/questions';
import { type RsvpSettings } from '../../../domain/rsvp/settings';
import { UserError } from '../../api/errors';
import type { AppEnv } from '../../context';
import { clientIp, publicOrigin } from '../../request-info';

/** The answer of GET/PATCH /{public|private}/{id}/rsvp: guest (with the household), allowRsvpResubmit, questions. */
export function rsvpReply(c: Context<AppEnv>, settings: RsvpSettings, found: { view: HouseholdView; questions: RsvpQuestion[] } | null) {
  return {
    guest: found ? rsvpGuestJson(c.var.config, found.view) : null,
    allowRsvpResubmit: settings.allowRsvpResubmit,
    // Only a guest who was found sees the questions.
    questions: found ? found.questions : [],
  };
}

export function householdFor(c: Context<AppEnv>, guest: GuestWithHousehold, settings: RsvpSettings) {
  const questions = listQuestions(c.var.db, guest.weddingId);
  return { view: loadHousehold(c.var.db, guest, questions, settings), questions };
}

/** Counts one name lookup (or note) from this client; 429 with Retry-After when it must wait. */
export function takeLookup(c: Context<AppEnv>) {
  const permit = rsvpLookupThrottle.take(clientIp(c));
  if (!permit.ok) {
    c.header('Retry-After', String(Math.ceil(permit.retryAfterMs / 1000)));
    throw new UserError(429, permit.msg);
  }
}

export function managerUrl(c: Context<AppEnv>) {
  return `${publicOrigin(c)}/app/rsvp`;
}
