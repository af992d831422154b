import { addQuestion } from '../domain/questions';
import type { QuestionInput } from '../../../shared/rsvp/schemas';
import { type CoupleWeddingOptions, coupleWedding } from '../../../../tests/helpers/couple-wedding';

/** A published wedding at `weddingUrl` with its owner signed in (`owner`) and an anonymous visitor (`visitor`). */
export async function rsvpWedding(options: Omit<CoupleWeddingOptions, 'app'> = {}) {
  const w = await coupleWedding(options);
  return {
    ...w,
    addQuestion: (input: Partial<QuestionInput> & { label: string }) =>
      addQuestion(w.store, w.wedding.id, { kind: 'text', options: [], required: false, scope: 'guest', ...input }),
  };
}
export type RsvpTestWedding = Awaited<ReturnType<typeof rsvpWedding>>;
