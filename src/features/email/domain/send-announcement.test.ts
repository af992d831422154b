// Save-the-dates, invitations and reminders through the campaign send (issue 29 item 7), on memory
// repositories: each guest's card under the key announce:{wedding}:{mode}:c{campaign}:{guest}, a reminder
// to everyone skipping who answered, the couple's test, and a repeated click replayed until the card changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { cardWedding, inviteRow, emailGuest as guest } from '../../../../tests/helpers/email-fixtures';
import { recordingQueue } from '../../../../tests/helpers/recording-queue';
import type { GuestWithHousehold } from '../../guests';
import type { CardEmailContext } from './compose-card-email';
import { memoryCampaignsRepository } from './repository/campaigns.memory';
import { memoryEmailsRepository } from './repository/emails.memory';
import { announcementSpec } from './send-announcement';
import { sendCampaignWith } from './send-campaign';
import type { SendRequest } from './send-request';

const sender = { id: 'u1', name: 'Ann', email: 'ann@example.com', weddingId: 'w1' };

let clock: Date;
beforeEach(() => {
  clock = new Date('2027-05-01T10:00:00Z');
});

function bed(list: GuestWithHousehold[]) {
  const emails = memoryEmailsRepository({ now: () => clock });
  const guests = { all: async () => list };
  const repositories = { campaigns: memoryCampaignsRepository(emails, guests), emails, guests, sendStarted: async () => {} };
  const { queue } = recordingQueue();
  const context = (invite = inviteRow()): CardEmailContext => ({
    config: { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' },
    origin: 'https://vowly.test',
    product: 'invite',
    wedding: cardWedding(),
    invite,
    renderEmail: ({ template }) => ({ html: `<p>${template}</p>`, text: template }),
  });
  const send = (request: Partial<SendRequest>, ctx = context()) => {
    const full: SendRequest = { mode: 'invite', target: { scope: 'bulk' }, newCampaign: false, suppressToast: false, ...request };
    return sendCampaignWith({ repositories, queue }, announcementSpec({ ...ctx, product: full.mode }, sender, full));
  };
  return { send, rows: () => emails.rows.emails, context };
}

describe('announcementSpec', () => {
  it("queues each guest's card under the announcement key, and answers the mode", async () => {
    const { send, rows } = bed([guest('bob'), guest('cat')]);
    const result = await send({});
    expect(result.mode).toBe('invite');
    expect(rows().map((e) => [e.idempotencyKey, e.to, e.subject, e.kind, e.headers?.['List-Unsubscribe-Post']])).toEqual([
      ['announce:w1:invite:c1:bob', 'bob@example.com', "You're invited: Ann & Bob", 'invite', 'List-Unsubscribe=One-Click'],
      ['announce:w1:invite:c1:cat', 'cat@example.com', "You're invited: Ann & Bob", 'invite', 'List-Unsubscribe=One-Click'],
    ]);
  });

  it('sends a reminder to everyone only to those who have not answered; a chosen guest gets it anyway', async () => {
    const list = [guest('bob'), guest('cat', { status: 'Accepted' }), guest('dan', { respondedAt: new Date('2027-04-01T00:00:00Z') })];
    const { send } = bed(list);
    const everyone = await send({ mode: 'reminder' });
    expect(everyone.queued.map((r) => r.guestId)).toEqual(['bob']);
    expect(everyone.skipped.map((r) => [r.guestId, r.reason])).toEqual([
      ['cat', 'answered'],
      ['dan', 'answered'],
    ]);
    const chosen = await send({ mode: 'reminder', target: { scope: 'single', guestIds: ['cat'] } });
    expect(chosen.queued.map((r) => r.guestId)).toEqual(['cat']);
  });

  it("sends the couple's test to the sender, marked, under its own key", async () => {
    const { send, rows } = bed([guest('bob')]);
    const result = await send({ target: { scope: 'owner' } });
    expect(rows().map((e) => [e.idempotencyKey, e.to, e.subject])).toEqual([
      [`announce-test:${result.batchId}`, 'ann@example.com', "[Test] You're invited: Ann & Bob"],
    ]);
  });

  it('replays the same click (chosen guests in any order) until the card changes', async () => {
    const { send, context } = bed([guest('bob'), guest('cat'), guest('dan'), guest('eve')]);
    await send({ target: { scope: 'single', guestIds: ['bob', 'cat'] } });
    expect((await send({ target: { scope: 'single', guestIds: ['cat', 'bob'] } })).replayed).toBe(true);
    const edited = await send({ target: { scope: 'single', guestIds: ['cat', 'bob'] } }, context(inviteRow({ updatedAt: new Date('2027-05-01T09:59:59Z') })));
    expect([edited.replayed, edited.alreadySent.map((r) => r.guestId)]).toEqual([false, ['cat', 'bob']]);
  });
});
