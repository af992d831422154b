import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { Wedding } from '../../weddings';
import { rsvpToken } from '../../guests';
import { specialAnswersOfGuest } from '../domain/answers';
import { listSpecialQuestions } from '../domain/questions';
import { readSpecialSettings } from '../domain/settings';
import { specialRequestsRepository } from '../domain/repository';
import { AfterRsvpQuestions } from '../views/public/AfterRsvpQuestions';
import type { AppEnv } from '../../../core/http/context';
import { specialRepositories } from '../domain/repositories';

/**
 * The special-request questions for the end of the RSVP (its confirmation page), when the couple
 * switched "Ask these questions at the end of the RSVP" on and has questions: a form to
 * /questions/{weddingUrl} with the respondent's personal token and what they answered before.
 */
export async function specialQuestionsAfterRsvp<E extends AppEnv>(
  c: Context<E>,
  wedding: Wedding,
  guest: { id: string; weddingId: string; rsvpLinkVersion: number },
): Promise<ReactElement | null> {
  if (!wedding.weddingUrl || guest.weddingId !== wedding.id) return null;
  const settings = await readSpecialSettings(specialRequestsRepository(c.var.store), wedding.id);
  if (!settings.showInRsvp) return null;
  const questions = await listSpecialQuestions(c.var.store, wedding.id);
  if (questions.length === 0) return null;
  const answers = await specialAnswersOfGuest(specialRepositories(c.var.store), guest.id);
  return (
    <AfterRsvpQuestions
      action={`/questions/${wedding.weddingUrl}`}
      token={rsvpToken(c.var.config, guest)}
      intro={settings.intro}
      questions={questions}
      answers={answers}
    />
  );
}
