// Issue 28 item 14: the per-wedding ceilings of the name lookup and the website password slow an
// attacker without refusing the real guests. Past a ceiling the wedding is under attack and a name
// (or the password) alone is not enough: the e-mail address of the invitation is asked for too.
// Per-client limits count an IPv6 client by its /64. Issue 22 item 15: one word asks for the full name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, lookupBuckets, recordFailure } from '../../../core/rate-limit';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { FULL_NAME_NEEDED, LOOKUP_EMAIL_NEEDED, NOT_FOUND_BY_NAME } from '../../../shared/rsvp/texts';
import { GATE_EMAIL_NEEDED } from '../../site/domain/site-access';
import { ORIGIN } from '../../../../tests/helpers/http';
import { rsvpWedding, type RsvpTestWedding } from './helpers';

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const json = async (res: Response) => (await res.json()) as any;

function lookup(w: Pick<RsvpTestWedding, 'app' | 'weddingUrl'>, query: string, address: string) {
  return w.app.request(`${ORIGIN}/api/v1/public/${w.weddingUrl}/rsvp?${query}`, {}, from(address));
}

function findForm(w: RsvpTestWedding, fields: Record<string, string>, address: string) {
  return w.app.request(
    `${ORIGIN}/${w.weddingUrl}/rsvp/find`,
    { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
    from(address),
  );
}

async function garcias() {
  const w = await rsvpWedding();
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias' });
  await w.addGuest({ name: 'Maria Garcia', household: 'Garcias', email: 'Maria.Garcia@example.com' });
  await w.addGuest({ name: 'Ann Lee', email: 'ann@example.com' });
  return { w, jose };
}

describe('name lookups under attack', () => {
  afterEach(() => vi.useRealTimers());

  it('past the ceiling the real guest is asked for the invitation e-mail, never refused; name and e-mail of one household find it', async () => {
    const { w, jose } = await garcias();
    // A distributed guesser: one lookup from each of many addresses (all but the last few counted directly).
    const ceiling = lookupBuckets(w.wedding.id, undefined)[1]!;
    for (let i = 0; i < LIMITS.lookupWedding.capacity - 3; i++) await recordFailure(w.store, [ceiling]);
    for (let i = 0; i < 3; i++) {
      const res = await lookup(w, `name=Guess+Person+${i}`, `10.3.0.${i + 1}`);
      expect(res.status).toBe(200);
      expect((await json(res)).msg).toBe(NOT_FOUND_BY_NAME);
    }
    const guest = '192.0.2.10';
    const asked = await lookup(w, 'name=Jose+Garcia', guest);
    expect(asked.status).toBe(200);
    expect(await json(asked)).toEqual({ guest: null, allowRsvpResubmit: true, questions: [], msg: LOOKUP_EMAIL_NEEDED, ask: 'email' });
    // The attacker's next name gets the same answer: a name alone finds nothing now.
    expect((await json(await lookup(w, 'name=Guess+Person+x', '10.9.0.1'))).ask).toBe('email');
    // Right name, e-mail of another guest (not of the household): the plain "not found".
    expect(await json(await lookup(w, 'name=Jose+Garcia&email=ann%40example.com', guest))).toMatchObject({ guest: null, msg: NOT_FOUND_BY_NAME });
    // Right name with the household's address (as the couple has it, any case): found.
    const found = await json(await lookup(w, 'name=Jose+Garcia&email=maria.garcia%40EXAMPLE.com', guest));
    expect(found.guest).toMatchObject({ guestId: jose.id, token: w.tokenOf(jose) });

    // Without JavaScript: the find form asks for the e-mail in the page, then the pair leads to the personal link.
    const page = await findForm(w, { name: 'Jose Garcia' }, '192.0.2.11');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(LOOKUP_EMAIL_NEEDED);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*id="rsvp-lookup-email"|<input[^>]*id="rsvp-lookup-email"[^>]*name="email"/);
    const answered = await findForm(w, { name: 'Jose Garcia', email: 'maria.garcia@example.com' }, '192.0.2.11');
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(jose))}`);
    // Other weddings are not under attack.
    const other = await coupleWedding({ app: w, weddingUrl: 'other-pair' });
    const ann = await other.addGuest({ name: 'Ann Lee' });
    expect((await json(await lookup(other, 'name=Ann+Lee', '10.3.0.1'))).guest.guestId).toBe(ann.id);
  });

  it('one client is refused (429, Retry-After, the message in the no-JS form); IPv6 is counted per /64', async () => {
    const { w } = await garcias();
    // The clock stands still while the bucket fills: it drains one lookup per 120 s, so each second the
    // lookups take (more on PostgreSQL, or on a loaded machine) would take a second off the Retry-After.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < LIMITS.lookupAddress.capacity; i++) expect((await lookup(w, `name=Guess+Person+${i}`, `2001:db8:0:1::${i + 1}`)).status).toBe(200);
    // Another address of the same /64 is the same client.
    const refused = await lookup(w, 'name=Jose+Garcia', '2001:db8:0:1:aaaa:bbbb:cccc:dddd');
    expect(refused.status).toBe(429);
    // The wait for the next attempt: 120 s after the last one, less the seconds the loop took (it read 119 at load 28).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(100);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    const page = await findForm(w, { name: 'Jose Garcia' }, '2001:db8:0:1::ffff');
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(/role="alert">Too many attempts. Please try again in \d+ (seconds|minutes)\./);
    // The next /64 is another client.
    expect((await lookup(w, 'name=Jose+Garcia', '2001:db8:0:2::1')).status).toBe(200);
  });
});

describe('a first or last name alone (issue 22 item 15)', () => {
  it('asks for the full name as on the invitation instead of the note form; a full name still finds the guest', async () => {
    const { w, jose } = await garcias();
    for (const typed of ['Jose', 'garcia', ' José ']) {
      const body = await json(await lookup(w, `name=${encodeURIComponent(typed)}`, '192.0.2.20'));
      expect(body, typed).toEqual({ guest: null, allowRsvpResubmit: true, questions: [], msg: FULL_NAME_NEEDED, ask: 'fullName' });
    }
    const page = await findForm(w, { name: 'Garcia' }, '192.0.2.21');
    const html = await page.text();
    expect(html).toContain(FULL_NAME_NEEDED);
    expect(html).not.toContain('data-testid="rsvp-request-form"');
    expect((await json(await lookup(w, 'name=Jose+Garcia', '192.0.2.22'))).guest.guestId).toBe(jose.id);
  });
});

describe('the website password under attack', () => {
  async function guarded() {
    const w = await rsvpWedding({ weddingUrl: 'guarded', content: { enablePassword: true, websitePassword: 'open sesame' } });
    await w.addGuest({ name: 'Ann Lee', email: 'ann@example.com' });
    const post = (body: Record<string, string>, address: string) =>
      w.app.request(
        `${ORIGIN}/api/v1/private/guarded`,
        { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        from(address),
      );
    const gate = (fields: Record<string, string>, address: string) =>
      w.app.request(
        `${ORIGIN}/password/guarded`,
        { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() },
        from(address),
      );
    return { w, post, gate };
  }

  it('past the ceiling the right password needs a guest e-mail too, and is never refused for the ceiling', async () => {
    const { post, gate } = await guarded();
    for (let i = 0; i < LIMITS.sitePasswordWedding.capacity; i++)
      expect((await post({ password: `guess ${i}` }, `10.2.${Math.floor(i / 200)}.${(i % 200) + 1}`)).status).toBe(401);
    const asked = await post({ password: 'open sesame' }, '192.0.2.1');
    expect(asked.status).toBe(401);
    expect(await json(asked)).toEqual({ msg: GATE_EMAIL_NEEDED, code: 'EMAIL_NEEDED' });
    // A guesser with the password but no guest's address is still out.
    expect((await post({ password: 'open sesame', email: 'stranger@example.com' }, '192.0.2.1')).status).toBe(401);
    expect((await post({ password: 'wrong', email: 'ann@example.com' }, '192.0.2.2')).status).toBe(401);
    const admitted = await post({ password: 'open sesame', email: 'ANN@example.com' }, '192.0.2.3');
    expect(admitted.status).toBe(200);
    expect(admitted.headers.getSetCookie().join()).toMatch(/vowly_site_/);

    // The no-JS gate asks for it in the page, then lets the guest in.
    const page = await gate({ password: 'open sesame' }, '192.0.2.4');
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain(GATE_EMAIL_NEEDED);
    expect(html).toContain('id="invitation-email"');
    const inside = await gate({ password: 'open sesame', email: 'ann@example.com' }, '192.0.2.4');
    expect(inside.status).toBe(303);
    expect(inside.headers.get('location')).toBe('/guarded');
  });

  it('one address is still refused after 5 wrong passwords, counting IPv6 per /64', async () => {
    const { post } = await guarded();
    for (let i = 0; i < LIMITS.sitePasswordAddress.capacity; i++) expect((await post({ password: `guess ${i}` }, `2001:db8:5:6::${i + 1}`)).status).toBe(401);
    expect((await post({ password: 'open sesame' }, '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await post({ password: 'open sesame' }, '2001:db8:5:7::1')).status).toBe(200);
  });
});
