import { ErrorText, fieldId, invalidProps, valueProps } from './fields';

export function FindForm({
  action,
  name,
  errors,
  busy,
  onName,
  onSubmit,
  testId = 'rsvp-find-form',
}: {
  action: string;
  name: string;
  errors: Record<string, string>;
  busy?: boolean;
  onName?: (name: string) => void;
  onSubmit?: (event: { preventDefault(): void }) => void;
  testId?: string;
}) {
  return (
    <form className="rsvp-form rsvp-find" method="post" action={action} onSubmit={onSubmit} noValidate={Boolean(onName)} data-testid={testId}>
      <label className="rsvp-field">
        <span className="rsvp-field__label">Your full name</span>
        <input
          className="rsvp-field__input"
          type="text"
          name="name"
          id={fieldId('name')}
          autoComplete="name"
          maxLength={100}
          required
          {...invalidProps('name', errors)}
          {...valueProps(name, onName)}
        />
        <span className="rsvp-field__hint">As it appears on your invitation.</span>
        <ErrorText name="name" errors={errors} />
      </label>
      <button className="w-button rsvp-form__submit" type="submit" disabled={busy}>
        {busy ? 'Looking…' : 'Find my invitation'}
      </button>
    </form>
  );
}
