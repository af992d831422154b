import { addQuestion } from '../domain/questions';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import type { QuestionInput } from '../../../shared/rsvp/schemas';
import { type CoupleWeddingOptions, coupleWedding } from '../../../../tests/helpers/couple-wedding';

/** A published wedding at `weddingUrl` with its owner signed in (`owner`) and an anonymous visitor (`visitor`). */
export async function rsvpWedding(options: Omit<CoupleWeddingOptions, 'app'> = {}) {
  const w = await coupleWedding(options);
  return {
    ...w,
    addQuestion: (input: Partial<QuestionInput> & { label: string }) =>
      addQuestion(sqliteStore(w.db), w.wedding.id, { kind: 'text', options: [], required: false, scope: 'guest', ...input }),
  };
}
export type RsvpTestWedding = Awaited<ReturnType<typeof rsvpWedding>>;
