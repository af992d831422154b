// Issue 22 item 2: a plus-one answers the questions their guest answers (the meal at least), with
// JavaScript off (this plain form) and through the API; their answers are stored per plus-one and
// counted, while the plus-one comes.
import { and, eq } from 'drizzle-orm';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { first } from '../../../core/db/store/portable';
import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

const { answers, emails } = engineTables();

async function claraAndTheo() {
  const w = await rsvpWedding({ weddingUrl: `po-${Math.random().toString(36).slice(2, 8)}` });
  const clara = await w.addGuest({ name: 'Clara Whitfield', plusOneAllowed: true, plusOneName: 'Theo Brandt' });
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Vegetarian'], required: true });
  const song = await w.addQuestion({ label: 'Song wish' });
  const shuttle = await w.addQuestion({ label: 'Shuttle?', kind: 'yesno', scope: 'household' });
  const stored = async () =>
    await w
      .sql()
      .select({ questionId: answers.questionId, value: answers.value })
      .from(answers)
      .where(and(eq(answers.guestId, clara.id), eq(answers.plusOne, true)));
  return { w, clara, meal, song, shuttle, stored };
}

describe('plus-ones answer the per-person questions (issue 22 item 2)', () => {
  it('the plain form asks the named plus-one the per-person questions, requires the meal, stores and counts their answers', async () => {
    const { w, clara, meal, song, shuttle, stored } = await claraAndTheo();
    const token = w.tokenOf(clara);
    const form = (await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(token)}`)).text()).replaceAll('<!-- -->', '');
    expect(form).toContain(`name="plusOneAnswer.${meal.id}.${clara.id}"`);
    expect(form).toContain(`name="plusOneAnswer.${song.id}.${clara.id}"`);
    expect(form).not.toContain(`name="plusOneAnswer.${shuttle.id}.${clara.id}"`); // asked once per household
    expect(form).toContain('Theo Brandt’s answers');

    const answer = {
      token,
      [`status.${clara.id}`]: 'Accepted',
      [`plusOne.${clara.id}`]: 'yes',
      [`plusOneName.${clara.id}`]: 'Theo Brandt',
      [`answer.${meal.id}.${clara.id}`]: 'Fish',
      [`answer.${shuttle.id}`]: 'yes',
    };
    // The plus-one's meal is required like the guest's.
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp`, answer);
    expect(refused.status).toBe(400);
    expect((await refused.text()).replaceAll('<!-- -->', '')).toContain('Please answer for Theo Brandt: Meal');
    expect(await stored()).toEqual([]);

    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      ...answer,
      [`plusOneAnswer.${meal.id}.${clara.id}`]: 'Vegetarian',
      [`plusOneAnswer.${song.id}.${clara.id}`]: 'September',
    });
    expect(sent.status).toBe(303);
    expect(await stored()).toEqual(
      expect.arrayContaining([
        { questionId: meal.id, value: 'Vegetarian' },
        { questionId: song.id, value: 'September' },
      ]),
    );

    // Counted: the meal tally has both; the song wishes name Theo.
    const summary = await (await w.ownerClient.get('/api/v1/rsvp/summary')).json();
    const byId = Object.fromEntries(summary.questions.map((q: { id: string }) => [q.id, q]));
    expect(byId[meal.id]).toMatchObject({
      answered: 2,
      tally: [
        { value: 'Fish', count: 1 },
        { value: 'Vegetarian', count: 1 },
      ],
    });
    expect(byId[song.id].responses).toEqual([{ name: 'Theo Brandt (guest of Clara Whitfield)', value: 'September' }]);
    expect(byId[shuttle.id].answered).toBe(1);
    expect(summary.guests[0].plusOneAnswers).toEqual({ [meal.id]: 'Vegetarian', [song.id]: 'September' });

    // The manager's row, the export, the notice and the confirmation page say it too.
    const page = (await (await w.ownerClient.get('/app/rsvp')).text()).replaceAll('<!-- -->', '');
    const row = page.slice(page.indexOf(`id="guest-${clara.id}"`));
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('Theo Brandt: Vegetarian');
    const csv = (await (await w.ownerClient.get('/api/v1/guest-list/export.csv')).text()).replace(/^\uFEFF/, '');
    const [header, line] = csv.split('\r\n').map((l) => l.split(','));
    expect(line![header!.indexOf('Meal (plus-one)')]).toBe('Vegetarian');
    expect(line![header!.indexOf('Meal')]).toBe('Fish');
    const notice = first(await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-notice')))!;
    expect(notice.text).toContain('Meal (Theo Brandt, guest of Clara Whitfield): Vegetarian');
    const submitted = (await (await w.visitor.get(sent.headers.get('location')!)).text()).replaceAll('<!-- -->', '');
    expect(submitted).toContain('Theo Brandt');
    expect(submitted).toContain('Meal: Vegetarian');

    // Without the plus-one, their answers stop counting (and are kept, should Clara bring Theo after all).
    expect((await w.visitor.form(`/${w.weddingUrl}/rsvp`, { token, [`status.${clara.id}`]: 'Accepted', [`plusOne.${clara.id}`]: 'no' })).status).toBe(303);
    const after = await (await w.ownerClient.get('/api/v1/rsvp/summary')).json();
    expect(after.questions.find((q: { id: string }) => q.id === meal.id).tally).toEqual([
      { value: 'Fish', count: 1 },
      { value: 'Vegetarian', count: 0 },
    ]);
    expect(await stored()).toHaveLength(2);
  });

  it('the API reads and writes a plus-one’s answers', async () => {
    const { w, clara, meal, stored } = await claraAndTheo();
    const api = `/api/v1/public/${w.weddingUrl}/rsvp`;
    const res = await w.visitor.patch(api, {
      token: w.tokenOf(clara),
      members: [
        {
          guestId: clara.id,
          status: 'Accepted',
          plusOne: true,
          plusOneName: 'Theo Brandt',
          answers: { [meal.id]: 'Fish' },
          plusOneAnswers: { [meal.id]: 'Vegetarian' },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).guest.members[0].plusOneAnswers).toEqual({ [meal.id]: 'Vegetarian' });
    expect(await stored()).toEqual([{ questionId: meal.id, value: 'Vegetarian' }]);
    const read = await (await w.visitor.get(`${api}?token=${encodeURIComponent(w.tokenOf(clara))}`)).json();
    expect(read.guest.plusOneAnswers).toEqual({ [meal.id]: 'Vegetarian' });
    // An answer that is not one of the options is refused, keyed by the plus-one's field.
    const bad = await w.visitor.patch(api, {
      token: w.tokenOf(clara),
      members: [{ guestId: clara.id, status: 'Accepted', plusOne: true, plusOneName: 'Theo Brandt', plusOneAnswers: { [meal.id]: 'Steak' } }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual([`plusOneAnswer.${meal.id}.${clara.id}`]);
  });
});
