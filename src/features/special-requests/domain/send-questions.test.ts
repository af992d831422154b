// What a send of the questions link accepts (the page's form and the API), and the e-mail key that makes it
// once per guest and round. The send itself (one campaign transaction) is tests/contract's and the routes'.
import { describe, expect, it } from 'vitest';
import { questionsEmailKey, questionsSendSchema } from './send-questions';

const ids = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `guest${'abcdefghij'[index % 10]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(index / 10) % 26]}${Math.floor(index / 260) === 0 ? '' : 'z'}`,
  );
const messages = (input: unknown) => questionsSendSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('questionsSendSchema', () => {
  it('reads bulk, a list, or the form’s comma-separated text, each guest once', () => {
    expect(questionsSendSchema.parse({ guestIds: 'bulk' })).toEqual({ target: { scope: 'bulk' }, newCampaign: false, requestId: undefined });
    expect(questionsSendSchema.parse({ guestIds: ['bulk'], newCampaign: 'on' }).target).toEqual({ scope: 'bulk' });
    expect(questionsSendSchema.parse({ guestIds: 'abc, def,abc,', newCampaign: true, requestId: 'req-12345' })).toEqual({
      target: { scope: 'single', guestIds: ['abc', 'def'] },
      newCampaign: true,
      requestId: 'req-12345',
    });
  });

  it('reads the form’s checkbox values for a new round', () => {
    for (const [value, expected] of [
      ['on', true],
      ['1', true],
      ['true', true],
      ['0', false],
      ['', false],
      [undefined, false],
    ] as const)
      expect(questionsSendSchema.parse({ guestIds: 'bulk', newCampaign: value }).newCampaign).toBe(expected);
  });

  it('refuses nobody chosen with the spec’s text, and ids that are not guest ids', () => {
    expect(messages({})).toEqual(['Choose at least one guest']);
    expect(messages({ guestIds: ' , ' })).toEqual(['Choose at least one guest']);
    expect(messages({ guestIds: ['ABC!'] })).toEqual(["guestIds are guest ids, or 'bulk' alone"]);
  });

  it('sends to at most 400 guests at once', () => {
    expect(questionsSendSchema.parse({ guestIds: ids(400) }).target).toMatchObject({ scope: 'single' });
    expect(messages({ guestIds: ids(401) })).toEqual(['At most 400 guests at once']);
  });

  it('refuses a guestIds that is no list, and a malformed requestId', () => {
    expect(messages({ guestIds: 42 })).toEqual(["guestIds must be a list of guest ids or 'bulk'"]);
    expect(messages({ guestIds: 'bulk', requestId: 'short' })).toEqual(['requestId must be 8 to 100 letters, digits or -_:.']);
  });
});

describe('questionsEmailKey', () => {
  it('is one key per wedding, round and guest', () => {
    expect(questionsEmailKey('w1', 3, 'g1')).toBe('special-request:w1:c3:g1');
  });
});
