// An RSVP answer checked and written on the in-memory repositories (issue 29 item 7): the refusals (closed, an answer
// that may not change, a field wrong), who may do what (a guest, the couple), and what is written for each member,
// their plus-one, the household and the respondent. answer.ts's transaction and e-mails are the route tests'.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../tests/helpers/refusal';
import { eventRow } from '../../../../tests/helpers/unit-fixtures';
import { memoryRsvpRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { RESUBMIT_REFUSED, RSVP_CLOSED } from '../../../shared/rsvp/texts';
import type { DraftPatch } from './read-submission';
import { RsvpValidationError, writeRsvpAnswer } from './write-answer';

const NOW = new Date('2027-05-01T12:00:00Z');

async function wedding() {
  const repos = memoryRsvpRepositories();
  const set = rsvpSetup(repos);
  set.events([eventRow('day', '2027-06-14T14:00:00Z', { main: true })]);
  const ann = await set.guest('Ann', { household: 'The Bees', plusOneAllowed: true });
  const bob = await set.guest('Bob', { household: 'The Bees' });
  const meal = await set.question('Meal', { kind: 'choice', options: ['Fish', 'Veg'], required: true });
  const song = await set.question('Song', { scope: 'household' });
  const answer = (patch: Partial<DraftPatch>, byGuest = true, respondentId = ann.id, chosenLanguage?: 'fr') =>
    writeRsvpAnswer(repos, { weddingId: 'w1', respondentId, patch: { members: {}, householdAnswers: {}, ...patch }, byGuest, chosenLanguage, now: NOW });
  const stored = async (id: string) => (await repos.guests.find('w1', id))!;
  const answers = async (plusOne = false) =>
    Object.fromEntries([...(await repos.questions.answers('rsvp', [ann.id, bob.id], plusOne))].map(([g, m]) => [g, Object.fromEntries(m)]));
  return { repos, ids: { ann: ann.id, bob: bob.id }, q: { meal: meal.id, song: song.id }, answer, stored, answers };
}

const validationErrors = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RsvpValidationError);
  return [(error as RsvpValidationError).message, (error as RsvpValidationError).errors];
};

describe('writeRsvpAnswer', () => {
  it('writes each member’s answer, the plus-one they bring, the household’s answer on every member, and the e-mail', async () => {
    const { ids, q, answer, stored, answers } = await wedding();
    const written = await answer({
      email: '  Ann@Example.COM ',
      members: {
        [ids.ann]: { status: 'Accepted', plusOne: true, plusOneName: '  Sam   Lee ', answers: { [q.meal]: 'Fish' }, plusOneAnswers: { [q.meal]: 'Veg' } },
        [ids.bob]: { status: 'Declined' },
      },
      householdAnswers: { [q.song]: 'Dancing Queen' },
    });
    const ann = await stored(ids.ann);
    expect([ann.status, ann.plusOneStatus, ann.plusOneName, ann.email, ann.respondedAt]).toEqual(['Accepted', 'Accepted', 'Sam Lee', 'ann@example.com', NOW]);
    expect([(await stored(ids.bob)).status, (await stored(ids.bob)).plusOneStatus]).toEqual(['Declined', null]);
    expect(await answers()).toEqual({ [ids.ann]: { [q.meal]: 'Fish', [q.song]: 'Dancing Queen' }, [ids.bob]: { [q.song]: 'Dancing Queen' } });
    expect(await answers(true)).toEqual({ [ids.ann]: { [q.meal]: 'Veg' } });
    expect(written.email).toBe('ann@example.com');
    expect(written.view.members.map((m) => [m.name, m.status, m.responded])).toEqual([
      ['Ann', 'Accepted', true],
      ['Bob', 'Declined', true],
    ]);
  });

  it('declines the plus-one of a guest who comes alone, and keeps their plus-one’s earlier answers unwritten', async () => {
    const { ids, q, answer, stored, answers } = await wedding();
    await answer({
      members: {
        [ids.ann]: { status: 'Accepted', plusOne: false, answers: { [q.meal]: 'Fish' }, plusOneAnswers: { [q.meal]: 'Veg' } },
        [ids.bob]: { status: 'Declined' },
      },
    });
    expect((await stored(ids.ann)).plusOneStatus).toBe('Declined');
    expect(await answers(true)).toEqual({});
  });

  it('puts an answer sent without a guest where its question belongs: the respondent’s own, or the household’s', async () => {
    const { ids, q, answer, answers } = await wedding();
    await answer({
      members: { [ids.ann]: { status: 'Accepted' }, [ids.bob]: { status: 'Declined' } },
      householdAnswers: { [q.meal]: 'Veg', [q.song]: 'Abba' },
    });
    expect(await answers()).toEqual({ [ids.ann]: { [q.meal]: 'Veg', [q.song]: 'Abba' }, [ids.bob]: { [q.song]: 'Abba' } });
  });

  it('refuses a guest’s answer with every field’s problem: each member answered, the required question for who comes (plus-ones too)', async () => {
    const { ids, q, answer, stored } = await wedding();
    expect(await validationErrors(answer({ members: { [ids.ann]: { status: 'Accepted', plusOne: true } } }))).toEqual([
      "Please enter the name of Ann's guest",
      {
        [`plusOneName.${ids.ann}`]: "Please enter the name of Ann's guest",
        [`answer.${q.meal}.${ids.ann}`]: 'Please answer: Meal',
        [`plusOneAnswer.${q.meal}.${ids.ann}`]: "Please answer for Ann's guest: Meal",
        [`status.${ids.bob}`]: 'Please tell us if Bob can come',
      },
    ]);
    expect((await stored(ids.ann)).status).toBe('Awaiting');
    // The couple records what they were told: one member, without the required answer.
    await answer({ members: { [ids.bob]: { status: 'Accepted' } } }, false);
    expect((await stored(ids.bob)).status).toBe('Accepted');
  });

  it('refuses a guest once RSVP is closed or past its deadline; the couple may still record', async () => {
    const { repos, ids, answer, stored } = await wedding();
    const both = { members: { [ids.ann]: { status: 'Declined' as const }, [ids.bob]: { status: 'Declined' as const } } };
    await repos.rsvp.saveSettings('w1', { allowRsvpResubmit: true, rsvpOpen: false, deadline: null, notifyCouple: true });
    expect(await refusal(answer(both))).toEqual(['rsvp.closed', RSVP_CLOSED]);
    await repos.rsvp.saveSettings('w1', { allowRsvpResubmit: true, rsvpOpen: true, deadline: new Date(NOW.getTime() - 1), notifyCouple: true });
    expect(await refusal(answer(both))).toEqual(['rsvp.closed', RSVP_CLOSED]);
    await answer(both, false);
    expect((await stored(ids.ann)).status).toBe('Declined');
  });

  it('while resubmission is off, refuses a guest who changes an answer given, or whose household has all answered', async () => {
    const { repos, ids, answer, stored } = await wedding();
    await repos.rsvp.saveSettings('w1', { allowRsvpResubmit: false, rsvpOpen: true, deadline: null, notifyCouple: true });
    await answer({ members: { [ids.ann]: { status: 'Accepted' } } }, false);
    // Bob may still answer; Ann's answer stays as it is.
    expect(await refusal(answer({ members: { [ids.ann]: { status: 'Declined' }, [ids.bob]: { status: 'Declined' } } }, true, ids.bob))).toEqual([
      'rsvp.resubmit-refused',
      RESUBMIT_REFUSED,
    ]);
    await answer({ members: { [ids.bob]: { status: 'Declined' } } }, true, ids.bob);
    expect([(await stored(ids.ann)).status, (await stored(ids.bob)).status]).toEqual(['Accepted', 'Declined']);
    expect(await refusal(answer({ members: {} }))).toEqual(['rsvp.resubmit-refused', RESUBMIT_REFUSED]);
    // The couple may always correct.
    await answer({ members: { [ids.ann]: { status: 'Declined' } } }, false);
    expect((await stored(ids.ann)).status).toBe('Declined');
  });

  it('refuses an unknown respondent', async () => {
    const { answer } = await wedding();
    expect(await refusal(answer({}, true, 'nobody'))).toEqual(['guest.not-found', 'Guest not found']);
  });

  it('keeps the language a guest chose on the page as theirs, not one the couple’s view passes', async () => {
    const { ids, answer, stored } = await wedding();
    const both = { members: { [ids.ann]: { status: 'Declined' as const }, [ids.bob]: { status: 'Declined' as const } } };
    await answer(both, false, ids.ann, 'fr');
    expect((await stored(ids.ann)).language).toBeNull();
    await answer(both, true, ids.ann, 'fr');
    expect((await stored(ids.ann)).language).toBe('fr');
  });
});

describe('per-event answers', () => {
  it('spreads one status over each event of a guest invited to several, and writes their plus-one per event', async () => {
    const repos = memoryRsvpRepositories();
    const set = rsvpSetup(repos);
    set.events([eventRow('day', '2027-06-14T14:00:00Z', { main: true }), eventRow('drinks', '2027-06-13T17:00:00Z')]);
    const ann = await set.guest('Ann', { plusOneAllowed: true });
    const patch = (member: DraftPatch['members'][string]) => ({ members: { [ann.id]: member }, householdAnswers: {} });
    await writeRsvpAnswer(repos, { weddingId: 'w1', respondentId: ann.id, patch: patch({ status: 'Declined' }), byGuest: false, now: NOW });
    expect(repos.rsvp.rows.eventAnswers.map((a) => [a.eventId, a.status, a.plusOne])).toEqual([
      ['drinks', 'Declined', null],
      ['day', 'Declined', null],
    ]);
    await writeRsvpAnswer(repos, {
      weddingId: 'w1',
      respondentId: ann.id,
      patch: patch({ events: { drinks: 'Accepted', day: 'Accepted' }, plusOne: true, plusOneName: 'Sam', eventPlusOnes: { drinks: 'no', day: 'yes' } }),
      byGuest: true,
      now: NOW,
    });
    expect(repos.rsvp.rows.eventAnswers.map((a) => [a.eventId, a.status, a.plusOne])).toEqual([
      ['drinks', 'Accepted', false],
      ['day', 'Accepted', true],
    ]);
    expect((await repos.guests.find('w1', ann.id))!.status).toBe('Accepted');
  });
});
