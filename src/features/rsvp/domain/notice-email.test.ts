// The couple's notice of one answer (kind 'rsvp-notice'), on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { HouseholdMember, RsvpQuestion } from '../../../shared/rsvp/model';
import { type RsvpNotice, rsvpNoticeEmail } from './notice-email';

const member = (guestId: string, name: string, extra: Partial<HouseholdMember> = {}): HouseholdMember => ({
  guestId,
  name,
  status: 'Accepted',
  plusOneAllowed: false,
  plusOneName: null,
  plusOneStatus: null,
  answers: {},
  responded: true,
  locked: false,
  ...extra,
});
const question = (id: string, label: string, scope: 'guest' | 'household', eventId: string | null = null): RsvpQuestion => ({
  id,
  kind: 'text',
  label,
  options: [],
  required: false,
  scope,
  eventId,
});
const notice = (members: HouseholdMember[], extra: Partial<RsvpNotice> = {}): RsvpNotice => ({
  submissionId: 's1',
  owner: { id: 'u1', email: 'couple@example.com', name: 'Ann' },
  weddingId: 'w1',
  respondent: { guestId: 'cat', name: 'Cat Moss' },
  members,
  householdAnswers: {},
  questions: [],
  managerUrl: 'https://vowly.test/app/rsvp',
  ...extra,
});

describe('rsvpNoticeEmail', () => {
  it('tells the couple who replied, each member’s answer and plus-one, once per submission and member', () => {
    const email = rsvpNoticeEmail(
      notice([
        member('cat', 'Cat Moss', { plusOneAllowed: true, plusOneName: 'Sam' }),
        member('dan', 'Dan Moss', { plusOneAllowed: true, plusOneStatus: 'Declined' }),
        member('eve', 'Eve Moss', { status: 'Declined' }),
      ]),
    );
    expect(email).toMatchObject({
      kind: 'rsvp-notice',
      idempotencyKey: 'rsvp-notice:s1:u1',
      to: 'couple@example.com',
      subject: 'RSVP from Cat Moss: Accepted',
      userId: 'u1',
      weddingId: 'w1',
      guestId: 'cat',
      content: {
        template: 'rsvp-notice',
        heading: 'Cat Moss has replied',
        lines: ['Cat Moss: Accepted (bringing Sam)', 'Dan Moss: Accepted (without a plus-one)', 'Eve Moss: Declined'],
        managerUrl: 'https://vowly.test/app/rsvp',
      },
    });
  });

  it('writes each event’s answer for a guest invited to several, and a plus-one left out of one', () => {
    const events = [
      { id: 'day', title: 'Wedding day', when: '' },
      { id: 'brunch', title: 'Brunch', when: '' },
    ];
    const cat = member('cat', 'Cat Moss', {
      plusOneAllowed: true,
      plusOneName: 'Sam',
      eventIds: ['day', 'brunch'],
      events: { day: 'Accepted', brunch: 'Declined' },
      eventPlusOnes: { day: false },
    });
    expect(rsvpNoticeEmail(notice([cat], { events })).content).toMatchObject({
      lines: ['Cat Moss: Accepted (bringing Sam) – Wedding day: attending without Sam, Brunch: not attending'],
    });
  });

  it('lists only the answers about what each person attends, the plus-one’s by name, the household’s once', () => {
    const questions = [question('meal', 'Meal', 'guest', 'day'), question('song', 'Song', 'guest'), question('note', 'Note', 'household')];
    const email = rsvpNoticeEmail(
      notice(
        [
          member('cat', 'Cat Moss', { plusOneAllowed: true, plusOneStatus: 'Accepted', answers: { song: 'Jolene' }, plusOneAnswers: { song: 'Hey' } }),
          member('eve', 'Eve Moss', { status: 'Declined', answers: { song: 'Kept from before' } }),
        ],
        { questions, householdAnswers: { note: 'See you' } },
      ),
    );
    expect(email.content).toMatchObject({ answers: ['Song (Cat Moss): Jolene', 'Song (Their guest, guest of Cat Moss): Hey', 'Note: See you'] });
    expect(rsvpNoticeEmail(notice([member('eve', 'Eve', { guestId: 'x' })])).subject).toBe('RSVP from Cat Moss: answered');
  });
});
