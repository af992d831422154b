// An answer the couple takes by phone, one action (issue 29 item 2) answering at two addresses:
//   PATCH /api/v1/rsvp/answers { guestId, …the guest's shapes } → { msg, guest }; 400 { msg, errors } per field;
//   POST  /app/rsvp/record/{guestId} (the no-JS form) → 303 /app/rsvp#guest-{id} with 'Answer recorded',
//     or the form again with the problems.
// The body is the guest's own (rsvpSubmissionSchema); no e-mail goes to anyone.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { guestsRepository } from '../../guests';
import { UserError } from '../../../core/errors';
import { RsvpValidationError, saveRsvp } from '../domain/answer';
import { loadHousehold } from '../domain/household';
import { rsvpGuestJson } from '../domain/guest-token';
import { rsvpRepositories } from '../domain/repositories';
import { listQuestions } from '../domain/questions';
import { applyPatch, type DraftPatch, draftForDisplay, draftPatchOf, rsvpSubmissionSchema } from '../domain/read-submission';
import { rsvpSettingsOf } from '../domain/settings';
import { draftFromMembers } from '../../../shared/rsvp/model';
import { appText } from '../../../shared/i18n/app';
import { RecordAnswerPage } from '../views/app/RecordAnswerPage';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { appPage } from '../../weddings/web';
import { withActivity } from '../../activity';

/** The household's answers in words, for the activity log: "Bea: Accepted, Cal: Declined". */
const answeredBy = (members: { name: string; status: string }[]) => members.map((m) => `${m.name}: ${m.status}`).join(', ');

export async function renderRecord<E extends OwnerEnv>(c: Context<E>, guestId: string, options: { patch?: DraftPatch; errors?: Record<string, string> } = {}) {
  const weddingId = c.var.wedding.id;
  const store = c.var.store;
  const guest = await guestsRepository(store).find(weddingId, guestId);
  if (!guest) throw new UserError('guest.not-found', appText('guests.notFound'));
  const settings = { ...(await rsvpSettingsOf(store, weddingId)), allowRsvpResubmit: true };
  const view = await loadHousehold(rsvpRepositories(store), guest, await listQuestions(store, weddingId), settings);
  const stored = draftFromMembers(view.members, view.householdAnswers);
  if (options.errors) c.status(400);
  return appPage(
    c,
    appText('rsvp.record.title', { name: guest.name }),
    <RecordAnswerPage
      guestId={guest.id}
      householdName={view.householdName}
      members={view.members}
      events={view.events}
      questions={view.questions}
      draft={options.patch ? draftForDisplay(applyPatch(stored, options.patch)) : stored}
      errors={options.errors ?? {}}
    />,
  );
}

const GUEST_ID_REQUIRED = 'guestId is required';

const recordAnswerInput = rsvpSubmissionSchema.extend({
  /** The API names the guest in the body; the page in its address. */
  guestId: z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional()),
});

/** The guest: the page's address, else the body's guestId. */
function guestIdOf(c: Context<OwnerEnv>, input: { guestId?: string }) {
  const guestId = c.req.param('guestId') ?? input.guestId ?? '';
  if (!guestId) throw new UserError('input.invalid', GUEST_ID_REQUIRED);
  return guestId;
}

export function recordAnswer(where: { method: 'PATCH' | 'POST'; path: string; guard: MiddlewareHandler<OwnerEnv> }) {
  return defineAction({
    ...where,
    summary: 'An answer the couple took by phone, for the guest and their household',
    input: recordAnswerInput,
    output: z.object({ msg: z.string(), guest: z.looseObject({ guestId: z.string(), name: z.string(), status: z.string() }) }),
    run: async (c: Context<OwnerEnv>, input) => {
      const guestId = guestIdOf(c, input);
      const record = () => saveRsvp(c.var.store, { weddingId: c.var.wedding.id, respondentId: guestId, patch: draftPatchOf(input, guestId), by: 'couple' });
      const saved = await withActivity(c.var.store, record, (s) => ({
        weddingId: c.var.wedding.id,
        userId: c.var.user.id,
        kind: 'rsvp.recorded',
        detail: answeredBy(s.view.members),
      }));
      return { msg: appText('rsvp.record.saved'), guest: rsvpGuestJson(c.var.config, saved.view) };
    },
    form: {
      onSuccess: (c, result) => {
        setFlash(c, appText('rsvp.record.saved'));
        return c.redirect(`/app/rsvp#guest-${result.guest.guestId}`, 303);
      },
      onError: (c, problem, submitted) => {
        if (!(problem.error instanceof RsvpValidationError)) throw problem.error ?? new UserError('input.invalid', problem.msg);
        const input = recordAnswerInput.parse(submitted);
        const guestId = guestIdOf(c, input);
        return renderRecord(c, guestId, { patch: draftPatchOf(input, guestId), errors: problem.errors });
      },
    },
  });
}
