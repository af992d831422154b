// Guest e-mails go out for the request's current wedding (issue 29 item 4, issue 23): a partner who
// also owns a wedding of their own sends the invitations and the special-request questions of the
// wedding they chose, with that wedding's Pro, never anything for the wedding they own.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { addSpecialQuestion } from '../../special-requests/domain/questions';
import { client } from '../../../../tests/helpers/http';
import { createTestApp } from '../../../../tests/helpers/app';
import { addGuest, createCouple, partnerOf } from '../../email/tests/helpers';
import { eventInput } from '../../../../tests/helpers/event-input';

const { emails } = engineTables();

describe('a partner sends for the wedding they chose', () => {
  it('invitations (API and page form) and the questions e-mail go to that wedding’s guests, with its Pro', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store, { role: 'userPaid' });
    const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bob@example.com');
    const partnerAccount = await partnerOf(t.store, couple);
    // The partner's own (free) wedding has a guest of its own: nothing may reach them.
    const zed = await addGuest(t.store, partnerAccount.wedding.id, 'Zed Own', 'zed@example.com');
    const partner = client(t.app, partnerAccount.cookie);

    const api = await partner.patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ queued: [{ guestId: ann.id }] });
    const form = await partner.form('/app/announce/invitations/send', { scope: 'single', guestIds: bob.id, requestId: 'partner-form-01' });
    expect(form.status).toBe(303);

    await addSpecialQuestion(t.store, couple.wedding.id, { label: 'Need a ride?', kind: 'yesno', options: [], required: false });
    const questions = await partner.post('/api/v1/special-requests/send', { guestIds: [ann.id] });
    expect(questions.status).toBe(200);

    const { sql } = portable(t.store);
    const sent = await sql().select().from(emails).where(eq(emails.userId, partnerAccount.user.id));
    expect(sent.map((e) => [e.weddingId, e.kind, e.to]).sort()).toEqual(
      [
        [couple.wedding.id, 'invite', 'ann@example.com'],
        [couple.wedding.id, 'invite', 'bob@example.com'],
        [couple.wedding.id, 'special-request', 'ann@example.com'],
      ].sort(),
    );
    expect(
      await sql()
        .select()
        .from(emails)
        .where(and(eq(emails.weddingId, partnerAccount.wedding.id))),
    ).toEqual([]);
    expect(zed.weddingId).toBe(partnerAccount.wedding.id);
  });

  it('the change-of-plans notice goes to the chosen wedding’s invited guests', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store, { role: 'userPaid' });
    const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const owner = client(t.app, couple.cookie);
    const brunch = eventInput({ title: 'Brunch' });
    const eventId = ((await (await owner.post('/api/v1/events', brunch)).json()) as { event: { id: string } }).event.id;
    expect((await owner.patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' })).status).toBe(200);
    expect((await owner.patch(`/api/v1/events/${eventId}`, { ...brunch, startTime: '11:00' })).status).toBe(200);

    const partnerAccount = await partnerOf(t.store, couple);
    const partner = client(t.app, partnerAccount.cookie);
    const { changes } = (await (await partner.get('/api/v1/events/changes')).json()) as { changes: { id: string }[] };
    expect(changes).toHaveLength(1);
    const told = await partner.post(`/api/v1/events/changes/${changes[0]!.id}/notify`, {});
    expect(told.status).toBe(200);
    expect(await told.json()).toMatchObject({ queued: 1 });
    const notices = await portable(t.store).sql().select().from(emails).where(eq(emails.kind, 'event-change'));
    expect(notices.map((e) => [e.weddingId, e.userId, e.to])).toEqual([[couple.wedding.id, partnerAccount.user.id, 'ann@example.com']]);
  });
});
