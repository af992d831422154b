import { addSpecialQuestion } from '../domain/questions';
import type { SpecialQuestionInput } from '../domain/schemas';
import { type CoupleWeddingOptions, coupleWedding } from '../../../../tests/helpers/couple-wedding';

/** A published wedding at `weddingUrl` with its owner signed in (`owner`) and an anonymous visitor. */
export async function specialWedding(options: Pick<CoupleWeddingOptions, 'role' | 'weddingUrl' | 'content' | 'app'> = {}) {
  const w = await coupleWedding(options);
  return {
    ...w,
    addQuestion: (input: Partial<SpecialQuestionInput> & { label: string }) =>
      addSpecialQuestion(w.store, w.wedding.id, { kind: 'text', options: [], required: false, ...input }),
  };
}
export type SpecialTestWedding = Awaited<ReturnType<typeof specialWedding>>;
