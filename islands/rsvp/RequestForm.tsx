import { useI18n } from '../../src/shared/i18n/react';
import { EMAIL_FIELD, NAME_FIELD, TextField } from '../../src/features/rsvp/views/guest-forms/fields';

export interface RequestValues {
  name: string;
  email: string;
  message: string;
}

/** For a guest the name search did not find: a note to the couple, never a list of names. */
export function RequestForm({
  action,
  values,
  errors,
  busy,
  onChange,
  onSubmit,
}: {
  action: string;
  values: RequestValues;
  errors: Record<string, string>;
  busy?: boolean;
  onChange?: (values: RequestValues) => void;
  onSubmit?: (event: { preventDefault(): void }) => void;
}) {
  const set = (key: keyof RequestValues) => onChange && ((value: string) => onChange({ ...values, [key]: value }));
  const { t } = useI18n();
  return (
    <form className="rsvp-form rsvp-request" method="post" action={action} onSubmit={onSubmit} noValidate={Boolean(onChange)} data-testid="rsvp-request-form">
      <h2 className="rsvp-card__subtitle">{t('rsvp.leaveNote')}</h2>
      {errors.form && (
        <p className="rsvp-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <TextField {...NAME_FIELD} label={t('rsvp.fullName')} id="request-name" value={values.name} errors={errors} onChange={set('name')} />
      <TextField {...EMAIL_FIELD} label={t('rsvp.yourEmail')} id="request-email" value={values.email} errors={errors} onChange={set('email')} />
      <TextField
        name="message"
        id="request-message"
        label={t('rsvp.messageOptional')}
        rows={3}
        maxLength={1000}
        value={values.message}
        errors={errors}
        onChange={set('message')}
      />
      <button className="w-button rsvp-form__submit" type="submit" disabled={busy}>
        {busy ? t('rsvp.sending') : t('rsvp.sendToCouple')}
      </button>
    </form>
  );
}
