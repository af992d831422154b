// The questions' repository in memory (issue 29 item 7): the same interface as ./repository.ts, so the
// questions' rules (the limit, the order, answers dropped with a changed question) are unit-tested without a
// database. A transaction that throws puts back what it changed, as a rolled-back one does.
import type { QuestionRow, QuestionsRepository, QuestionValues } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

interface Answer {
  guestId: string;
  questionId: string;
  plusOne: boolean;
  value: string;
}

export interface MemoryQuestions extends QuestionsRepository {
  readonly stored: { questions: QuestionRow[]; answers: Answer[] };
}

/** What the SQL's update sets: the values given (drizzle leaves out an undefined one). */
const given = (values: QuestionValues) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

export function memoryQuestionsRepository(): MemoryQuestions {
  let stored = { questions: [] as QuestionRow[], answers: [] as Answer[] };
  let nextId = 1;
  const byPosition = (a: QuestionRow, b: QuestionRow) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime();
  return {
    get stored() {
      return stored;
    },
    transaction: memoryTransaction(
      () => ({ questions: stored.questions.map((q) => ({ ...q })), answers: stored.answers.map((a) => ({ ...a })) }),
      (saved) => {
        stored = saved;
      },
    ),
    rows: async (form, weddingId) => stored.questions.filter((q) => q.weddingId === weddingId && q.form === form).sort(byPosition),
    find: async (form, weddingId, id) => stored.questions.find((q) => q.weddingId === weddingId && q.form === form && q.id === id),
    insert: async (form, weddingId, values, position) => {
      const row: QuestionRow = {
        id: `q${nextId}`,
        weddingId,
        form,
        translations: {},
        scope: 'guest',
        eventId: null,
        forCaterer: null,
        createdAt: new Date(Date.UTC(2026, 0, 1) + nextId++),
        ...given(values),
        position,
      } as QuestionRow;
      stored.questions.push(row);
      return row;
    },
    update: async (id, values) => {
      const index = stored.questions.findIndex((q) => q.id === id);
      stored.questions[index] = { ...stored.questions[index]!, ...given(values) };
      return stored.questions[index]!;
    },
    remove: async (id) => {
      stored.questions = stored.questions.filter((q) => q.id !== id);
      stored.answers = stored.answers.filter((a) => a.questionId !== id);
    },
    writeOrder: async (weddingId, ids) => {
      for (const [position, id] of ids.entries()) {
        const row = stored.questions.find((q) => q.weddingId === weddingId && q.id === id);
        if (row) row.position = position;
      }
    },
    dropAnswers: async (questionId, except) => {
      stored.answers = stored.answers.filter((a) => a.questionId !== questionId || (except?.includes(a.value) ?? false));
    },
    answers: async (form, guestIds, plusOne = false) => {
      const ofForm = new Set(stored.questions.filter((q) => q.form === form).map((q) => q.id));
      const result = new Map<string, Map<string, string>>();
      for (const answer of stored.answers) {
        if (!guestIds.includes(answer.guestId) || !ofForm.has(answer.questionId) || answer.plusOne !== plusOne) continue;
        if (!result.has(answer.guestId)) result.set(answer.guestId, new Map());
        result.get(answer.guestId)!.set(answer.questionId, answer.value);
      }
      return result;
    },
    writeAnswer: async (guestId, questionId, value, _now, plusOne = false) => {
      stored.answers = stored.answers.filter((a) => !(a.guestId === guestId && a.questionId === questionId && a.plusOne === plusOne));
      if (value !== '') stored.answers.push({ guestId, questionId, plusOne, value });
    },
  };
}
