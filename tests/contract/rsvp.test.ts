// The RSVP on both engines (issue 29 item 4): the couple's questions and a guest's answer for their
// household, through the repositories, on a real SQLite file and a real PostgreSQL database; and 350
// guests answering at the same moment, each answer one transaction that reads and writes: none lost,
// none doubled, one notice to the couple each.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { renderEmail } from '../../src/features/email';
import { guestsRepository } from '../../src/features/guests';
import { questionsRepository } from '../../src/features/questions';
import { saveRsvp } from '../../src/features/rsvp/domain/answer';
import { addQuestion, listQuestions, rsvpQuestionFeature } from '../../src/features/rsvp/domain/questions';
import { rsvpSettingsOf } from '../../src/features/rsvp/domain/settings';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const text = { kind: 'text' as const, options: [], required: false, scope: 'guest' as const };

describeEachEngine('rsvp', ({ store }) => {
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
    expect(saved.notice).toMatchObject({ kind: 'rsvp-notice', weddingId });
    const guests = guestsRepository(store());
    expect(await guests.find(weddingId, bea)).toMatchObject({ status: 'Accepted', email: 'bea@example.com', householdName: 'The Bees' });
    expect((await guests.find(weddingId, cal))?.respondedAt).toBeInstanceOf(Date);
    expect(await emailsOf(weddingId)).toHaveLength(1);

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
  }, 120_000);
});
