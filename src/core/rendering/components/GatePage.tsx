import { useAppText } from '../../../shared/i18n/app';
import { FormError } from './Form';

export function GatePage({ next, error }: { next: string; error?: string }) {
  const t = useAppText();
  return (
    <main className="gate">
      <form method="post" action="/gate" className="gate__form">
        <input type="hidden" name="next" value={next} />
        <FormError message={error} />
        <input
          className="field__input"
          type="password"
          name="password"
          placeholder={t('shell.gate.password')}
          aria-label={t('shell.gate.password')}
          autoFocus
          required
        />
        <button className="btn btn--primary" type="submit">
          {t('shell.gate.go')}
        </button>
      </form>
    </main>
  );
}
