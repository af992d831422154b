// Two members editing the guest list at once (issue 23 item 8): neither loses an edit, and the
// activity log names each.
import { describe, expect, it } from 'vitest';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { client } from '../../../../tests/helpers/http';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';

describe('two members on the guest list at once (issue 23 item 8)', () => {
  it('keeps every add and both changes to one guest made at the same moment', async () => {
    const w = await coupleWedding();
    const leo = client(w.app, (await addWeddingMember(w.store, w.wedding.id, 'partner', 'Leo')).cookie);
    const adds = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? leo : w.ownerClient).post('/api/v1/guest-list', { name: `Guest ${i}` })));
    expect(adds.map((r) => r.status)).toEqual(Array(6).fill(201));
    const bea = ((await (await w.ownerClient.post('/api/v1/guest-list', { name: 'Bea Lane' })).json()) as { guest: { guestId: string } }).guest.guestId;
    const [one, two] = await Promise.all([
      w.ownerClient.patch('/api/v1/guest-list', { guestId: bea, email: 'bea@example.com' }),
      leo.patch('/api/v1/guest-list', { guestId: bea, notes: 'Vegetarian' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const list = (await (await w.ownerClient.get('/api/v1/guest-list')).json()) as {
      guests: { guestId: string; name: string; email?: string; notes: string | null }[];
    };
    expect(list.guests).toHaveLength(7);
    expect(list.guests.find((g) => g.guestId === bea)).toMatchObject({ email: 'bea@example.com', notes: 'Vegetarian' });
    const log = (await (await leo.get('/api/v1/activity')).json()) as { entries: { text: string }[] };
    const texts = log.entries.map((e) => e.text);
    expect(texts.filter((t) => t.startsWith('Leo added a guest'))).toHaveLength(3);
    expect(texts.filter((t) => t.startsWith('Ana Couple added a guest'))).toHaveLength(4);
    expect(texts).toEqual(expect.arrayContaining(['Leo changed a guest: Bea Lane', 'Ana Couple changed a guest: Bea Lane']));
  });
});
