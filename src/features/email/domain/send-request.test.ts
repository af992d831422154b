// The send request (product.md §7 PATCH /send-invite, and the announce page's form) on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { requestIdSchema, sendRequestSchema } from './send-request';

const parse = (body: unknown) => sendRequestSchema.parse(body);
const refused = (body: unknown) => sendRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message);

describe('sendRequestSchema', () => {
  it('reads a bare list of guest ids as invitations to those guests, each once', () => {
    expect(parse(['ann2', 'bob3', 'ann2'])).toEqual({
      mode: 'invite',
      target: { scope: 'single', guestIds: ['ann2', 'bob3'] },
      newCampaign: false,
      requestId: undefined,
      suppressToast: false,
      redirect: undefined,
    });
  });

  it('reads owner and bulk, alone or as the form’s scope, whatever guests were ticked', () => {
    expect(parse({ guestIds: 'owner', mode: 'savethedate' }).target).toEqual({ scope: 'owner' });
    expect(parse({ guestIds: ['bulk'] }).target).toEqual({ scope: 'bulk' });
    expect(parse({ scope: 'bulk', guestIds: 'ann2', mode: 'reminder' })).toMatchObject({ mode: 'reminder', target: { scope: 'bulk' } });
    expect(parse({ scope: 'single', guestIds: 'ann2, bob3' }).target).toEqual({ scope: 'single', guestIds: ['ann2', 'bob3'] });
    expect(parse({ guestIds: '["ann2"]' }).target).toEqual({ scope: 'single', guestIds: ['ann2'] });
  });

  it('takes the older names of the mode and of “send again”, and the form’s checkbox values', () => {
    expect(parse({ guestIds: ['ann2'], mode: 'invitations', resend: 'on' })).toMatchObject({ mode: 'invite', newCampaign: true });
    expect(parse({ guestIds: ['ann2'], newCampaign: '0', suppressToast: 'true' })).toMatchObject({ newCampaign: false, suppressToast: true });
  });

  it('refuses a send to nobody with the spec’s text, and ids, modes and lists that are not the API’s', () => {
    expect(refused({ scope: 'single' })).toEqual(['Choose at least one guest']);
    expect(refused({ guestIds: '' })).toEqual(['Choose at least one guest']);
    expect(refused({ guestIds: ['Not-An-Id'] })).toEqual(["guestIds are guest ids, or 'owner' or 'bulk' alone"]);
    expect(refused({ guestIds: ['ann2'], mode: 'thankyou' })).toEqual(['mode must be invite, savethedate or reminder']);
    expect(refused({ guestIds: Array.from({ length: 401 }, (_, i) => `g${'a'.repeat(i % 60)}`) })).toEqual(['At most 400 guests at once']);
    expect(refused({ guestIds: 42 })).toEqual(["guestIds must be a list of guest ids, 'owner' or 'bulk'"]);
  });
});

describe('requestIdSchema', () => {
  it('takes 8 to 100 letters, digits or -_:. and nothing else', () => {
    expect(requestIdSchema.parse(' click-2027:06.14_a ')).toBe('click-2027:06.14_a');
    expect(requestIdSchema.safeParse('short').success).toBe(false);
    expect(requestIdSchema.safeParse('has space in it').success).toBe(false);
    expect(requestIdSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
