import { useI18n } from '../../../../shared/i18n/react';
import { NAME_FIELD, TextField } from './fields';

/**
 * Find an invitation by name. `email` is null until it is asked for (the wedding's lookups are under
 * attack: issue 28 item 14); then the e-mail address of the invitation goes with the name.
 * `errors.form` is a refusal of the whole lookup (a rate limit), shown above the button.
 */
export function FindForm({
  action,
  name,
  email = null,
  errors,
  busy,
  onName,
  onEmail,
  onSubmit,
  testId = 'rsvp-find-form',
}: {
  action: string;
  name: string;
  email?: string | null;
  errors: Record<string, string>;
  busy?: boolean;
  onName?: (name: string) => void;
  onEmail?: (email: string) => void;
  onSubmit?: (event: { preventDefault(): void }) => void;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <form className="rsvp-form rsvp-find" method="post" action={action} onSubmit={onSubmit} noValidate={Boolean(onName)} data-testid={testId}>
      <TextField {...NAME_FIELD} label={t('rsvp.fullName')} hint={t('rsvp.nameHint')} value={name} errors={errors} onChange={onName} />
      {email !== null && (
        <TextField
          name="email"
          id="lookup-email"
          label={t('rsvp.lookupEmail')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          errors={errors}
          onChange={onEmail}
        />
      )}
      {errors.form && (
        <p className="rsvp-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <button className="w-button rsvp-form__submit" type="submit" disabled={busy}>
        {busy ? t('rsvp.looking') : t('rsvp.find')}
      </button>
    </form>
  );
}
