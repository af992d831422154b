// The couple's questions on the in-memory repository (issue 15 item 3, issue 29 item 7): at most 20 per form,
// kept in order 0..n-1 through adds, removes and moves, a new order naming each question once, answers that
// would contradict an edited question dropped, and translations replaced language by language.
import { describe, expect, it } from 'vitest';
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import { QUESTIONS_MAX } from '../../../shared/rsvp/schemas';
import { type QuestionFields, questionOperations, type QuestionRow, type QuestionsOf } from './questions';
import { memoryQuestionsRepository } from './repository.memory';
import { refusedWith } from '../../../../tests/helpers/refusal';

const store = {} as DataStore;
const json = (row: QuestionRow) => ({ id: row.id, label: row.label, position: row.position, options: row.options, translations: row.translations });

function setUp(check?: QuestionsOf<unknown>['check']) {
  const repository = memoryQuestionsRepository();
  return { repository, ops: questionOperations({ form: 'rsvp', json, check }, repository, store) };
}

const text = (label: string, fields: Partial<QuestionFields> = {}): QuestionFields => ({ kind: 'text', label, options: [], required: false, ...fields });
const menu = (options: string[]) => text('Menu', { kind: 'choice', options });

describe('adding questions', () => {
  it('puts each at the end, up to 20 per wedding’s form', async () => {
    const { repository, ops } = setUp();
    for (let i = 0; i < QUESTIONS_MAX; i++) await ops.add('w1', text(`Q${i}`));
    expect((await ops.list('w1')).map((q) => q.position)).toEqual([...Array(QUESTIONS_MAX).keys()]);
    expect(await refusedWith(ops.add('w1', text('One more')))).toMatchObject({ code: 'questions.too-many', message: 'You can ask at most 20 questions' });
    // The other form and other weddings count apart.
    await questionOperations({ form: 'special', json }, repository, store).add('w1', text('Allergies'));
    await ops.add('w2', text('Song'));
    expect(repository.stored.questions).toHaveLength(QUESTIONS_MAX + 2);
  });

  it('runs the form’s check inside the write: a refusal adds nothing', async () => {
    const { repository, ops } = setUp(async (_store, _weddingId, input) => {
      if (input.eventId === 'gone') throw new UserError('questions.not-found', 'Event not found');
    });
    await expect(ops.add('w1', text('For the brunch', { eventId: 'gone' }))).rejects.toThrow('Event not found');
    expect(repository.stored.questions).toEqual([]);
  });
});

describe('editing a question', () => {
  async function answered() {
    const { repository, ops } = setUp();
    const q = await ops.add('w1', menu(['Fish', 'Meat', 'Veg']));
    for (const [guest, value] of [
      ['g1', 'Fish'],
      ['g2', 'Meat'],
      ['g3', 'Veg'],
    ] as const)
      await repository.writeAnswer(guest, q.id, value, new Date());
    const values = () => repository.stored.answers.map((a) => a.value);
    return { repository, ops, q, values };
  }

  it('keeps the answers of the choices it keeps', async () => {
    const { ops, q, values } = await answered();
    await ops.update('w1', q.id, menu(['Fish', 'Veg', 'Vegan']));
    expect(values()).toEqual(['Fish', 'Veg']);
  });

  it('drops every answer when its kind or scope changes', async () => {
    const kind = await answered();
    await kind.ops.update('w1', kind.q.id, text('Menu'));
    expect(kind.values()).toEqual([]);
    const scope = await answered();
    await scope.ops.update('w1', scope.q.id, { ...menu(['Fish', 'Meat', 'Veg']), scope: 'household' });
    expect(scope.values()).toEqual([]);
    const same = await answered();
    await same.ops.update('w1', same.q.id, { ...menu(['Fish', 'Meat', 'Veg']), scope: 'guest', label: 'Dinner' });
    expect(same.values()).toEqual(['Fish', 'Meat', 'Veg']);
  });

  it('replaces the translations of each language sent, keeping the others', async () => {
    const { ops } = setUp();
    const q = await ops.add('w1', text('Song?', { translations: { es: { label: '¿Canción?' }, fr: { label: 'Chanson ?' } } }));
    expect(q.translations).toEqual({ es: { label: '¿Canción?' }, fr: { label: 'Chanson ?' } });
    const edited = await ops.update('w1', q.id, text('Song?', { translations: { es: { label: '¿Una canción?' }, fr: {} } }));
    expect(edited.translations).toEqual({ es: { label: '¿Una canción?' } });
    expect((await ops.update('w1', q.id, text('A song?'))).translations).toEqual({ es: { label: '¿Una canción?' } });
  });

  it('finds only the wedding’s own question of its form', async () => {
    const { repository, ops } = setUp();
    const q = await ops.add('w1', text('Song'));
    const special = questionOperations({ form: 'special', json }, repository, store);
    for (const attempt of [ops.update('w2', q.id, text('x')), ops.remove('w2', q.id), special.update('w1', q.id, text('x')), ops.move('w1', 'nope', 'up')])
      expect(await refusedWith(attempt)).toMatchObject({ code: 'questions.not-found', message: 'Question not found' });
  });
});

describe('the order', () => {
  async function three() {
    const { repository, ops } = setUp();
    const [a, b, c] = [await ops.add('w1', text('A')), await ops.add('w1', text('B')), await ops.add('w1', text('C'))];
    return { repository, ops, a: a.id, b: b.id, c: c.id };
  }
  const labels = (list: { label: string; position: number }[]) => list.map((q) => `${q.position}:${q.label}`);

  it('closes the gap a removed question leaves', async () => {
    const { ops, a } = await three();
    await ops.remove('w1', a);
    expect(labels(await ops.list('w1'))).toEqual(['0:B', '1:C']);
  });

  it('moves a question one place, and not past either end', async () => {
    const { ops, a, c } = await three();
    expect(labels(await ops.move('w1', c, 'up'))).toEqual(['0:A', '1:C', '2:B']);
    expect(labels(await ops.move('w1', a, 'up'))).toEqual(['0:A', '1:C', '2:B']);
    expect(labels(await ops.move('w1', a, 'down'))).toEqual(['0:C', '1:A', '2:B']);
  });

  it('takes a new order that names every question exactly once', async () => {
    const { ops, a, b, c } = await three();
    expect(labels(await ops.reorder('w1', [c, a, b]))).toEqual(['0:C', '1:A', '2:B']);
    for (const order of [
      [a, b],
      [a, b, b],
      [a, b, c, 'q99'],
      [a, b, 'q99'],
    ])
      expect(await refusedWith(ops.reorder('w1', order))).toMatchObject({ code: 'questions.bad-order', message: 'The order must list every question once' });
    expect(labels(await ops.list('w1'))).toEqual(['0:C', '1:A', '2:B']);
  });
});
