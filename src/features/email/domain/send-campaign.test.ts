// The campaign send's rules (issue 29 item 7) on memory repositories: who gets an e-mail and who is
// skipped (no address, unsubscribed, bounced, not found), once per guest and campaign, the replay of a
// repeated request, one bulk send a day, the daily cap per guest, the owner's test, the Pro gate, and
// the one transaction (nothing recorded when a part of it fails).
import { emailGuest as guest } from '../../../../tests/helpers/email-fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WeddingRow } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { recordingQueue } from '../../../../tests/helpers/recording-queue';
import type { GuestWithHousehold } from '../../guests';
import type { ComposedEmail } from './compose-card-email';
import { memoryCampaignsRepository } from './repository/campaigns.memory';
import { memoryEmailsRepository } from './repository/emails.memory';
import { BULK_WINDOW_MS, type CampaignSpec, type SendRepositories, sendCampaignWith, weddingThatSends } from './send-campaign';
import type { SendScope } from './send-request';

const HOUR = 60 * 60 * 1000;
let clock: Date;
let requests: number;

function bed(list: GuestWithHousehold[]) {
  const emails = memoryEmailsRepository({ now: () => clock });
  const guests = { all: async (weddingId: string) => list.filter((g) => g.weddingId === weddingId) };
  const campaigns = memoryCampaignsRepository(emails, guests);
  const started: { mode: string; count: number }[] = [];
  const repositories: SendRepositories = { campaigns, emails, guests, sendStarted: async ({ mode, count }) => void started.push({ mode, count }) };
  const { queue, jobs } = recordingQueue();
  const send = <S extends SendScope = 'bulk'>(overrides: Partial<CampaignSpec<S, object>> = {}, config?: { emailNotSent?: boolean }) => {
    requests += 1;
    return sendCampaignWith({ repositories, queue, config }, {
      weddingId: 'w1',
      sender: { id: 'u1', name: 'Ann', email: 'ann@example.com' },
      mode: 'invite',
      target: { scope: 'bulk' },
      newCampaign: false,
      // A new request each time unless a test repeats one on purpose.
      fingerprint: [requests],
      emailKey: (campaign, guestId) => `announce:w1:invite:c${campaign}:${guestId}`,
      compose: (g): ComposedEmail => ({ kind: 'invite', to: g.email, subject: `For ${g.name}`, html: '<p>Hi</p>', text: 'Hi', headers: {} }),
      extra: {},
      now: clock,
      ...overrides,
    } as CampaignSpec<S, object>);
  };
  const rows = () => emails.rows.emails;
  return { emails, campaigns, started, jobs, send, rows };
}

async function refusal(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UserError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

const later = (hours: number) => {
  clock = new Date(clock.getTime() + hours * HOUR);
};

beforeEach(() => {
  clock = new Date('2027-05-01T10:00:00Z');
  requests = 0;
});

describe('who a send reaches', () => {
  it('queues one e-mail per guest who can receive it and skips the others with the reason', async () => {
    const { send, rows, jobs, started, campaigns } = bed([
      guest('ann'),
      guest('bob', { email: null }),
      guest('cat', { unsubscribed: true }),
      guest('dan', { emailProblem: 'bounced', emailProblemAddress: 'DAN@example.com' }),
      guest('eve', { emailProblem: 'complained', emailProblemAddress: 'eve@example.com' }),
      // The address was corrected after the bounce: it is tried again.
      guest('fay', { emailProblem: 'bounced', emailProblemAddress: 'old@example.com' }),
      guest('gus', { weddingId: 'w2' }),
    ]);
    const result = await send();
    expect(result.queued.map((r) => r.guestId)).toEqual(['ann', 'fay']);
    expect(result.skipped.map((r) => [r.guestId, r.reason])).toEqual([
      ['bob', 'no-email'],
      ['cat', 'unsubscribed'],
      ['dan', 'bounced'],
      ['eve', 'complained'],
    ]);
    expect([result.scope, result.campaign, result.replayed, result.alreadySent]).toEqual(['bulk', 1, false, []]);
    expect(rows().map((e) => [e.idempotencyKey, e.to, e.subject, e.status, e.guestId, e.batchId])).toEqual([
      ['announce:w1:invite:c1:ann', 'ann@example.com', 'For ANN', 'queued', 'ann', result.batchId],
      ['announce:w1:invite:c1:fay', 'fay@example.com', 'For FAY', 'queued', 'fay', result.batchId],
    ]);
    expect(jobs.map((j) => j.jobKey)).toEqual(rows().map((e) => `email:${e.id}`));
    expect(started).toEqual([{ mode: 'invite', count: 2 }]);
    expect(campaigns.batches.map((b) => [b.scope, b.recipientCount, b.campaign, b.createdAt])).toEqual([['bulk', 2, 1, clock]]);
  });

  it('sends chosen guests in the order given and skips unknown ids and a reason of the caller', async () => {
    const { send } = bed([guest('ann'), guest('bob', { status: 'Accepted' }), guest('cat'), guest('dan'), guest('eve')]);
    const result = await send<'single'>({
      target: { scope: 'single', guestIds: ['bob', 'nobody', 'ann'] },
      leaveOut: (g) => (g.status === 'Accepted' ? 'answered' : null),
    });
    expect(result.queued.map((r) => r.guestId)).toEqual(['ann']);
    expect(result.skipped.map((r) => [r.guestId, r.reason])).toEqual([
      ['nobody', 'not-found'],
      ['bob', 'answered'],
    ]);
  });

  it('refuses when nobody can receive it (with the skipped), unless the caller records the empty send', async () => {
    const { send, rows, campaigns } = bed([guest('ann', { email: null })]);
    const bulk = await refusal(send());
    expect([bulk.status, bulk.message, bulk.extra.skipped]).toEqual([
      400,
      'No guest on your list has an email address you can send to.',
      [{ guestId: 'ann', name: 'ANN', email: null, reason: 'no-email' }],
    ]);
    const chosen = await refusal(send<'single'>({ target: { scope: 'single', guestIds: ['ann'] } }));
    expect(chosen.message).toBe('None of the chosen guests can receive this email: they have no email address or unsubscribed.');
    const recorded = await send({ whenNobody: 'record' });
    expect([recorded.queued, campaigns.batches.length, rows()]).toEqual([[], 1, []]);
  });

  it('records nothing in production without an e-mail service', async () => {
    const { send, rows } = bed([guest('ann')]);
    const error = await refusal(send({}, { emailNotSent: true }));
    expect([error.code, error.status, rows()]).toEqual(['email.not-configured', 409, []]);
  });
});

describe('once per guest and campaign', () => {
  it('answers already sent for a guest of this campaign, and a new campaign sends again', async () => {
    const { send, rows } = bed([guest('ann'), guest('bob')]);
    await send();
    later(25);
    const again = await send();
    expect([again.queued, again.alreadySent.map((r) => r.guestId), again.campaign]).toEqual([[], ['ann', 'bob'], 1]);
    later(25);
    const next = await send({ newCampaign: true });
    expect([next.queued.map((r) => r.guestId), next.campaign]).toEqual([['ann', 'bob'], 2]);
    expect(rows().map((e) => e.idempotencyKey)).toEqual([
      'announce:w1:invite:c1:ann',
      'announce:w1:invite:c1:bob',
      'announce:w1:invite:c2:ann',
      'announce:w1:invite:c2:bob',
    ]);
  });

  it('sends a failed e-mail again under the new send, as the same row', async () => {
    const { send, rows, emails, jobs } = bed([guest('ann'), guest('bob'), guest('cat')]);
    const first = await send<'single'>({ target: { scope: 'single', guestIds: ['ann'] } });
    const failed = rows()[0]!;
    await emails.markFailed(failed.id, 'Mailbox full');
    jobs.length = 0;
    const retry = await send<'single'>({ target: { scope: 'single', guestIds: ['ann'] } });
    expect(retry.queued.map((r) => r.guestId)).toEqual(['ann']);
    expect(rows()).toHaveLength(1);
    expect([rows()[0]!.status, rows()[0]!.error, rows()[0]!.batchId === first.batchId]).toEqual(['queued', null, false]);
    expect(jobs.map((j) => j.jobKey)).toEqual([`email:${failed.id}`]);
  });
});

describe('a repeated request', () => {
  it('replays the first answer for the same requestId, sends nothing and queues what still waits', async () => {
    const { send, rows, jobs, campaigns } = bed([guest('ann')]);
    const first = await send({ requestId: 'r1' });
    later(30);
    const replay = await send({ requestId: 'r1', fingerprint: ['other'] });
    expect({ ...replay, replayed: false }).toEqual(first);
    expect([replay.replayed, rows().length, campaigns.batches.length]).toEqual([true, 1, 1]);
    // The job was there already: the replay adds none (onlyIfAbsent).
    expect(jobs).toHaveLength(1);
  });

  it('replays an identical request without requestId only within a minute', async () => {
    const { send, campaigns } = bed([guest('ann')]);
    await send({ fingerprint: ['same'] });
    later(0.01);
    expect((await send({ fingerprint: ['same'] })).replayed).toBe(true);
    later(25);
    const fresh = await send({ fingerprint: ['same'] });
    expect([fresh.replayed, fresh.alreadySent.map((r) => r.guestId), campaigns.batches.length]).toEqual([false, ['ann'], 2]);
  });
});

describe('one bulk send a day', () => {
  it('refuses a second bulk send within 24 hours with when it frees, and allows it after', async () => {
    const { send } = bed([guest('ann'), guest('bob')]);
    await send();
    const sentAt = clock;
    later(23);
    const error = await refusal(send({ newCampaign: true }));
    expect([error.status, error.message, error.extra.limitResetAt]).toEqual([
      429,
      'You can send one bulk email per day.',
      new Date(sentAt.getTime() + BULK_WINDOW_MS).toISOString(),
    ]);
    later(1.01);
    expect((await send({ newCampaign: true })).queued).toHaveLength(2);
  });

  it('counts a chosen-guests send that reaches most of the list as the bulk send; a smaller one or notBulk is not', async () => {
    const { send, campaigns } = bed([guest('ann'), guest('bob'), guest('cat'), guest('dan', { email: null })]);
    await send<'single'>({ target: { scope: 'single', guestIds: ['ann'] } });
    const most = await send<'single'>({ target: { scope: 'single', guestIds: ['bob', 'cat'] } });
    expect(most.scope).toBe('single');
    expect(campaigns.batches.map((b) => b.scope)).toEqual(['single', 'bulk']);
    later(1);
    expect((await refusal(send({ newCampaign: true }))).status).toBe(429);
    const notBulk = await send<'single'>({ target: { scope: 'single', guestIds: ['ann', 'bob'] }, newCampaign: true, notBulk: true });
    expect(notBulk.queued).toHaveLength(2);
    expect((await refusal(send<'single'>({ target: { scope: 'single', guestIds: ['ann', 'cat'] }, newCampaign: true }))).status).toBe(429);
  });
});

describe('three guest e-mails a day', () => {
  it('leaves out a guest who had three in the last 24 hours and refuses a send that reaches nobody else', async () => {
    const { send } = bed([guest('ann'), guest('bob')]);
    const firstAt = clock;
    for (const mode of ['invite', 'savethedate', 'reminder'] as const) {
      await send<'single'>({ mode, target: { scope: 'single', guestIds: ['ann'] }, emailKey: (c, id) => `announce:w1:${mode}:c${c}:${id}` });
      later(1);
    }
    const both = await send<'single'>({
      mode: 'special-request',
      target: { scope: 'single', guestIds: ['ann', 'bob'] },
      notBulk: true,
      emailKey: (_c, id) => `q:${id}`,
    });
    expect(both.queued.map((r) => r.guestId)).toEqual(['bob']);
    expect(both.skipped.map((r) => [r.guestId, r.reason])).toEqual([['ann', 'daily-limit']]);
    const annOnly = await refusal(
      send<'single'>({ mode: 'special-request', target: { scope: 'single', guestIds: ['ann'] }, emailKey: (_c, id) => `q2:${id}` }),
    );
    expect([annOnly.code, annOnly.status, annOnly.message, annOnly.extra.limitResetAt]).toEqual([
      'email.guest-daily-limit',
      429,
      'Each guest can receive at most 3 emails a day; the chosen guests have had theirs today.',
      new Date(firstAt.getTime() + 24 * HOUR).toISOString(),
    ]);
  });
});

describe("the couple's test", () => {
  it('goes to the sender only, under its own key, whoever is on the list, and is no bulk send', async () => {
    const { send, rows, started, campaigns } = bed([guest('ann')]);
    const email: ComposedEmail = { kind: 'invite', to: 'ann@example.com', subject: '[Test] Hi', html: '', text: '', headers: {} };
    const result = await send<'owner'>({ target: { scope: 'owner' }, ownerTest: { email, key: (batchId) => `announce-test:${batchId}` } });
    expect(result.queued).toEqual([{ guestId: 'owner', name: 'Ann', email: 'ann@example.com' }]);
    expect(rows().map((e) => [e.idempotencyKey, e.guestId, e.userId])).toEqual([[`announce-test:${result.batchId}`, null, 'u1']]);
    expect(started).toEqual([]);
    expect(campaigns.batches.map((b) => b.scope)).toEqual(['owner']);
    expect((await send()).queued).toHaveLength(1);
  });
});

describe('one transaction', () => {
  it("records nothing when the caller's own write after the e-mails fails", async () => {
    const { send, rows, campaigns, jobs } = bed([guest('ann')]);
    const failing = send({
      afterRecord: async () => {
        throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect([rows(), campaigns.batches, jobs]).toEqual([[], [], []]);
  });

  it("runs the caller's guard first, inside the transaction", async () => {
    const { send, rows } = bed([guest('ann')]);
    let guardAt: Date | undefined;
    await expect(
      send({
        guard: async (at) => {
          guardAt = at;
          throw new UserError('email.bulk-limit', 'No');
        },
      }),
    ).rejects.toThrow('No');
    expect([guardAt, rows()]).toEqual([clock, []]);
  });
});

describe('the Pro gate', () => {
  const row = { id: 'w1', ownerId: 'u1', pro: true, languages: ['en'], content: {}, timeZone: 'UTC' } as unknown as WeddingRow;

  it('sends only for a Pro wedding that exists', async () => {
    expect(weddingThatSends(row).id).toBe('w1');
    const notPro = await refusal(Promise.resolve().then(() => weddingThatSends({ ...row, pro: false })));
    expect([notPro.status, notPro.message]).toEqual([403, 'Email is available with the pro plan. Upgrade now for more great features.']);
    expect((await refusal(Promise.resolve().then(() => weddingThatSends(undefined)))).status).toBe(404);
  });
});
