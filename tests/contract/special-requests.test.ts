// The special requests on both engines (issue 29 item 4), on a real SQLite file and a real PostgreSQL
// database: the settings read with their defaults and saved field by field; a guest's answers and their
// one response row, checked and written in one transaction; what the couple reads (responses, counts, CSV).
import { expect, it } from 'vitest';
import { guestsRepository } from '../../src/features/guests';
import { responseOf, saveSpecialAnswers, specialAnswersOfGuest } from '../../src/features/special-requests/domain/answers';
import { addSpecialQuestion } from '../../src/features/special-requests/domain/questions';
import { specialRequestsRepository } from '../../src/features/special-requests/domain/repository';
import { responseCounts, specialResponsesOf } from '../../src/features/special-requests/domain/responses';
import { specialResponsesCsv } from '../../src/features/special-requests/domain/responses-csv';
import { readSpecialSettings, updateSpecialSettings } from '../../src/features/special-requests/domain/settings';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';
import { specialRepositories } from '../../src/features/special-requests/domain/repositories';

describeEachEngine('special requests', ({ store }) => {
  async function wedding() {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    return { weddingId, userId, repository: specialRequestsRepository(store()) };
  }

  /** A wedding with guests (oldest first) and three questions: a required text, a yes/no and a choice. */
  async function withQuestions(names: string[]) {
    const w = await wedding();
    const ids = names.map(() => newId());
    await insertRows(
      store(),
      'guests',
      names.map((name, i) => ({ id: ids[i]!, weddingId: w.weddingId, name, nameKey: name.toLowerCase(), createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
    );
    const base = { options: [], required: false };
    const diet = await addSpecialQuestion(store(), w.weddingId, { ...base, kind: 'text', label: 'Diet', required: true });
    const bus = await addSpecialQuestion(store(), w.weddingId, { ...base, kind: 'yesno', label: 'Shuttle?' });
    const meal = await addSpecialQuestion(store(), w.weddingId, { ...base, kind: 'choice', label: 'Meal', options: ['Fish', 'Veggie'] });
    return { ...w, ids, diet, bus, meal };
  }

  it('reads the defaults until saved; a field left out keeps its value; an empty intro is stored as none', async () => {
    const w = await wedding();
    expect(await readSpecialSettings(w.repository, w.weddingId)).toEqual({ intro: '', showInRsvp: false, acceptNewGuests: false });
    expect(await updateSpecialSettings(w.repository, w.weddingId, { intro: 'Tell us', showInRsvp: true })).toEqual({
      intro: 'Tell us',
      showInRsvp: true,
      acceptNewGuests: false,
    });
    await updateSpecialSettings(w.repository, w.weddingId, { acceptNewGuests: true });
    expect(await readSpecialSettings(w.repository, w.weddingId)).toEqual({ intro: 'Tell us', showInRsvp: true, acceptNewGuests: true });
    await updateSpecialSettings(w.repository, w.weddingId, { intro: '' });
    expect(await w.repository.settings(w.weddingId)).toEqual({ intro: null, showInRsvp: true, acceptNewGuests: true });
  });

  it('concurrent saves of different fields lose none of them', async () => {
    const w = await wedding();
    await Promise.all([
      updateSpecialSettings(w.repository, w.weddingId, { intro: 'Hello' }),
      updateSpecialSettings(w.repository, w.weddingId, { showInRsvp: true }),
      updateSpecialSettings(w.repository, w.weddingId, { acceptNewGuests: true }),
    ]);
    expect(await readSpecialSettings(w.repository, w.weddingId)).toEqual({ intro: 'Hello', showInRsvp: true, acceptNewGuests: true });
  });

  it("stores a guest's answers with one response (first source and time kept), checks them before writing, and lets the guest change them", async () => {
    const w = await withQuestions(['Bea Bee', 'Cy See']);
    const [bea] = w.ids as [string, string];
    const first = new Date('2026-03-01T10:00:00Z');
    await expect(
      saveSpecialAnswers(specialRepositories(store()), { weddingId: w.weddingId, guestId: bea, answers: { [w.bus.id]: 'yes' }, source: 'rsvp', now: first }),
    ).rejects.toMatchObject({
      code: 'questions.invalid-answers',
      errors: { [`answer.${w.diet.id}`]: 'Please answer: Diet' },
    });
    expect(await specialAnswersOfGuest(specialRepositories(store()), bea)).toEqual({});
    expect(await responseOf(specialRepositories(store()), bea)).toBeNull();

    const saved = await saveSpecialAnswers(specialRepositories(store()), {
      weddingId: w.weddingId,
      guestId: bea,
      answers: { [w.diet.id]: 'None', [w.bus.id]: 'yes', [w.meal.id]: 'Fish' },
      source: 'rsvp',
      now: first,
    });
    expect(saved.answers).toEqual({ [w.diet.id]: 'None', [w.bus.id]: 'yes', [w.meal.id]: 'Fish' });
    expect(saved.submittedAt).toEqual(first);
    const later = new Date('2026-03-02T10:00:00Z');
    await saveSpecialAnswers(specialRepositories(store()), {
      weddingId: w.weddingId,
      guestId: bea,
      answers: { [w.bus.id]: '', [w.meal.id]: 'Veggie' },
      source: 'questions',
      now: later,
    });
    expect(await specialAnswersOfGuest(specialRepositories(store()), bea)).toEqual({ [w.diet.id]: 'None', [w.meal.id]: 'Veggie' });
    expect(await responseOf(specialRepositories(store()), bea)).toMatchObject({ source: 'rsvp', submittedAt: first, updatedAt: later });
    await expect(
      saveSpecialAnswers(specialRepositories(store()), { weddingId: w.weddingId, guestId: newId(), answers: {}, source: 'questions' }),
    ).rejects.toMatchObject({
      code: 'guest.not-found',
    });
  });

  it('the same answers sent at once store one response and one answer per question', async () => {
    const w = await withQuestions(['Dee Dee']);
    const [dee] = w.ids as [string];
    await Promise.all(
      ['Fish', 'Veggie', 'Fish', 'Veggie'].map((meal) =>
        saveSpecialAnswers(specialRepositories(store()), {
          weddingId: w.weddingId,
          guestId: dee,
          answers: { [w.diet.id]: 'Nuts', [w.meal.id]: meal },
          source: 'questions',
        }),
      ),
    );
    expect((await w.repository.responses(w.weddingId)).map((r) => r.guestId)).toEqual([dee]);
    expect(Object.keys(await specialAnswersOfGuest(specialRepositories(store()), dee)).sort()).toEqual([w.diet.id, w.meal.id].sort());
  });

  it("gives the couple every guest, those who answered first, tallies, counts and the CSV; and the owner's plan", async () => {
    const w = await withQuestions(['Eve Ee', 'Fay Eff', 'Gus Gee']);
    const [eve, fay] = w.ids as [string, string, string];
    await guestsRepository(store()).update(fay, { status: 'Accepted' });
    await saveSpecialAnswers(specialRepositories(store()), {
      weddingId: w.weddingId,
      guestId: fay,
      answers: { [w.diet.id]: 'Vegan', [w.bus.id]: 'no' },
      source: 'questions',
    });
    expect(await responseCounts(specialRepositories(store()), w.weddingId)).toEqual({ guests: 3, responded: 1 });
    const data = await specialResponsesOf(specialRepositories(store()), w.weddingId);
    expect(data.rows.map((r) => r.name)).toEqual(['Fay Eff', 'Eve Ee', 'Gus Gee']);
    expect(data.rows[0]).toMatchObject({ guestId: fay, rsvpStatus: 'Accepted', source: 'questions', answers: { [w.diet.id]: 'Vegan', [w.bus.id]: 'no' } });
    expect(data.rows.find((r) => r.guestId === eve)).toMatchObject({ submittedAt: null, answers: {} });
    expect(data.tallies.find((t) => t.question.id === w.bus.id)?.counts.map((c) => c.count)).toEqual([0, 1]);
    const csv = await specialResponsesCsv(specialRepositories(store()), w.weddingId);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFName,Email,Household,RSVP,Answered At,Updated At,Diet,Shuttle?,Meal');
    expect(csv).toContain('Fay Eff,,,Accepted,');
    expect(await w.repository.ownerRole(w.weddingId)).toBe('userFree');
    expect(await w.repository.ownerRole(newId())).toBeUndefined();
  });
});
