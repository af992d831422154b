import type { SpecialAnswers, SpecialQuestion } from '../../domain/model';
import { DEFAULT_INTRO } from '../../../../shared/rsvp/texts';
import { QuestionFields } from './QuestionFields';

/**
 * The special-request questions at the end of the RSVP (its confirmation page, when the couple
 * switched it on): a plain form to /questions/{weddingUrl} with the same personal token.
 */
export function AfterRsvpQuestions({
  action,
  token,
  intro,
  questions,
  answers,
}: {
  action: string;
  token: string;
  intro: string;
  questions: SpecialQuestion[];
  answers: SpecialAnswers;
}) {
  return (
    <form className="rsvp-form questions-form questions-after-rsvp" method="post" action={action} data-testid="questions-after-rsvp" noValidate>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="from" value="rsvp" />
      <h2 className="rsvp-card__subtitle">A few more questions</h2>
      <p className="rsvp-form__lead">{intro || DEFAULT_INTRO}</p>
      <QuestionFields questions={questions} answers={answers} errors={{}} />
      <button className="w-button rsvp-form__submit" type="submit">
        Send my answers
      </button>
    </form>
  );
}
