import { describe, expect, it } from 'vitest';
import { INTRO_MAX, specialQuestionInputSchema, specialSettingsInputSchema } from './schemas';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('specialSettingsInputSchema', () => {
  it('tidies the introduction (CRLF, outer spaces), takes null as empty and form booleans', () => {
    expect(specialSettingsInputSchema.parse({ intro: '  Hello\r\nthere  ', showInRsvp: 'on', acceptNewGuests: 'false' })).toEqual({
      intro: 'Hello\nthere',
      showInRsvp: true,
      acceptNewGuests: false,
    });
    expect(specialSettingsInputSchema.parse({ intro: null })).toEqual({ intro: '' });
    expect(specialSettingsInputSchema.parse({})).toEqual({});
  });

  it(`refuses an introduction over ${INTRO_MAX} characters (after trimming) and one that is not text`, () => {
    expect(specialSettingsInputSchema.safeParse({ intro: ` ${'a'.repeat(INTRO_MAX)} ` }).success).toBe(true);
    expect(issue(specialSettingsInputSchema.safeParse({ intro: 'a'.repeat(INTRO_MAX + 1) }))).toBe('The introduction can be at most 500 characters');
    expect(issue(specialSettingsInputSchema.safeParse({ intro: 5 }))).toBe('The introduction must be text');
  });
});

describe('specialQuestionInputSchema', () => {
  it('keeps label, kind, options and required, and drops the RSVP’s scope and event', () => {
    expect(
      specialQuestionInputSchema.parse({
        label: ' Your  meal ',
        kind: 'choice',
        options: ['Fish', 'Veggie'],
        required: 'on',
        scope: 'household',
        eventId: 'e1',
      }),
    ).toEqual({
      label: 'Your meal',
      kind: 'choice',
      options: ['Fish', 'Veggie'],
      required: true,
    });
  });
});
