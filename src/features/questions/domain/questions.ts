// The couple's questions, of the RSVP and of the special requests alike (issue 15 item 3): ordered
// by `position` (kept 0..n-1 within the wedding's form), at most QUESTIONS_MAX, every write one store
// transaction (src/features/questions/domain/repository.ts). Changing a question's type (or, for the
// RSVP, its scope) drops its answers; removing a choice drops the answers that picked it, so no stored
// answer contradicts its question.
import type { DataStore } from '../../../core/db/store/store';
import type { QuestionRow } from './repository';
import type { QuestionForm } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { appText } from '../../../shared/i18n/app';
import { QUESTION_TEXTS, QUESTIONS_MAX } from '../../../shared/rsvp/schemas';
import { questionsRepository, type QuestionsRepository } from './repository';
import { mergeTranslations, type Translations } from '../../../shared/wedding/translations';
import { readQuestionTranslations } from '../../../shared/rsvp/question-language';

export type { QuestionForm, QuestionRow };

/** What a question is made of when the couple adds or edits one (scope and event: RSVP only). */
export interface QuestionFields {
  kind: QuestionRow['kind'];
  label: string;
  options: string[];
  required: boolean;
  scope?: QuestionRow['scope'];
  eventId?: string | null;
  forCaterer?: boolean;
  /** The label and choices in the wedding's other languages: each language sent replaces that language's (issue 27 item 2). */
  translations?: Translations;
}

/** One form's questions: how a row is shown, and what else an input must satisfy. */
export interface QuestionsOf<Q> {
  form: QuestionForm;
  json: (row: QuestionRow) => Q;
  /** Throws a UserError when the input is refused (e.g. an unknown event); runs inside the write's transaction. */
  check?: (store: DataStore, weddingId: string, input: QuestionFields) => Promise<void>;
}

async function found(repository: QuestionsRepository, form: QuestionForm, weddingId: string, id: string): Promise<QuestionRow> {
  const row = await repository.find(form, weddingId, id);
  if (!row) throw new UserError('questions.not-found', appText('questions.notFound'));
  return row;
}

/** The operations of one form on a repository (`store`: what the form's check reads). */
export function questionOperations<Q>(of: QuestionsOf<Q>, repository: QuestionsRepository, store: DataStore) {
  const list = async (weddingId: string): Promise<Q[]> => (await repository.rows(of.form, weddingId)).map(of.json);
  const ids = async (weddingId: string) => (await repository.rows(of.form, weddingId)).map((q) => q.id);
  return {
    list,
    add: (weddingId: string, input: QuestionFields): Promise<Q> =>
      repository.transaction(async () => {
        const existing = await ids(weddingId);
        if (existing.length >= QUESTIONS_MAX) throw new UserError('questions.too-many', QUESTION_TEXTS.tooMany);
        await of.check?.(store, weddingId, input);
        const row = await repository.insert(of.form, weddingId, { ...input, translations: mergeTranslations({}, input.translations ?? {}) }, existing.length);
        await repository.writeOrder(weddingId, [...existing, row.id]);
        return of.json(row);
      }),
    update: (weddingId: string, id: string, input: QuestionFields): Promise<Q> =>
      repository.transaction(async () => {
        const current = await found(repository, of.form, weddingId, id);
        await of.check?.(store, weddingId, input);
        if (current.kind !== input.kind || (input.scope !== undefined && current.scope !== input.scope)) await repository.dropAnswers(id);
        else if (input.kind === 'choice') await repository.dropAnswers(id, input.options);
        const translations = input.translations && mergeTranslations(readQuestionTranslations(current.translations), input.translations);
        return of.json(await repository.update(id, { ...input, ...(translations ? { translations } : {}) }));
      }),
    remove: (weddingId: string, id: string): Promise<void> =>
      repository.transaction(async () => {
        await found(repository, of.form, weddingId, id);
        await repository.remove(id);
        await repository.writeOrder(weddingId, await ids(weddingId));
      }),
    move: (weddingId: string, id: string, direction: 'up' | 'down'): Promise<Q[]> =>
      repository.transaction(async () => {
        await found(repository, of.form, weddingId, id);
        const order = await ids(weddingId);
        const from = order.indexOf(id);
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to]!, order[from]!];
        await repository.writeOrder(weddingId, order);
        return list(weddingId);
      }),
    /** A new order naming every question exactly once. */
    reorder: (weddingId: string, order: string[]): Promise<Q[]> =>
      repository.transaction(async () => {
        const current = await ids(weddingId);
        const same = order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
        if (!same) throw new UserError('questions.bad-order', appText('questions.badOrder'));
        await repository.writeOrder(weddingId, order);
        return list(weddingId);
      }),
  };
}

export type QuestionOperations<Q, I> = {
  list: (weddingId: string) => Promise<Q[]>;
  add: (weddingId: string, input: I) => Promise<Q>;
  update: (weddingId: string, id: string, input: I) => Promise<Q>;
  remove: (weddingId: string, id: string) => Promise<void>;
  move: (weddingId: string, id: string, direction: 'up' | 'down') => Promise<Q[]>;
  reorder: (weddingId: string, ids: string[]) => Promise<Q[]>;
};

/**
 * One form's questions: `on(store)` gives the six operations (async, each write one transaction).
 */
export function questionsFeature<Q, I extends QuestionFields>(of: QuestionsOf<Q>) {
  return {
    on: (store: DataStore): QuestionOperations<Q, I> => questionOperations(of, questionsRepository(store), store),
  };
}
