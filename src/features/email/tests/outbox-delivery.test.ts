import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { deliverEmail } from '../domain/deliver';
import { deliveryStatusOf, simulatedOutcome } from '../domain/delivery-status';
import { outboxTransport } from '../domain/transport';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf, guestRow } from './helpers';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the local outbox (no e-mail service) keeps e-mails and, in development, acts out problems', () => {
  it('reserved addresses bounce or complain; every other address is only kept', () => {
    expect(simulatedOutcome('ann@example.com')).toBe('kept');
    expect(simulatedOutcome('bounce@example.com')).toBe('bounced');
    expect(simulatedOutcome('Bounce+ann@gmail.com')).toBe('bounced');
    expect(simulatedOutcome('ann@bounce.example.com')).toBe('bounced');
    expect(simulatedOutcome('complaint@example.com')).toBe('complained');
    expect(simulatedOutcome('ann@complaint.example.com')).toBe('complained');
    expect(simulatedOutcome('bouncer@example.com')).toBe('kept');
  });

  it('a kept e-mail is never reported delivered; one to bounce@… bounces and flags the guest', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bob@bounce.example.com');
    const cat = await addGuest(t.store, couple.wedding.id, 'Cat Fox', 'complaint@example.com');
    const owner = client(t.app, couple.cookie);
    expect((await owner.patch('/api/v1/send-invite', { guestIds: [ann.id, bob.id, cat.id], mode: 'invite' })).status).toBe(200);
    for (const row of await emailsOf(t.store, couple.wedding.id)) expect(await deliverEmail(t.store, outboxTransport, row.id)).toBe('sent');

    const { t: tables, sql } = portable(t.store);
    const byGuest = async (id: string) => first(await sql().select().from(tables.emails).where(eq(tables.emails.guestId, id)))!;
    expect(deliveryStatusOf(await byGuest(ann.id))).toBe('kept');
    expect(await byGuest(ann.id)).toMatchObject({ status: 'sent', provider: 'outbox', deliveredAt: null });
    expect(deliveryStatusOf(await byGuest(bob.id))).toBe('bounced');
    expect((await byGuest(bob.id)).deliveredAt).toBeNull();
    expect((await byGuest(bob.id)).deliveryNote).toMatch(/Simulated by the local outbox/);
    expect(deliveryStatusOf(await byGuest(cat.id))).toBe('complained');
    expect((await byGuest(cat.id)).deliveredAt).toBeNull();

    const guest = (id: string) => guestRow(t.store, id);
    expect((await guest(ann.id)).emailProblem).toBeNull();
    expect(await guest(bob.id)).toMatchObject({ emailProblem: 'bounced', emailProblemAddress: 'bob@bounce.example.com', unsubscribed: false });
    expect(await guest(cat.id)).toMatchObject({ emailProblem: 'complained', unsubscribed: true });

    // The job running again changes nothing.
    expect(await deliverEmail(t.store, outboxTransport, (await byGuest(bob.id)).id)).toBe('already-sent');
  });

  it('the guest list and the guest API show a bounced address until the couple corrects it', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bounce@example.com');
    const owner = client(t.app, couple.cookie);
    expect((await owner.patch('/api/v1/send-invite', { guestIds: [ann.id, bob.id], mode: 'invite' })).status).toBe(200);
    for (const row of await emailsOf(t.store, couple.wedding.id)) await deliverEmail(t.store, outboxTransport, row.id);

    const list = (await (await owner.get('/api/v1/guest-list')).json()) as { guests: { guestId: string; emailProblem: string | null }[] };
    expect(list.guests.find((g) => g.guestId === bob.id)!.emailProblem).toBe('bounced');
    expect(list.guests.find((g) => g.guestId === ann.id)!.emailProblem).toBeNull();

    const page = await (await owner.get('/app/guest-list')).text();
    const bobRow = page.slice(page.indexOf(`data-guest-id="${bob.id}"`), page.indexOf('</tr>', page.indexOf(`data-guest-id="${bob.id}"`)));
    expect(bobRow).toContain('data-email-problem="bounced"');
    expect(bobRow).toContain('Email bounced');
    const annRow = page.slice(page.indexOf(`data-guest-id="${ann.id}"`), page.indexOf('</tr>', page.indexOf(`data-guest-id="${ann.id}"`)));
    expect(annRow).not.toContain('data-email-problem');

    // A corrected address is no longer flagged.
    const fixed = await owner.patch('/api/v1/guest-list', { guestId: bob.id, email: 'bob@example.com' });
    expect(fixed.status).toBe(200);
    expect(((await fixed.json()) as { guest: { emailProblem: string | null } }).guest.emailProblem).toBeNull();
    expect(await (await owner.get('/app/guest-list')).text()).not.toContain('Email bounced');
  });
});
