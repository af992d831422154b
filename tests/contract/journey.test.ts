// The guest journey and the automatic reminders' schedule on both engines (issue 29 item 4): the
// journey domain through its repository on a real SQLite file and a real PostgreSQL database.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { readAutoReminderSettings, reminderSchedule, saveAutoReminderSettings } from '../../src/features/journey/domain/auto-reminders';
import { journeyFunnel } from '../../src/features/journey/domain/funnel';
import { journeyRepository } from '../../src/features/journey/domain/repository';
import { readWedding } from '../../src/features/weddings';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const at = (day: number, hour = 12, minute = 0) => new Date(Date.UTC(2026, 4, day, hour, minute));

describeEachEngine('journey', ({ store }) => {
  /** A Pro couple with four guests: Ann (invited, delivered, opened), Bob (invited), Cy (answered), Dee (no address). */
  async function couple(role: 'userPaid' | 'userFree' = 'userPaid') {
    const userId = newId();
    const weddingId = newId();
    const [ann, bob, cy, dee] = [newId(), newId(), newId(), newId()];
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com`, role }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {}, timeZone: 'UTC', pro: role === 'userPaid' }]);
    await insertRows(store(), 'guests', [
      { id: ann, weddingId, name: 'Ann', nameKey: 'ann', email: 'ann@example.com', createdAt: new Date(1) },
      { id: bob, weddingId, name: 'Bob', nameKey: 'bob', email: 'bob@example.com', createdAt: new Date(2) },
      { id: cy, weddingId, name: 'Cy', nameKey: 'cy', email: 'cy@example.com', status: 'Accepted', respondedAt: at(2), createdAt: new Date(3) },
      { id: dee, weddingId, name: 'Dee', nameKey: 'dee', createdAt: new Date(4) },
    ]);
    const mail = (guestId: string, extra: object = {}) => ({
      weddingId,
      guestId,
      kind: 'invite' as const,
      to: 'x@example.com',
      subject: 'S',
      html: 'h',
      text: 't',
      idempotencyKey: newId(),
      provider: 'resend' as const,
      status: 'sent' as const,
      ...extra,
    });
    await insertRows(store(), 'emails', [mail(ann, { deliveredAt: at(1), openedAt: at(1, 13) }), mail(bob), mail(cy)]);
    const wedding = readWedding({ ...(await weddingRow(weddingId)) });
    return { userId, weddingId, ann, bob, cy, dee, wedding, repository: journeyRepository(store()) };
  }

  async function weddingRow(weddingId: string) {
    const { t, sql } = portable(store());
    return (await sql().select().from(t.weddings).where(eq(t.weddings.id, weddingId)))[0]!;
  }

  const stageOf = (funnel: Awaited<ReturnType<typeof journeyFunnel>>) =>
    Object.fromEntries(funnel.stages.flatMap((stage) => stage.guests.map((g) => [g.name, stage.stage])));

  it('places each guest at the furthest step; visits and started answers are recorded once', async () => {
    const c = await couple();
    expect(stageOf(await journeyFunnel(c.repository, c.weddingId, true))).toEqual({ Ann: 'opened', Bob: 'sent', Cy: 'answered', Dee: 'not-sent' });
    expect(stageOf(await journeyFunnel(c.repository, c.weddingId, false))).toMatchObject({ Ann: 'delivered' });

    await c.repository.recordVisit(c.weddingId, c.bob, at(3));
    await c.repository.recordVisit(c.weddingId, c.bob, at(4));
    await c.repository.recordRsvpStarted(c.weddingId, c.ann, at(5));
    await c.repository.recordRsvpStarted(c.weddingId, c.ann, at(6));
    // Starting the answer after a visit keeps the first visit.
    await c.repository.recordRsvpStarted(c.weddingId, c.bob, at(7));
    const moments = Object.fromEntries((await c.repository.moments(c.weddingId)).map((m) => [m.guestId, [m.firstVisitedAt, m.rsvpStartedAt]]));
    expect(moments[c.bob]).toEqual([at(3), at(7)]);
    expect(moments[c.ann]).toEqual([at(5), at(5)]);
    const funnel = await journeyFunnel(c.repository, c.weddingId, true);
    expect(stageOf(funnel)).toMatchObject({ Ann: 'started', Bob: 'started' });
    expect(funnel.stages.find((s) => s.stage === 'visited')!.reached).toBe(2);
    expect(funnel.stages.find((s) => s.stage === 'not-sent')!.nudgeable).toBe(0);
  });

  it('concurrent visits of one guest keep one row with the first moment seen', async () => {
    const c = await couple();
    await Promise.all([3, 4, 5, 6].map((day) => c.repository.recordVisit(c.weddingId, c.ann, at(day))));
    const rows = (await c.repository.moments(c.weddingId)).filter((m) => m.guestId === c.ann);
    expect(rows).toHaveLength(1);
    expect([at(3), at(4), at(5), at(6)]).toContainEqual(rows[0]!.firstVisitedAt);
  });

  it("the reminders' settings and schedule: rounds sent, due, waiting and skipped; a free account blocked", async () => {
    const c = await couple();
    expect(await readAutoReminderSettings(c.repository, c.weddingId)).toEqual({ enabled: false, days: [14, 3] });
    await saveAutoReminderSettings(c.repository, c.weddingId, { enabled: true, days: [3, 14] });
    expect(await readAutoReminderSettings(c.repository, c.weddingId)).toEqual({ enabled: true, days: [14, 3] });
    expect(await c.repository.weddingsWithRemindersOn()).toContain(c.weddingId);

    const deadline = new Date(Date.UTC(2026, 5, 1, 23, 59));
    const reads = (until: Date | null = null) => ({ rsvp: { deadline, rsvpOpen: true }, bulkAvailableAt: async () => until });
    const states = async (now: Date, until: Date | null = null) =>
      (await reminderSchedule(c.repository, c.wedding, now, reads(until))).rounds.map((r) => r.status.state);
    expect(await states(at(17))).toEqual(['scheduled', 'scheduled']);
    expect(await states(at(18, 9, 5))).toEqual(['due', 'scheduled']);
    expect(await states(at(18, 9, 5), at(19))).toEqual(['waiting', 'scheduled']);
    // The 14-day round recorded: sent; later the 3-day one is due; turned on late, only the latest is due.
    await insertRows(store(), 'sendBatches', [
      {
        weddingId: c.weddingId,
        mode: 'reminder',
        scope: 'bulk',
        recipientCount: 2,
        campaign: 1,
        requestKey: 'auto-reminder:2026-06-01:d14',
        createdAt: at(18, 9, 6),
      },
    ]);
    const sent = await reminderSchedule(c.repository, c.wedding, at(29, 9, 5), reads());
    expect(sent.rounds.map((r) => r.status)).toEqual([{ state: 'sent', at: at(18, 9, 6), recipients: 2 }, { state: 'due' }]);
    expect(await c.repository.roundRecorded(c.weddingId, 'auto-reminder:2026-06-01:d3')).toBeUndefined();

    const free = await couple('userFree');
    await saveAutoReminderSettings(free.repository, free.weddingId, { enabled: true, days: [14, 3] });
    const blocked = await reminderSchedule(free.repository, free.wedding, at(29, 9, 5), reads());
    expect(blocked.blocked).toBe('free');
    expect(blocked.rounds.map((r) => r.status.state)).toEqual(['skipped', 'skipped']);
    await saveAutoReminderSettings(free.repository, free.weddingId, { enabled: false, days: [7] });
    expect(await free.repository.weddingsWithRemindersOn()).not.toContain(free.weddingId);
  });
});
