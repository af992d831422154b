// The RSVP on both engines (issue 29 item 4): the couple's questions and a guest's answer for their
// household, through the repositories, on a real SQLite file and a real PostgreSQL database; and 350
// guests answering at the same moment, each answer one transaction that reads and writes: none lost,
// none doubled, one notice to the couple each (on PostgreSQL with its delivery job, in the same transaction).
import { and, eq, sql as raw } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataEngine, DataStore } from '../../src/core/db/store/store';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { portable } from '../../src/core/db/store/portable';
import { renderEmail } from '../../src/features/email/web';
import { guestsRepository } from '../../src/features/guests';
import { questionsRepository } from '../../src/features/questions';
import { saveRsvp } from '../../src/features/rsvp/domain/answer';
import { addQuestion, listQuestions, rsvpQuestionFeature } from '../../src/features/rsvp/domain/questions';
import { rsvpSettingsOf } from '../../src/features/rsvp/domain/settings';
import { rsvpRepository } from '../../src/features/rsvp/domain/repository';
import { updateRsvpSettings } from '../../src/features/rsvp/domain/update-settings';
import { newId } from '../../src/shared/ids';
import { ENGINES, insertRows, openTestStore } from '../helpers/engines';

const text = { kind: 'text' as const, options: [], required: false, scope: 'guest' as const };

describe.each(ENGINES)('rsvp (%s)', (engine: DataEngine) => {
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  let pgQueue: Queue | undefined;
  const store = (): DataStore => opened.store;
  beforeAll(async () => {
    opened = await openTestStore(engine);
    // PostgreSQL: the queue's schema in the product database (a notice's job commits with its row).
    if (engine === 'postgres') pgQueue = await createQueue(opened.databaseUrl!);
  });
  afterAll(async () => {
    await pgQueue?.close();
    await opened?.close();
  });

  /** The send_email jobs of these e-mail rows (PostgreSQL; SQLite queues after commit, outside the store). */
  async function jobCount(emailIds: string[]): Promise<number> {
    const current = store();
    if (current.engine !== 'postgres') return 0;
    const keys = emailIds.map((id) => `email:${id}`);
    const { rows } = await current
      .executor()
      .execute<{ n: string }>(raw`select count(*) as n from graphile_worker._private_jobs where key = any(${raw.param(keys)}::text[])`);
    return Number(rows[0]?.n);
  }
  /** A couple's wedding with `count` guests; the first two share a household unless `alone`. */
  async function wedding(count = 3, alone = false) {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    const householdId = newId();
    await insertRows(store(), 'households', [{ id: householdId, weddingId, name: 'The Bees' }]);
    const ids = Array.from({ length: count }, () => newId());
    await insertRows(
      store(),
      'guests',
      ids.map((id, i) => ({
        id,
        weddingId,
        name: `Guest ${i}`,
        nameKey: `guest ${i}`,
        householdId: i < 2 && !alone ? householdId : null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    return { userId, weddingId, ids };
  }

  async function emailsOf(weddingId: string) {
    const { t, sql } = portable(store());
    return sql()
      .select()
      .from(t.emails)
      .where(and(eq(t.emails.weddingId, weddingId), eq(t.emails.kind, 'rsvp-notice')));
  }

  it('keeps the questions in order through add, move, reorder and delete; a changed choice drops the answers it no longer offers', async () => {
    const { weddingId, ids } = await wedding(1);
    const questions = rsvpQuestionFeature.on(store());
    const meal = await addQuestion(store(), weddingId, { ...text, label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
    const song = await addQuestion(store(), weddingId, { ...text, label: 'Song' });
    const bus = await addQuestion(store(), weddingId, { ...text, label: 'Bus?', kind: 'yesno', scope: 'household' });
    expect((await listQuestions(store(), weddingId)).map((q) => q.label)).toEqual(['Meal', 'Song', 'Bus?']);
    expect((await questions.move(weddingId, bus.id, 'up')).map((q) => q.label)).toEqual(['Meal', 'Bus?', 'Song']);
    expect((await questions.reorder(weddingId, [song.id, meal.id, bus.id])).map((q) => q.label)).toEqual(['Song', 'Meal', 'Bus?']);
    await expect(questions.reorder(weddingId, [song.id, meal.id])).rejects.toMatchObject({ code: 'questions.bad-order' });
    await expect(addQuestion(store(), weddingId, { ...text, label: 'Later', eventId: 'no-such-event' })).rejects.toMatchObject({
      code: 'questions.unknown-event',
    });

    const answers = questionsRepository(store());
    await answers.writeAnswer(ids[0]!, meal.id, 'Fish', new Date());
    await answers.writeAnswer(ids[0]!, song.id, 'Abba', new Date());
    await questions.update(weddingId, meal.id, { ...text, label: 'Meal', kind: 'choice', options: ['Veggie', 'Beef'] });
    await questions.update(weddingId, song.id, { ...text, label: 'Song wish' });
    expect(Object.fromEntries((await answers.answers('rsvp', ids)).get(ids[0]!) ?? [])).toEqual({ [song.id]: 'Abba' });

    await questions.remove(weddingId, meal.id);
    const left = await listQuestions(store(), weddingId);
    expect(left.map((q) => q.label)).toEqual(['Song wish', 'Bus?']);
    const positions = await questionsRepository(store()).rows('rsvp', weddingId);
    expect(positions.map((q) => q.position)).toEqual([0, 1]);
    await expect(questions.remove(weddingId, meal.id)).rejects.toMatchObject({ code: 'questions.not-found' });
  });

  it('saves a household answer: statuses, per-person and household answers, the e-mail, and one notice; refuses a change once answered without resubmission', async () => {
    const { weddingId, ids } = await wedding();
    const [bea, cal] = ids as [string, string];
    const meal = await addQuestion(store(), weddingId, { ...text, label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });
    const bus = await addQuestion(store(), weddingId, { ...text, label: 'Bus?', kind: 'yesno', scope: 'household' });
    const saved = await saveRsvp(store(), {
      weddingId,
      respondentId: bea,
      by: 'guest',
      renderEmail,
      patch: {
        email: ' Bea@Example.com ',
        householdAnswers: { [bus.id]: 'yes' },
        members: { [bea]: { status: 'Accepted', answers: { [meal.id]: 'Fish' } }, [cal]: { status: 'Declined' } },
      },
    });
    expect(saved.view.members.map((m) => [m.name, m.status, m.answers])).toEqual([
      ['Guest 0', 'Accepted', { [meal.id]: 'Fish' }],
      ['Guest 1', 'Declined', {}],
    ]);
    expect(saved.view.householdAnswers).toEqual({ [bus.id]: 'yes' });
    expect(saved.notices).toMatchObject([{ kind: 'rsvp-notice', weddingId }]);
    const guests = guestsRepository(store());
    expect(await guests.find(weddingId, bea)).toMatchObject({ status: 'Accepted', email: 'bea@example.com', householdName: 'The Bees' });
    expect((await guests.find(weddingId, cal))?.respondedAt).toBeInstanceOf(Date);
    const notices = await emailsOf(weddingId);
    expect(notices).toHaveLength(1);
    expect(saved.recorded.ids).toEqual([notices[0]!.id]);
    expect(saved.recorded.queueAfterCommit).toEqual(engine === 'sqlite' ? [notices[0]!.id] : []);
    expect(await jobCount(saved.recorded.ids)).toBe(engine === 'postgres' ? 1 : 0);

    await expect(
      saveRsvp(store(), {
        weddingId,
        respondentId: ids[2]!,
        by: 'guest',
        renderEmail,
        patch: { householdAnswers: {}, members: { [ids[2]!]: { status: 'Accepted' } } },
      }),
    ).rejects.toMatchObject({ code: 'rsvp.invalid-answers' });

    await insertRows(store(), 'rsvpSettings', [{ weddingId, allowRsvpResubmit: false }]);
    expect(await rsvpSettingsOf(store(), weddingId)).toMatchObject({ allowRsvpResubmit: false, rsvpOpen: true });
    await expect(
      saveRsvp(store(), {
        weddingId,
        respondentId: bea,
        by: 'guest',
        renderEmail,
        patch: { householdAnswers: {}, members: { [bea]: { status: 'Declined' } } },
      }),
    ).rejects.toMatchObject({ code: 'rsvp.resubmit-refused' });
    // The refused answer wrote nothing, not even its notice; the couple may still correct it.
    expect(await emailsOf(weddingId)).toHaveLength(1);
    await saveRsvp(store(), { weddingId, respondentId: bea, by: 'couple', patch: { householdAnswers: {}, members: { [bea]: { status: 'Declined' } } } });
    expect((await guests.find(weddingId, bea))?.status).toBe('Declined');
  });

  it("updates the settings a field at a time, with the deadline day in the wedding's zone, and bumps the public page", async () => {
    const { weddingId } = await wedding(1);
    const { t, sql } = portable(store());
    const generation = async () => (await sql().select({ g: t.weddings.pageGeneration }).from(t.weddings).where(eq(t.weddings.id, weddingId)))[0]!.g;
    const before = await generation();
    expect(await updateRsvpSettings(rsvpRepository(store()), weddingId, 'Europe/Paris', { rsvpOpen: false, deadline: '2026-05-01' })).toEqual({
      allowRsvpResubmit: true,
      rsvpOpen: false,
      notifyCouple: true,
      deadline: new Date('2026-05-01T21:59:59.999Z'),
    });
    await updateRsvpSettings(rsvpRepository(store()), weddingId, 'Europe/Paris', { notifyCouple: false });
    expect(await rsvpSettingsOf(store(), weddingId)).toMatchObject({ rsvpOpen: false, notifyCouple: false, deadline: new Date('2026-05-01T21:59:59.999Z') });
    expect(await generation()).toBe(before + 2);
  });

  it('350 guests answering at the same moment: every answer stored once, one notice each', async () => {
    const GUESTS = 350;
    const { weddingId, ids } = await wedding(GUESTS, true);
    const note = await addQuestion(store(), weddingId, { ...text, label: 'Note' });
    const results = await Promise.allSettled(
      ids.map((id, i) =>
        saveRsvp(store(), {
          weddingId,
          respondentId: id,
          by: 'guest',
          renderEmail,
          patch: { householdAnswers: {}, members: { [id]: { status: i % 3 === 0 ? 'Declined' : 'Accepted', answers: { [note.id]: `n${i}` } } } },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const stored = await guestsRepository(store()).all(weddingId);
    expect(stored.filter((g) => g.status === 'Declined')).toHaveLength(Math.ceil(GUESTS / 3));
    expect(stored.filter((g) => g.status === 'Accepted')).toHaveLength(GUESTS - Math.ceil(GUESTS / 3));
    const answers = await questionsRepository(store()).answers('rsvp', ids);
    expect(ids.map((id) => answers.get(id)?.get(note.id))).toEqual(ids.map((_, i) => `n${i}`));
    const notices = await emailsOf(weddingId);
    expect(notices).toHaveLength(GUESTS);
    expect(new Set(notices.map((n) => n.idempotencyKey)).size).toBe(GUESTS);
    expect(await jobCount(notices.map((n) => n.id))).toBe(engine === 'postgres' ? GUESTS : 0);
  }, 300_000);
});
