import { ErrorText, fieldId, invalidProps, valueProps } from '../../src/views/components/guest-forms/fields';

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
  return (
    <form className="rsvp-form rsvp-request" method="post" action={action} onSubmit={onSubmit} noValidate={Boolean(onChange)} data-testid="rsvp-request-form">
      <h2 className="rsvp-card__subtitle">Leave a note for the couple</h2>
      {errors.form && (
        <p className="rsvp-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <label className="rsvp-field">
        <span className="rsvp-field__label">Your full name</span>
        <input
          className="rsvp-field__input"
          type="text"
          name="name"
          id={fieldId('request-name')}
          autoComplete="name"
          maxLength={100}
          required
          {...invalidProps('name', errors)}
          {...valueProps(values.name, set('name'))}
        />
        <ErrorText name="name" errors={errors} />
      </label>
      <label className="rsvp-field">
        <span className="rsvp-field__label">Your email</span>
        <input
          className="rsvp-field__input"
          type="email"
          name="email"
          id={fieldId('request-email')}
          autoComplete="email"
          maxLength={254}
          required
          {...invalidProps('email', errors)}
          {...valueProps(values.email, set('email'))}
        />
        <ErrorText name="email" errors={errors} />
      </label>
      <label className="rsvp-field">
        <span className="rsvp-field__label">Message (optional)</span>
        <textarea
          className="rsvp-field__input"
          name="message"
          id={fieldId('request-message')}
          rows={3}
          maxLength={1000}
          {...invalidProps('message', errors)}
          {...valueProps(values.message, set('message'))}
        />
        <ErrorText name="message" errors={errors} />
      </label>
      <button className="w-button rsvp-form__submit" type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send to the couple'}
      </button>
    </form>
  );
}
