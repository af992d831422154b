// Whose unsubscribe link this is (issue 29 item 7), on a repository of plain rows: a guest only with
// their own signed token (any other, a forged or a malformed one is nobody), the couple's preview
// link, the couple's names and the site's languages for the page; and the address shown masked.
import { describe, expect, it } from 'vitest';
import type { GuestRow, WeddingRow } from '../../../core/db/schema';
import type { UnsubscribeRepository } from './repository/unsubscribe';
import { findUnsubscribeTargetIn, maskEmail } from './unsubscribe';
import { unsubscribeToken } from './unsubscribe-token';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' };
const ann = { id: 'abc234', weddingId: 'w1', name: 'Ann', email: 'ann@example.com', unsubscribed: false } as GuestRow;
const orphan = { ...ann, id: 'xyz234', weddingId: 'gone' } as GuestRow;
const wedding = { id: 'w1', languages: ['es', 'en'], content: { brideGroomOneName: 'Cat', joiner: 'and', brideGroomTwoName: 'Dan' } } as unknown as WeddingRow;

const repo: UnsubscribeRepository = {
  findGuest: async (id) => [ann, orphan].find((g) => g.id === id),
  findWedding: async (id) => (id === 'w1' ? wedding : undefined),
  setUnsubscribed: async () => {},
};

describe('findUnsubscribeTargetIn', () => {
  it("finds the guest of a valid token with the couple's names and the site's languages", async () => {
    const target = await findUnsubscribeTargetIn(repo, config, ` ${unsubscribeToken(config, ann)} `);
    expect(target).toEqual({ kind: 'guest', guest: ann, names: 'Cat and Dan', site: { defaultLanguage: 'es', languages: ['es', 'en'] } });
  });

  it('knows no names when the wedding is gone', async () => {
    const target = await findUnsubscribeTargetIn(repo, config, unsubscribeToken(config, orphan));
    expect(target).toMatchObject({ kind: 'guest', names: null, site: { defaultLanguage: 'en' } });
  });

  it("is the couple's preview for the preview token, and nobody for a missing, malformed, forged or unknown one", async () => {
    expect(await findUnsubscribeTargetIn(repo, config, ' preview ')).toEqual({ kind: 'preview' });
    const forged = unsubscribeToken({ ...config, SESSION_SECRET: `${config.SESSION_SECRET}!` }, ann);
    const unknown = unsubscribeToken(config, { id: 'qqq234', weddingId: 'w1' });
    for (const token of [undefined, null, '', 'abc234', forged, unknown])
      expect(await findUnsubscribeTargetIn(repo, config, token)).toEqual({ kind: 'invalid' });
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
    expect([maskEmail(null), maskEmail(''), maskEmail('no-at-sign'), maskEmail('@example.com')]).toEqual(['', '', '', '']);
  });
});
