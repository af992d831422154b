// One public-page version (issue 29 item 8): every write that changes what a wedding's public page
// shows bumps its page generation in the same transaction, and the guest-page cache and the ETag of
// every web process read it. Two web processes on one database: a write through A changes the
// cached page of B on B's next request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantPro } from '../../admin/domain/operator-accounts';
import { fulfilPayment } from '../../payments/domain/fulfil';
import { paymentsRepository } from '../../payments/domain/repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { coupleWedding } from '../../../../tests/helpers/couple-wedding';
import { engineTables } from '../../../../tests/helpers/test-engine';

const { payments } = engineTables();

async function twoProcesses(role: 'userFree' | 'userPaid' = 'userPaid') {
  const a = await coupleWedding({
    role,
    weddingUrl: 'two-hosts',
    content: { ourStoryHeading: 'How we met', ourStoryComment: 'In a bookshop.', enableFooter: false },
  });
  const b = createTestApp({ sameDatabaseAs: a });
  /** B's anonymous page (the fast path once warm): status, body and ETag. */
  const pageOnB = async (headers: Record<string, string> = {}) => {
    const res = await b.app.request(`/${a.weddingUrl}`, { headers });
    return { status: res.status, html: await res.text(), etag: res.headers.get('etag') };
  };
  return { a, b, pageOnB };
}

/** The venues of the schedule section's event cards. */
function placesOn(html: string): string[] {
  return [...html.matchAll(/<p class="w-event__where">([^<]*)<\/p>/g)].map((m) => m[1]!);
}

/** Warms B's cache and checks it is serving the cached answer (304 for its own ETag). */
async function warm(pageOnB: Awaited<ReturnType<typeof twoProcesses>>['pageOnB']) {
  const first = await pageOnB();
  expect(first.status).toBe(200);
  expect((await pageOnB({ 'if-none-match': first.etag! })).status).toBe(304);
  return first;
}

describe('the public page version across two web processes on one database', () => {
  afterEach(() => vi.useRealTimers());

  it('an event saved twice within one clock tick (or on two hosts whose clocks disagree) shows its second save on B', async () => {
    // Change times are not versions: the same millisecond on A's clock twice must still be two changes.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00Z') });
    const { a, pageOnB } = await twoProcesses();
    const brunch = { title: 'Farewell brunch', date: '2027-06-20', startTime: '10:30', endTime: '13:00', venueName: 'The Orangery' };
    const created = await a.ownerClient.post('/api/v1/events', brunch);
    expect(created.status).toBe(201);
    const { event } = await created.json();
    expect(placesOn((await warm(pageOnB)).html)).toEqual(['The Orangery']);
    expect((await a.ownerClient.patch(`/api/v1/events/${event.id}`, { ...brunch, venueName: 'The Boathouse' })).status).toBe(200);
    expect(placesOn((await pageOnB()).html)).toEqual(['The Boathouse']);
  });

  it('the RSVP deadline passing closes RSVP on the cached page without any write', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-05-01T12:00:00Z') });
    const { a, pageOnB } = await twoProcesses();
    expect((await a.ownerClient.patch('/api/v1/rsvp/settings', { deadline: '2027-05-01' })).status).toBe(200);
    expect((await warm(pageOnB)).html).toContain('w-bar__rsvp');
    vi.setSystemTime(new Date('2027-05-02T00:00:01Z'));
    expect((await pageOnB()).html).not.toContain('w-bar__rsvp');
  });

  it('a builder save through A shows on B at once, with a new ETag', async () => {
    const { a, pageOnB } = await twoProcesses();
    const before = await warm(pageOnB);
    expect(before.html).toContain('How we met');
    expect((await a.ownerClient.patch(`/api/v1/weddings/${a.wedding.id}`, { ourStoryHeading: 'Met at a bookshop' })).status).toBe(200);
    const after = await pageOnB({ 'if-none-match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.html).toContain('Met at a bookshop');
    expect(after.etag).not.toBe(before.etag);
  });

  it('closing RSVP, adding an event and taking the site offline through A each show on B at once', async () => {
    const { a, pageOnB } = await twoProcesses();
    const before = await warm(pageOnB);
    expect(before.html).toContain('w-bar__rsvp');

    expect((await a.ownerClient.patch('/api/v1/rsvp/settings', { rsvpOpen: false })).status).toBe(200);
    const closed = await pageOnB();
    expect(closed.html).not.toContain('w-bar__rsvp');

    const event = { title: 'Farewell brunch', date: '2027-06-20', startTime: '10:30', endTime: '13:00', venueName: 'The Orangery' };
    expect((await a.ownerClient.post('/api/v1/events', event)).status).toBe(201);
    expect((await pageOnB()).html).toContain('Farewell brunch');

    expect((await a.ownerClient.patch(`/api/v1/weddings/${a.wedding.id}`, { published: false })).status).toBe(200);
    // Unpublished: guests see the coming-soon page (issue 22 item 12).
    const unpublished = await pageOnB();
    expect(unpublished.status).toBe(200);
    expect(unpublished.html).toContain('Coming soon');
  });

  it('the owner becoming Pro (the footer they switched off goes) shows on B at once: by payment through A, or by the operator command', async () => {
    const paid = await twoProcesses('userFree');
    expect((await warm(paid.pageOnB)).html).toContain('Made with Vowly');
    await paid.a.transaction(() =>
      paid.a.sql().insert(payments).values({ userId: paid.a.user.id, planId: 'pro', provider: 'test', checkoutSessionId: 'cs_two_hosts', amountCents: 5000 }),
    );
    expect(await fulfilPayment(paymentsRepository(paid.a.store), 'cs_two_hosts')).toBe(true);
    expect((await paid.pageOnB()).html).not.toContain('Made with Vowly');

    const granted = await twoProcesses('userFree');
    expect((await warm(granted.pageOnB)).html).toContain('Made with Vowly');
    await grantPro(granted.a.store, granted.a.user.email);
    expect((await granted.pageOnB()).html).not.toContain('Made with Vowly');
  });
});
