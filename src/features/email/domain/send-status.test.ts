// What the send pages read (issue 29 item 7), on memory repositories: each guest's state for the
// current campaign of a card, the latest sends with their counts, and the couple's tests.
import { emailGuest as guest } from '../../../../tests/helpers/email-fixtures';
import { describe, expect, it } from 'vitest';
import { memoryCampaignsRepository } from './repository/campaigns.memory';
import { emailRow, memoryEmailsRepository, seedEmails } from './repository/emails.memory';
import { guestSendStatuses, ownerTests, sendHistory } from './send-status';

const at = (day: number) => new Date(Date.UTC(2027, 4, day, 10));

function reads() {
  const emails = memoryEmailsRepository();
  const guests = { all: async () => [guest('ann'), guest('bob')] };
  const campaigns = memoryCampaignsRepository(emails, guests);
  return { emails, campaigns, reads: { campaigns, guests } };
}

const batch = (id: string, campaign: number, day: number, result: Record<string, unknown>) => ({
  id,
  weddingId: 'w1',
  mode: 'invite' as const,
  scope: 'bulk' as const,
  recipientCount: 2,
  requestKey: null,
  campaign,
  result,
  createdAt: at(day),
});

describe('the send pages', () => {
  it("tells for each guest whether this campaign's card reached them", async () => {
    const { emails, campaigns, reads: source } = reads();
    seedEmails(emails, [
      emailRow({ id: 'e1', guestId: 'ann', idempotencyKey: 'announce:w1:invite:c1:ann', createdAt: at(1) }),
      emailRow({ id: 'e2', guestId: 'bob', idempotencyKey: 'announce:w1:invite:c2:bob', createdAt: at(3) }),
      emailRow({ id: 'e3', guestId: 'bob', kind: 'savethedate', idempotencyKey: 'announce:w1:savethedate:c1:bob', createdAt: at(3) }),
    ]);
    await campaigns.insertBatch(batch('b1', 1, 1, {}));
    await campaigns.insertBatch(batch('b2', 2, 3, {}));
    const statuses = await guestSendStatuses(source, 'w1', 'invite');
    expect(statuses.map((s) => [s.guestId, s.count, s.inCurrentCampaign])).toEqual([
      ['ann', 1, false],
      ['bob', 1, true],
    ]);
  });

  it('lists the latest sends, newest first, with how many were skipped or had it already', async () => {
    const { campaigns, reads: source } = reads();
    await campaigns.insertBatch(batch('b1', 1, 1, { skipped: [{}, {}], alreadySent: [] }));
    await campaigns.insertBatch(batch('b2', 1, 2, { skipped: [], alreadySent: [{}] }));
    await campaigns.insertBatch({ ...batch('b3', 1, 3, {}), result: null as unknown as Record<string, unknown> });
    expect(await sendHistory(source, 'w1', 'invite', 2)).toEqual([
      { batchId: 'b3', scope: 'bulk', campaign: 1, recipientCount: 2, createdAt: at(3).toISOString(), skipped: 0, alreadySent: 0 },
      { batchId: 'b2', scope: 'bulk', campaign: 1, recipientCount: 2, createdAt: at(2).toISOString(), skipped: 0, alreadySent: 1 },
    ]);
    expect((await sendHistory(source, 'w1', 'invite'))[2]).toMatchObject({ batchId: 'b1', skipped: 2 });
  });

  it("lists the couple's tests of the card, newest first, at their sending time or else their recording time", async () => {
    const { emails, reads: source } = reads();
    seedEmails(emails, [
      emailRow({ id: 't1', to: 'ann@example.com', idempotencyKey: 'announce-test:b1', createdAt: at(1), sentAt: at(2) }),
      emailRow({ id: 't2', to: 'ann@example.com', idempotencyKey: 'announce-test:b2', createdAt: at(4), sentAt: null, status: 'queued' }),
      emailRow({ id: 'g1', guestId: 'ann', idempotencyKey: 'announce:w1:invite:c1:ann', createdAt: at(5) }),
      emailRow({ id: 's1', kind: 'savethedate', idempotencyKey: 'announce-test:b3', createdAt: at(6) }),
    ]);
    expect(await ownerTests(source, 'w1', 'invite')).toEqual([
      { id: 't2', to: 'ann@example.com', status: 'queued', at: at(4).toISOString() },
      { id: 't1', to: 'ann@example.com', status: 'sent', at: at(2).toISOString() },
    ]);
  });
});
