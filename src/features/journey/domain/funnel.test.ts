// The guest journey as a funnel (issue 16 item 7, issue 28 item 2) on the in-memory repository (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { GuestRow } from '../../../core/db/schema';
import { guestJourneys, journeyFunnel, visibleStages } from './funnel';
import { memoryJourneyRepository, type JourneyWorld } from './repository.memory';

let created = 0;
const guest = (id: string, extra: Partial<GuestRow> = {}): GuestRow => ({
  id,
  weddingId: 'w1',
  householdId: null,
  name: id.toUpperCase(),
  nameKey: id,
  email: `${id}@example.com`,
  status: 'Awaiting',
  plusOneAllowed: false,
  plusOneName: null,
  plusOneStatus: null,
  notes: null,
  tags: [],
  unsubscribed: false,
  emailProblem: null,
  emailProblemAddress: null,
  emailProblemAt: null,
  rsvpLinkVersion: 1,
  language: null,
  respondedAt: null,
  createdAt: new Date(Date.UTC(2027, 0, 1, 0, 0, created++)),
  updatedAt: new Date(0),
  ...extra,
});
const at = new Date('2027-03-01T10:00:00Z');
const mail = (guestId: string, extra: Partial<JourneyWorld['emails'][number]> = {}): JourneyWorld['emails'][number] => ({
  weddingId: 'w1',
  guestId,
  deliveredAt: null,
  openedAt: null,
  bouncedAt: null,
  status: 'sent',
  provider: 'resend',
  ...extra,
});

/** Ann was sent nothing; Bob's invitation was delivered and opened; Cat visited and started the RSVP; Dan answered by phone. */
function wedding() {
  const repository = memoryJourneyRepository({
    guests: [guest('ann'), guest('bob'), guest('cat'), guest('dan', { status: 'Accepted', email: null })],
    emails: [mail('bob', { deliveredAt: at, openedAt: at }), mail('cat'), mail('ann', { status: 'failed' }), mail('zed', { weddingId: 'w2' })],
  });
  return repository;
}

describe('guestJourneys', () => {
  it('puts each guest at the furthest step they reached', async () => {
    const repository = wedding();
    await repository.recordRsvpStarted('w1', 'cat', at);
    const journeys = await guestJourneys(repository, 'w1', true);
    expect(journeys.map((j) => [j.guestId, j.stage, [...j.steps].sort()])).toEqual([
      ['ann', 'not-sent', ['not-sent']],
      ['bob', 'opened', ['delivered', 'opened', 'sent']],
      ['cat', 'started', ['sent', 'started', 'visited']],
      ['dan', 'answered', ['answered', 'not-sent']],
    ]);
  });

  it('ignores opens while the couple does not count them', async () => {
    const [, bob] = await guestJourneys(wedding(), 'w1', false);
    expect([bob?.stage, bob?.steps.has('opened')]).toEqual(['delivered', false]);
  });

  it('can reach a guest with an address, subscribed and without a reported problem on that address', async () => {
    const repository = memoryJourneyRepository({
      guests: [
        guest('ann'),
        guest('bob', { unsubscribed: true }),
        guest('cat', { emailProblem: 'bounced', emailProblemAddress: 'CAT@example.com' }),
        guest('dan', { emailProblem: 'complained', emailProblemAddress: 'old@example.com' }),
        guest('eve', { email: null }),
      ],
      emails: [mail('cat', { bouncedAt: at })],
    });
    const journeys = await guestJourneys(repository, 'w1', false);
    expect(journeys.map((j) => [j.guestId, j.canReceive, j.problem, j.bounced])).toEqual([
      ['ann', true, null, false],
      ['bob', false, null, false],
      ['cat', false, 'bounced', true],
      ['dan', true, null, false],
      ['eve', false, null, false],
    ]);
  });
});

describe('journeyFunnel', () => {
  it('counts who reached each step and who stands at it, with the nudges that would reach them', async () => {
    const funnel = await journeyFunnel(wedding(), 'w1', false);
    expect(funnel.total).toBe(4);
    expect(funnel.stages.map((s) => [s.stage, s.label, s.reached, s.guests.map((g) => g.guestId), s.nudgeable])).toEqual([
      ['not-sent', 'Not sent yet', 2, ['ann'], 1],
      ['sent', 'Sent', 2, ['cat'], 1],
      ['delivered', 'Delivered', 1, ['bob'], 1],
      ['visited', 'Visited the site', 0, [], 0],
      ['started', 'Started the RSVP', 0, [], 0],
      ['answered', 'Answered', 1, ['dan'], 0],
    ]);
  });

  it('says the e-mails were kept on this server, and shows no “Delivered”, when every one sent was only kept by the outbox', async () => {
    const repository = memoryJourneyRepository({ guests: [guest('ann'), guest('bob')], emails: [mail('ann', { provider: 'outbox' })] });
    const funnel = await journeyFunnel(repository, 'w1', true);
    expect(funnel.stages.map((s) => s.stage)).toEqual(['not-sent', 'sent', 'opened', 'visited', 'started', 'answered']);
    expect(funnel.stages[1]?.label).toBe('Kept on this server (no e-mail service set up)');
    const left = memoryJourneyRepository({ guests: [guest('ann'), guest('bob')], emails: [mail('ann', { provider: 'outbox' }), mail('bob')] });
    expect((await journeyFunnel(left, 'w1', false)).stages.map((s) => s.label)).toContain('Delivered');
  });
});

describe('the steps shown', () => {
  it('shows “Opened” only while opens are counted', () => {
    expect(visibleStages(false)).toEqual(['not-sent', 'sent', 'delivered', 'visited', 'started', 'answered']);
    expect(visibleStages(true)).toContain('opened');
  });
});
