import type { SpecialAnswers, SpecialQuestion } from '../../domain/model';
import { useI18n } from '../../../../shared/i18n';
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
  const { lang, t } = useI18n();
  return (
    <form className="rsvp-form questions-form questions-after-rsvp" method="post" action={action} data-testid="questions-after-rsvp" noValidate>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="from" value="rsvp" />
      <input type="hidden" name="lang" value={lang} />
      <h2 className="rsvp-card__subtitle">{t('questions.fewMore')}</h2>
      <p className="rsvp-form__lead">{intro || t('questions.defaultIntro')}</p>
      <QuestionFields questions={questions} answers={answers} errors={{}} />
      <button className="w-button rsvp-form__submit" type="submit">
        {t('questions.send')}
      </button>
    </form>
  );
}
