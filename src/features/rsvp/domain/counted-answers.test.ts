// Which stored answers count (issue 22 item 1): only those about what their person attends (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { GuestWithHousehold } from '../../guests';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { attendsEvent, countAnswers, countedAnswers, householdAttendsEvent, plusOneAttendsEvent, plusOneLabel } from './counted-answers';

const question = (id: string, scope: 'guest' | 'household', eventId: string | null = null): RsvpQuestion => ({
  id,
  kind: 'text',
  label: id,
  options: [],
  required: false,
  scope,
  eventId,
});
const meal = question('meal', 'guest', 'day');
const song = question('song', 'guest');
const shuttle = question('shuttle', 'household', 'drinks');
const questions = [meal, song, shuttle];
const person = (status: string, events: Record<string, string | null> = {}, extra = {}) => ({
  status,
  events,
  plusOneAllowed: false,
  plusOneName: null,
  plusOneStatus: null,
  ...extra,
});

describe('attendance', () => {
  it('attends an event only when accepted overall and for that event; any event when none is named', () => {
    expect(attendsEvent(person('Accepted', { day: 'Accepted' }), 'day')).toBe(true);
    expect(attendsEvent(person('Accepted', { day: 'Declined' }), 'day')).toBe(false);
    expect(attendsEvent(person('Declined', { day: 'Accepted' }), 'day')).toBe(false);
    expect(attendsEvent(person('Accepted'), null)).toBe(true);
    expect(householdAttendsEvent([person('Declined'), person('Accepted', { drinks: 'Accepted' })], 'drinks')).toBe(true);
  });

  it('brings a coming plus-one to the guest’s events unless the guest said not to one', () => {
    const guest = person('Accepted', { day: 'Accepted', drinks: 'Accepted' }, { plusOneAllowed: true, plusOneName: 'Sam', eventPlusOnes: { drinks: false } });
    expect([plusOneAttendsEvent(guest, 'day'), plusOneAttendsEvent(guest, 'drinks'), plusOneAttendsEvent(guest, null)]).toEqual([true, false, true]);
    const notComing = { ...guest, plusOneStatus: 'Declined' };
    expect(plusOneAttendsEvent(notComing, 'day')).toBe(false);
    expect(plusOneAttendsEvent(person('Accepted', {}, { plusOneAllowed: true, plusOneStatus: 'Accepted' }), null)).toBe(true);
  });

  it('names a plus-one by the name given, else as their guest', () => {
    expect([plusOneLabel({ plusOneName: ' Sam ' }), plusOneLabel({ plusOneName: '  ' }), plusOneLabel({ plusOneName: null })]).toEqual([
      'Sam',
      'Their guest',
      'Their guest',
    ]);
  });
});

describe('countedAnswers', () => {
  it('keeps a member’s answers about what they attend, the plus-one’s while coming, the household’s while anyone goes', () => {
    const counted = countedAnswers(questions, {
      members: [
        {
          ...person('Accepted', { day: 'Declined', drinks: 'Accepted' }, { plusOneAllowed: true, plusOneStatus: 'Accepted' }),
          answers: { meal: 'Fish', song: 'Jolene' },
          plusOneAnswers: { meal: 'Beef' },
        },
        { ...person('Declined'), answers: { meal: 'Veggie', song: 'Hey' } },
      ],
      householdAnswers: { shuttle: 'yes' },
    });
    expect(counted.members.map((m) => [m.answers, m.plusOneAnswers])).toEqual([
      [{ song: 'Jolene' }, {}],
      [{}, undefined],
    ]);
    expect(counted.householdAnswers).toEqual({ shuttle: 'yes' });
    const nobody = countedAnswers(questions, { members: [{ ...person('Declined'), answers: {} }], householdAnswers: { shuttle: 'yes' } });
    expect(nobody.householdAnswers).toEqual({});
  });
});

describe('countAnswers', () => {
  const guest = (id: string, name: string, extra: Partial<GuestWithHousehold> = {}) =>
    ({
      id,
      name,
      status: 'Accepted',
      householdId: null,
      householdName: null,
      plusOneAllowed: false,
      plusOneName: null,
      plusOneStatus: null,
      ...extra,
    }) as GuestWithHousehold;

  it('reads the household’s answer once from its members, and lists every counted answer with whom it is about', () => {
    const guests = [
      guest('ann', 'Ann', { householdId: 'h1', householdName: 'The Lees', plusOneAllowed: true, plusOneName: 'Sam' }),
      guest('bob', 'Bob', { householdId: 'h1', householdName: 'The Lees', status: 'Declined' }),
    ];
    const byEvent = {
      perGuest: new Map<string, Map<string, 'Accepted' | 'Declined' | 'Awaiting' | null>>([
        [
          'ann',
          new Map([
            ['day', 'Accepted' as const],
            ['drinks', 'Accepted' as const],
          ]),
        ],
        ['bob', new Map([['day', 'Declined' as const]])],
      ]),
      plusOnes: new Map<string, Map<string, boolean>>(),
    };
    const stored = new Map([
      [
        'ann',
        new Map([
          ['meal', 'Fish'],
          ['shuttle', 'yes'],
        ]),
      ],
      ['bob', new Map([['meal', 'Veggie']])],
    ]);
    const plusOnes = new Map([['ann', new Map([['meal', 'Beef']])]]);
    const counted = countAnswers(guests, questions, byEvent, stored, plusOnes);
    expect(Object.fromEntries(counted.byGuest)).toEqual({ ann: { meal: 'Fish', shuttle: 'yes' }, bob: { shuttle: 'yes' } });
    expect(Object.fromEntries(counted.plusOnes)).toEqual({ ann: { meal: 'Beef' }, bob: {} });
    expect(counted.entries.map((e) => [e.questionId, e.name, e.value, e.attends('day')])).toEqual([
      ['meal', 'Ann', 'Fish', true],
      ['meal', 'Sam (guest of Ann)', 'Beef', true],
      ['meal', 'Bob', 'Veggie', false],
      ['shuttle', 'The Lees', 'yes', true],
    ]);
  });
});
