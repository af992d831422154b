// Finding a guest by the name they type, on the in-memory guest list (issue 29 item 7): the typed name against every
// guest of the wedding (match.ts has the matching rules themselves).
import { describe, expect, it } from 'vitest';
import { memoryRsvpRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { findGuestByName } from './lookup';

describe('findGuestByName', () => {
  it('finds one guest of this wedding, and tells apart several households and nobody', async () => {
    const repos = memoryRsvpRepositories();
    const set = rsvpSetup(repos);
    const jose = await set.guest('José Álvarez');
    await set.guest('Kim Lee');
    await set.guest('Kim Lee', { email: 'kim@example.com' });
    await rsvpSetup(repos, 'w2').guest('Zed Zee');
    expect(await findGuestByName(repos, 'w1', '  jose ALVAREZ ')).toEqual({ kind: 'match', guestId: jose.id });
    expect((await findGuestByName(repos, 'w1', 'Kim Lee')).kind).toBe('ambiguous');
    // Another wedding's guest is nobody here.
    expect((await findGuestByName(repos, 'w1', 'Zed Zee')).kind).toBe('none');
  });
});
