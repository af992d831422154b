import { NAME_FIELD, TextField } from './fields';

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
      <TextField {...NAME_FIELD} hint="As it appears on your invitation." value={name} errors={errors} onChange={onName} />
      <button className="w-button rsvp-form__submit" type="submit" disabled={busy}>
        {busy ? 'Looking…' : 'Find my invitation'}
      </button>
    </form>
  );
}
