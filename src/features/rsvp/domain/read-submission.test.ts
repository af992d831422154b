// An RSVP answer in every shape the API takes, read into one draft (product.md §7), on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../tests/helpers/refusal';
import type { RsvpDraft } from '../../../shared/rsvp/model';
import { applyPatch, draftForDisplay, draftPatchOf, rsvpSubmissionSchema } from './read-submission';

const patchOf = (body: unknown, respondent = 'ann') => draftPatchOf(rsvpSubmissionSchema.parse(body), respondent);

describe('draftPatchOf', () => {
  it('reads the no-JS form’s fields per guest, the household’s answers and each guest’s own', () => {
    const patch = patchOf({
      token: 't',
      email: 'ann@example.com',
      status: { ann: 'Accepted', bob: 'Declined' },
      plusOne: { ann: 'on' },
      plusOneName: { ann: 'Sam' },
      answer: { song: 'Jolene', meal: { ann: 'Fish', bob: 'Beef' } },
      plusOneAnswer: { meal: { ann: 'Veggie' } },
      event: { brunch: { ann: 'Declined' } },
      eventPlusOne: { brunch: { ann: 'No' }, day: { ann: 'maybe' } },
    });
    expect(patch).toEqual({
      email: 'ann@example.com',
      householdAnswers: { song: 'Jolene' },
      members: {
        ann: {
          status: 'Accepted',
          plusOne: true,
          plusOneName: 'Sam',
          answers: { meal: 'Fish' },
          plusOneAnswers: { meal: 'Veggie' },
          events: { brunch: 'Declined' },
          eventPlusOnes: { brunch: 'no', day: '' },
        },
        bob: { status: 'Declined', answers: { meal: 'Beef' } },
      },
    });
  });

  it('gives a status, plus-one and name without a guest id to the guest the link belongs to', () => {
    expect(patchOf({ status: 'Accepted', plusOneName: 'Sam' }, 'bob').members).toEqual({ bob: { status: 'Accepted', plusOneName: 'Sam', plusOne: true } });
  });

  it('brings a named plus-one unless the guest said outright they do not come', () => {
    expect(patchOf({ plusOne: { ann: 'false' }, plusOneName: { ann: 'Sam' } }).members.ann?.plusOne).toBe(false);
    expect(patchOf({ plusOneName: { ann: '  ' } }).members.ann?.plusOne).toBeUndefined();
  });

  it('reads the JSON shape (members as a list or by id), and lets a form’s `updates` win over its fields', () => {
    const json = patchOf({ members: [{ status: 'Declined' }, { guestId: 'bob', status: 'Accepted', plusOne: true }], answers: { song: 'Hey' } });
    expect(json.members).toEqual({ ann: { status: 'Declined' }, bob: { status: 'Accepted', plusOne: true } });
    expect(json.householdAnswers).toEqual({ song: 'Hey' });
    const both = patchOf({
      status: { ann: 'Declined' },
      updates: JSON.stringify({ members: { ann: { status: 'Accepted', eventPlusOnes: { day: true } } }, plusOneAnswers: { meal: 'Fish' } }),
    });
    expect(both.members.ann).toEqual({ status: 'Accepted', eventPlusOnes: { day: 'yes' }, plusOneAnswers: { meal: 'Fish' } });
  });

  it('refuses `updates` that are not JSON, or not the answers’ shape', async () => {
    expect(await refusal(Promise.resolve().then(() => patchOf({ updates: '{nope' })))).toEqual(['input.invalid', 'updates must be JSON']);
    expect(await refusal(Promise.resolve().then(() => patchOf({ updates: '{"members": 3}' })))).toEqual(['input.invalid', 'The answers could not be read']);
  });

  it('cuts a field’s text to 2,000 characters and reads a token that is not text as none', () => {
    const parsed = rsvpSubmissionSchema.parse({ token: 42, answer: { song: 'x'.repeat(2500) } });
    expect(parsed.token).toBe('');
    expect(draftPatchOf(parsed, 'ann').householdAnswers.song).toHaveLength(2000);
  });
});

describe('applyPatch and draftForDisplay', () => {
  const base: RsvpDraft = {
    email: 'old@example.com',
    members: {
      ann: { status: 'Accepted', plusOne: true, plusOneName: 'Sam', answers: { meal: 'Fish', song: 'Hey' }, events: { day: 'Accepted', brunch: 'Accepted' } },
    },
    householdAnswers: { note: 'Hi' },
  };

  it('lays the request’s changes over the stored answers, keeping what it leaves out', () => {
    const next = applyPatch(base, {
      members: { ann: { answers: { meal: 'Beef' }, events: { brunch: 'Declined' } }, bob: { status: 'Declined' } },
      householdAnswers: {},
    });
    expect(next).toEqual({
      email: 'old@example.com',
      members: {
        ann: { status: 'Accepted', plusOne: true, plusOneName: 'Sam', answers: { meal: 'Beef', song: 'Hey' }, events: { day: 'Accepted', brunch: 'Declined' } },
        bob: { status: 'Declined', plusOne: false, plusOneName: '', answers: {} },
      },
      householdAnswers: { note: 'Hi' },
    });
    expect(base.members.ann?.answers.meal).toBe('Fish');
  });

  it('shows a status that is not an answer as unanswered after a refused submission', () => {
    const shown = draftForDisplay(applyPatch(base, { members: { ann: { status: 'Maybe' as '', events: { day: 'Perhaps' as '' } } }, householdAnswers: {} }));
    expect([shown.members.ann?.status, shown.members.ann?.events]).toEqual(['', { day: '', brunch: 'Accepted' }]);
  });
});
