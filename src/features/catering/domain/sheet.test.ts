// The caterer's sheet as CSV rows (issue 23 item 9): one row per person per event, a column per question any
// event asks (blank where it does not), the plus-one's host, child or adult, and never a contact detail.
// Building the sheet from the store (the guests and the RSVP's answers) is the route tests'.
import { describe, expect, it } from 'vitest';
import { type CateringEvent, cateringRows } from './sheet';

const event = (changes: Partial<CateringEvent>): CateringEvent => ({
  id: 'main',
  title: 'Wedding',
  when: 'Sat 12 Sep',
  attending: 0,
  adults: 0,
  children: null,
  questions: [],
  people: [],
  ...changes,
});

describe('cateringRows', () => {
  it('has one row per person per event, a column per question across events, blank where not asked', () => {
    const rows = cateringRows([
      event({
        title: 'Wedding',
        questions: [{ id: 'meal', label: 'Meal', tally: [] }],
        people: [
          { name: 'Ana', guestOf: null, child: false, answers: { meal: 'Fish' } },
          { name: 'Sam', guestOf: 'Ana', child: true, answers: {} },
        ],
      }),
      event({
        id: 'brunch',
        title: 'Brunch',
        questions: [{ id: 'diet', label: 'Diet', tally: [] }],
        people: [{ name: 'Ana', guestOf: null, child: false, answers: { diet: 'Vegan', meal: 'Fish' } }],
      }),
    ]);
    expect(rows).toEqual([
      ['Event', 'Name', 'Guest of', 'Age', 'Meal', 'Diet'],
      ['Wedding', 'Ana', '', 'Adult', 'Fish', ''],
      ['Wedding', 'Sam', 'Ana', 'Child', '', ''],
      ['Brunch', 'Ana', '', 'Adult', 'Fish', 'Vegan'],
    ]);
  });

  it('names a question asked by two events once, and is only the header without events', () => {
    const meal = { id: 'meal', label: 'Meal', tally: [] };
    expect(cateringRows([event({ questions: [meal] }), event({ id: 'b', questions: [meal] })])[0]).toEqual(['Event', 'Name', 'Guest of', 'Age', 'Meal']);
    expect(cateringRows([])).toEqual([['Event', 'Name', 'Guest of', 'Age']]);
  });
});
