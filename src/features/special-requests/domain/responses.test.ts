// What the couple reads of the special requests, on the in-memory repositories (issue 29 item 7): every guest with
// their answers, those who answered first (latest change first), the counts and each question's tally.
import { describe, expect, it } from 'vitest';
import { memoryRsvpRepositories, memorySpecialRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { saveSpecialAnswers } from './answers';
import { responseCounts, specialResponsesOf } from './responses';

async function wedding() {
  const base = memoryRsvpRepositories();
  const set = rsvpSetup(base);
  const repos = memorySpecialRepositories(base);
  const ann = await set.guest('Ann', { household: 'The Bees', status: 'Accepted', email: 'ann@example.com' });
  const bob = await set.guest('Bob', { status: 'Maybe' });
  const cy = await set.guest('Cy', { status: 'Declined' });
  await rsvpSetup(base, 'w2').guest('Other');
  const bus = await set.question('Bus?', { kind: 'yesno' }, 'special');
  const diet = await set.question('Diet', {}, 'special');
  const save = (guestId: string, answers: Record<string, string>, at: string) =>
    saveSpecialAnswers(repos, { weddingId: 'w1', guestId, answers, source: 'questions', now: new Date(at) });
  return { repos, save, ids: { ann: ann.id, bob: bob.id, cy: cy.id }, q: { bus: bus.id, diet: diet.id } };
}

describe('specialResponsesOf', () => {
  it('lists those who answered, latest change first, then the others in list order, with their RSVP as the list shows it', async () => {
    const { repos, save, ids, q } = await wedding();
    await save(ids.cy, { [q.bus]: 'no' }, '2027-05-01T10:00:00Z');
    await save(ids.ann, { [q.bus]: 'yes', [q.diet]: 'Vegan' }, '2027-05-02T10:00:00Z');
    // Cy changes an answer last: Cy comes first, first answered time kept.
    await save(ids.cy, { [q.diet]: 'None' }, '2027-05-03T10:00:00Z');
    const data = await specialResponsesOf(repos, 'w1');
    expect(data.rows.map((r) => [r.name, r.rsvpStatus, r.household, r.email, r.submittedAt?.toISOString() ?? null, r.source])).toEqual([
      ['Cy', 'Declined', null, null, '2027-05-01T10:00:00.000Z', 'questions'],
      ['Ann', 'Accepted', 'The Bees', 'ann@example.com', '2027-05-02T10:00:00.000Z', 'questions'],
      ['Bob', 'ERROR', null, null, null, null],
    ]);
    expect(data.rows[0]!.answers).toEqual({ [q.bus]: 'no', [q.diet]: 'None' });
    expect([data.responded, data.guests]).toEqual([2, 3]);
    expect(data.questions.map((question) => question.label)).toEqual(['Bus?', 'Diet']);
  });

  it('tallies each question over the guests who answered: every yes/no counted, texts with who wrote them', async () => {
    const { repos, save, ids, q } = await wedding();
    await save(ids.cy, { [q.bus]: 'no' }, '2027-05-01T10:00:00Z');
    await save(ids.ann, { [q.bus]: 'yes', [q.diet]: 'Vegan' }, '2027-05-02T10:00:00Z');
    const [bus, diet] = (await specialResponsesOf(repos, 'w1')).tallies;
    expect([bus!.answered, bus!.counts.map((c) => [c.value, c.count])]).toEqual([
      2,
      [
        ['yes', 1],
        ['no', 1],
      ],
    ]);
    expect([diet!.answered, diet!.texts]).toEqual([1, [{ name: 'Ann', value: 'Vegan' }]]);
  });
});

describe('responseCounts', () => {
  it('counts the wedding’s guests and how many of them answered', async () => {
    const { repos, save, ids, q } = await wedding();
    expect(await responseCounts(repos, 'w1')).toEqual({ guests: 3, responded: 0 });
    await save(ids.bob, { [q.bus]: 'yes' }, '2027-05-01T10:00:00Z');
    await save(ids.bob, { [q.bus]: 'no' }, '2027-05-02T10:00:00Z');
    expect(await responseCounts(repos, 'w1')).toEqual({ guests: 3, responded: 1 });
    expect(await responseCounts(repos, 'w2')).toEqual({ guests: 1, responded: 0 });
  });
});
