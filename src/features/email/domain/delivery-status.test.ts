// Delivery truth on the in-memory e-mail log (issue 29 item 7): one status from the recorded facts
// (complaint > bounce > kept > opened > delivered > delayed), the first report of each kind
// counting once, a bounce or complaint flagging the guest's address (a complaint unsubscribes and
// outranks a bounce, never the reverse), opens only while tracked, and the outbox's acted-out addresses.
import { describe, expect, it } from 'vitest';
import { applyDeliveryEvent, deliveryStatusOf, SIMULATED_BOUNCE_NOTE, simulatedOutcome, simulateDelivery } from './delivery-status';
import { emailRow, memoryEmailsRepository, seedEmails } from './repository/emails.memory';

const at = new Date('2027-06-01T10:00:00Z');
const later = new Date('2027-06-01T11:00:00Z');

describe('deliveryStatusOf', () => {
  const sent = emailRow({ id: 'e1' });
  it('ranks the facts whatever order they came in', () => {
    expect(deliveryStatusOf(sent)).toBe('sent');
    expect(deliveryStatusOf({ ...sent, delayedAt: at })).toBe('delayed');
    expect(deliveryStatusOf({ ...sent, delayedAt: at, deliveredAt: at })).toBe('delivered');
    expect(deliveryStatusOf({ ...sent, openedAt: at })).toBe('opened');
    expect(deliveryStatusOf({ ...sent, openedAt: at, bouncedAt: at })).toBe('bounced');
    expect(deliveryStatusOf({ ...sent, bouncedAt: at, complainedAt: at })).toBe('complained');
  });

  it('says kept for what the outbox kept (never sent or delivered), and queued or failed as they are', () => {
    expect(deliveryStatusOf({ ...sent, provider: 'outbox', deliveredAt: at })).toBe('kept');
    expect(deliveryStatusOf({ ...sent, provider: 'outbox', bouncedAt: at })).toBe('bounced');
    expect(deliveryStatusOf({ ...sent, status: 'queued', deliveredAt: at })).toBe('queued');
    expect(deliveryStatusOf({ ...sent, status: 'failed' })).toBe('failed');
  });
});

describe('applyDeliveryEvent', () => {
  it('records the first report of a kind with its note (500 characters at most); a repeat changes nothing', async () => {
    const repo = memoryEmailsRepository();
    seedEmails(repo, [emailRow({ id: 'e1' })]);
    const email = () => repo.rows.emails[0]!;
    expect(await applyDeliveryEvent(repo, email(), { type: 'delayed', at, note: 'x'.repeat(600) })).toBe('applied');
    expect([email().delayedAt, email().deliveryNote?.length]).toEqual([at, 500]);
    expect(await applyDeliveryEvent(repo, email(), { type: 'delayed', at: later })).toBe('unchanged');
    expect(email().delayedAt).toEqual(at);
    expect(await applyDeliveryEvent(repo, undefined, { type: 'delivered', at })).toBe('unknown-email');
  });

  it('counts opens only for a wedding that tracks them', async () => {
    const repo = memoryEmailsRepository({ weddingsTrackingOpens: ['w2'] });
    seedEmails(repo, [emailRow({ id: 'e1', weddingId: 'w1' }), emailRow({ id: 'e2', weddingId: 'w2' }), emailRow({ id: 'e3', weddingId: null })]);
    const [e1, e2, e3] = repo.rows.emails;
    expect(await applyDeliveryEvent(repo, e1, { type: 'opened', at })).toBe('opens-not-tracked');
    expect(await applyDeliveryEvent(repo, e3, { type: 'opened', at })).toBe('opens-not-tracked');
    expect(await applyDeliveryEvent(repo, e2, { type: 'opened', at })).toBe('applied');
    expect(repo.rows.emails.map((email) => email.openedAt)).toEqual([null, at, null]);
  });

  it('flags the guest’s address on a bounce, and a complaint also unsubscribes and outranks it', async () => {
    const repo = memoryEmailsRepository();
    seedEmails(repo, [emailRow({ id: 'e1', guestId: 'g1', to: 'ann@example.com' }), emailRow({ id: 'e2', guestId: 'g1', to: 'ann@example.com' })], ['g1']);
    const [e1, e2] = repo.rows.emails;
    await applyDeliveryEvent(repo, e1, { type: 'bounced', at });
    expect(repo.rows.guests.get('g1')).toEqual({ emailProblem: 'bounced', emailProblemAddress: 'ann@example.com', emailProblemAt: at, unsubscribed: false });
    await applyDeliveryEvent(repo, e2, { type: 'complained', at: later });
    expect(repo.rows.guests.get('g1')).toEqual({
      emailProblem: 'complained',
      emailProblemAddress: 'ann@example.com',
      emailProblemAt: later,
      unsubscribed: true,
    });
    await applyDeliveryEvent(repo, e2, { type: 'bounced', at: later });
    expect(repo.rows.guests.get('g1')?.emailProblem).toBe('complained');
  });

  it('moves the flag’s time to a newer complaint about the same address', async () => {
    const repo = memoryEmailsRepository();
    seedEmails(repo, [emailRow({ id: 'e1', guestId: 'g1', to: 'ann@example.com' }), emailRow({ id: 'e2', guestId: 'g1', to: 'ann@example.com' })], ['g1']);
    const [e1, e2] = repo.rows.emails;
    await applyDeliveryEvent(repo, e1, { type: 'complained', at });
    await applyDeliveryEvent(repo, e2, { type: 'complained', at: later });
    expect(repo.rows.guests.get('g1')).toMatchObject({ emailProblem: 'complained', emailProblemAt: later });
  });

  it('lets a bounce of a new address replace a complaint about the old one', async () => {
    const repo = memoryEmailsRepository();
    seedEmails(repo, [emailRow({ id: 'e1', guestId: 'g1', to: 'old@example.com' }), emailRow({ id: 'e2', guestId: 'g1', to: 'new@example.com' })], ['g1']);
    const [e1, e2] = repo.rows.emails;
    await applyDeliveryEvent(repo, e1, { type: 'complained', at });
    await applyDeliveryEvent(repo, e2, { type: 'bounced', at: later });
    expect(repo.rows.guests.get('g1')).toMatchObject({ emailProblem: 'bounced', emailProblemAddress: 'new@example.com' });
  });
});

describe('the local outbox’s acted-out outcomes', () => {
  it('bounces bounce@…, bounce+…@ and *@bounce.example.com, complains likewise, keeps the rest', () => {
    expect(['bounce@x.org', 'Bounce+1@x.org', 'a@bounce.example.com'].map(simulatedOutcome)).toEqual(['bounced', 'bounced', 'bounced']);
    expect(['complaint@x.org', 'complaint+2@x.org', 'a@complaint.example.com'].map(simulatedOutcome)).toEqual(['complained', 'complained', 'complained']);
    expect(['bouncer@x.org', 'ann@example.com', 'a@sub.bounce.example.com'].map(simulatedOutcome)).toEqual(['kept', 'kept', 'kept']);
  });

  it('records the acted-out bounce with its note, and nothing for an ordinary address', async () => {
    const repo = memoryEmailsRepository();
    seedEmails(repo, [emailRow({ id: 'e1', to: 'bounce@example.com', provider: 'outbox' }), emailRow({ id: 'e2', to: 'ann@example.com', provider: 'outbox' })]);
    expect(await simulateDelivery(repo, 'e1', at)).toBe('applied');
    expect(await simulateDelivery(repo, 'e2', at)).toBe('unchanged');
    expect(await simulateDelivery(repo, 'nope', at)).toBe('unknown-email');
    expect(repo.rows.emails.map((email) => [email.bouncedAt, email.deliveryNote])).toEqual([
      [at, SIMULATED_BOUNCE_NOTE],
      [null, null],
    ]);
  });
});
