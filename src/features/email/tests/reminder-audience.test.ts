// Issue 22 item 8: reminders go to those who have not answered. The reminder page offers
// "everyone who has not answered" first and shows who answered; reminder cards (manual and the
// journey's) state the reply-by date; invitations list the guest's own events and the reply-by date.
import { describe, expect, it } from 'vitest';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { sendReminderRound } from '../../journey/domain/remind';
import { readWedding } from '../../weddings/domain/wedding';
import { renderEmail } from '../views/render';
import { deadlineEnd } from '../../rsvp/domain/settings';
import { rsvpRepository } from '../../rsvp/domain/repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf, setGuest } from './helpers';

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const api = client(t.app, couple.cookie);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bob@example.com');
  const cat = await addGuest(t.store, couple.wedding.id, 'Cat Fox', 'cat@example.com');
  const dan = await addGuest(t.store, couple.wedding.id, 'Dan Poe', 'dan@example.com');
  // Bob answered; Cat answered by phone (the couple set her status).
  await setGuest(t.store, bob.id, { status: 'Accepted', respondedAt: new Date() });
  await setGuest(t.store, cat.id, { status: 'Declined' });
  return { ...t, couple, api, ann, bob, cat, dan };
}

const rowOf = (html: string, guestId: string) => new RegExp(`<tr data-guest="${guestId}">(.*?)</tr>`).exec(html)![1]!;

describe('issue 22 item 8: reminders to those who have not answered', () => {
  it('the reminder page offers everyone who has not answered first, with an Answered column; the send leaves out who answered', async () => {
    const t = await setUp();
    const html = await (await t.api.get('/app/announce/reminder')).text();
    const bulk = html.indexOf('data-testid="send-bulk"');
    expect(bulk).toBeGreaterThan(-1);
    expect(bulk).toBeLessThan(html.indexOf('data-testid="send-single"'));
    expect(html).toMatch(/<details class="announce__bulk" data-testid="send-bulk" open="">/);
    expect(html).toContain('Everyone who has not answered (2)');
    expect(html).toContain('<th scope="col">Answered</th>');
    expect(rowOf(html, t.bob.id)).toContain('data-answered="yes"');
    expect(rowOf(html, t.cat.id)).toContain('data-answered="yes"');
    expect(rowOf(html, t.ann.id)).toContain('data-answered="no"');

    const form = /<form data-send-type="bulk"[^>]*action="\/app\/announce\/reminder\/send"[^>]*>(.*?)<\/form>/.exec(html)![1]!;
    const requestId = /name="requestId" value="([^"]+)"/.exec(form)![1]!;
    const res = await t.api.form('/app/announce/reminder/send', { scope: 'bulk', newCampaign: 'true', requestId });
    expect(res.status).toBe(303);
    const sent = (await emailsOf(t.store, t.couple.wedding.id)).filter((e) => e.kind === 'reminder');
    expect(sent.map((e) => e.to).sort()).toEqual(['ann@example.com', 'dan@example.com']);
    const page = await (await t.api.get(res.headers.get('location')!)).text();
    expect(page).toContain('2 skipped (already answered)');
  });

  it('the reminder and the invitation state the reply-by date; the invitation lists the guest’s own events', async () => {
    const t = await setUp();
    await rsvpRepository(t.store).saveSettings(t.couple.wedding.id, {
      allowRsvpResubmit: true,
      rsvpOpen: true,
      notifyCouple: true,
      deadline: deadlineEnd('2026-05-01', 'America/Los_Angeles'),
    });
    const welcome = {
      title: 'Welcome drinks',
      date: '2026-06-13',
      startTime: '18:00',
      endTime: '21:00',
      venueName: 'The Barn',
      venueAddress: '2 Oak Lane',
      mapUrl: '',
      dressCode: '',
      notes: '',
    };
    expect((await t.api.post('/api/v1/events', welcome)).status).toBe(201);
    const rehearsal = { ...welcome, title: 'Rehearsal dinner', date: '2026-06-12', venueName: 'Casa Rosa', audience: 'chosen', inviteGuestIds: [t.dan.id] };
    expect((await t.api.post('/api/v1/events', rehearsal)).status).toBe(201);

    expect((await t.api.patch('/api/v1/send-invite', { guestIds: [t.ann.id, t.dan.id], mode: 'invite' })).status).toBe(200);
    const invites = (await emailsOf(t.store, t.couple.wedding.id)).filter((e) => e.kind === 'invite');
    const annInvite = invites.find((e) => e.guestId === t.ann.id)!;
    const danInvite = invites.find((e) => e.guestId === t.dan.id)!;
    for (const invite of [annInvite, danInvite]) {
      expect(invite.text).toContain('Please reply by Friday, May 1, 2026');
      expect(invite.html).toContain('Please reply by Friday, May 1, 2026');
      expect(invite.text).toMatch(/Welcome drinks: Saturday, June 13, 2026, 6:00 PM – 9:00 PM, The Barn, 2 Oak Lane/);
      expect(invite.text).toMatch(/Wedding day: Sunday, June 14, 2026/);
      expect(invite.html).toContain('Welcome drinks');
    }
    // Only Dan is invited to the rehearsal dinner; the events read in time order.
    expect(danInvite.text).toContain('Rehearsal dinner: Friday, June 12, 2026');
    expect(danInvite.text.indexOf('Rehearsal dinner')).toBeLessThan(danInvite.text.indexOf('Welcome drinks'));
    expect(annInvite.text).not.toContain('Rehearsal dinner');
    expect(annInvite.html).not.toContain('Rehearsal dinner');

    // The manual reminder and the journey's nudge (the automatic reminders' card) say it too.
    expect((await t.api.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'reminder' })).status).toBe(200);
    const reminder = (await emailsOf(t.store, t.couple.wedding.id)).find((e) => e.kind === 'reminder')!;
    expect(reminder.text).toContain('Please reply by Friday, May 1, 2026');
    expect(reminder.html).toContain('Please reply by Friday, May 1, 2026');
    // An automatic round sends through sendReminderRound (as jobs/tasks/send_due_reminders does).
    const wedding = readWedding((await weddingsRepository(t.store).byId(t.couple.wedding.id))!);
    const deps = { store: t.store, queue: t.queue, config: t.config, origin: 'http://localhost', renderEmail };
    const round = await sendReminderRound(deps, t.couple.user.id, {
      wedding,
      guestIds: [t.dan.id],
      requestKey: 'auto-reminder:test-round',
      emailKey: (guestId) => `auto-reminder:test-round:${guestId}`,
      now: new Date(),
      refuseEmpty: true,
    });
    expect(round.queued).toHaveLength(1);
    const automatic = (await emailsOf(t.store, t.couple.wedding.id)).find((e) => e.idempotencyKey === `auto-reminder:test-round:${t.dan.id}`)!;
    expect(automatic.text).toContain('Please reply by Friday, May 1, 2026');
  });

  it('without a deadline nothing is said about replying by a date', async () => {
    const t = await setUp();
    expect((await t.api.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'reminder' })).status).toBe(200);
    const reminder = (await emailsOf(t.store, t.couple.wedding.id)).find((e) => e.kind === 'reminder')!;
    expect(reminder.text).not.toContain('reply by');
  });
});
