// What the planning calendar's form and month links accept (issue 29 item 7): the spec's refusals, an
// optional time span that cannot end before it starts, the five colours, and a month as yyyy-MM.
import { describe, expect, it } from 'vitest';
import { monthSchema, newEventSchema } from './calendar-inputs';

const refusals = (input: Record<string, unknown>) => {
  const parsed = newEventSchema.safeParse({ title: 'Cake tasting', date: '2027-05-20', ...input });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('newEventSchema', () => {
  it('refuses a missing title or date, a malformed time and an end before the start', () => {
    expect(refusals({ title: ' ' })).toEqual(['Give the event a title']);
    expect(refusals({ date: '' })).toEqual(['Choose a date for the event']);
    expect(refusals({ time: '9:00' })).toEqual(['Time must look like 16:30']);
    expect(refusals({ time: '10:00', endTime: '09:30' })).toEqual(['The event cannot end before it starts']);
    expect(refusals({ theme: 'RED' })).toHaveLength(1);
  });

  it('takes an all-day entry, an end without a start, and blue by default', () => {
    expect(newEventSchema.parse({ title: ' Fitting ', date: '2027-05-20' })).toEqual({
      title: 'Fitting',
      date: '2027-05-20',
      time: '',
      endTime: '',
      theme: 'BLUE',
    });
    expect(refusals({ endTime: '09:30' })).toEqual([]);
    expect(refusals({ time: '10:00', endTime: '10:00', theme: 'PINK' })).toEqual([]);
  });
});

describe('monthSchema', () => {
  it('is a month as yyyy-MM, or none', () => {
    expect(['2027-06', '2027-12', undefined].map((m) => monthSchema.safeParse(m).success)).toEqual([true, true, true]);
    expect(['2027-13', '2027-00', '2027-6', 'June'].map((m) => monthSchema.safeParse(m).success)).toEqual([false, false, false, false]);
  });
});
