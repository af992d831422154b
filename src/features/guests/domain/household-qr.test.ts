// Printed invitations' QR codes (issue 16 item 5) on the in-memory guests: one per household, in the order
// the households' first guests were added, each opening its oldest member's personal link.
import { describe, expect, it } from 'vitest';
import { householdCodes } from './household-qr';
import { memoryGuestsRepository } from './repository.memory';
import { rsvpToken } from './rsvp-link';

const config = { SESSION_SECRET: 'test-secret-for-household-codes', dataDir: '/nonexistent' };
const origin = 'https://vowly.example';

async function list() {
  const repository = memoryGuestsRepository();
  const [smiths] = await repository.addHouseholds('w1', ['The Smiths']);
  const at = (seconds: number) => new Date(seconds * 1000);
  const row = (name: string, seconds: number, extra = {}) => ({
    weddingId: 'w1',
    name,
    nameKey: name.toLowerCase(),
    createdAt: at(seconds),
    updatedAt: at(seconds),
    ...extra,
  });
  const [jo, , , sam] = await repository.insert([
    row('Jo Smith', 1, { householdId: smiths }),
    row('Kim Smith', 3, { householdId: smiths, plusOneAllowed: true, plusOneName: 'Lee' }),
    row('Other Wedding', 0, { weddingId: 'w2' }),
    row('Sam Solo', 2),
  ]);
  return { repository, smiths: smiths!, jo: jo!, sam: sam! };
}

describe('householdCodes', () => {
  it('gives one code per household (a guest alone is one) with its members and named plus-ones', async () => {
    const { repository, smiths, jo, sam } = await list();
    const codes = await householdCodes(repository, config, origin, { id: 'w1', weddingUrl: 'jo-and-kim' });
    expect(codes.map((c) => [c.key, c.householdName, c.names])).toEqual([
      [smiths, 'The Smiths', ['Jo Smith', 'Kim Smith', 'Lee']],
      [sam, null, ['Sam Solo']],
    ]);
    const joToken = rsvpToken(config, { id: jo, weddingId: 'w1', rsvpLinkVersion: 1 });
    expect(codes[0]!.url).toBe(`${origin}/jo-and-kim/rsvp?token=${encodeURIComponent(joToken)}`);
    expect(codes[0]!.svg).toMatch(/^<svg[^>]*viewBox/);
  });

  it('is empty before the wedding has an address', async () => {
    const { repository } = await list();
    expect(await householdCodes(repository, config, origin, { id: 'w1', weddingUrl: null })).toEqual([]);
  });
});
