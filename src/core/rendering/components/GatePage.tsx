import { FormError } from './Form';

export function GatePage({ next, error }: { next: string; error?: string }) {
  return (
    <main className="gate">
      <form method="post" action="/gate" className="gate__form">
        <input type="hidden" name="next" value={next} />
        <FormError message={error} />
        <input className="field__input" type="password" name="password" placeholder="restricted" aria-label="restricted" autoFocus required />
        <button className="btn btn--primary" type="submit">
          Go
        </button>
      </form>
    </main>
  );
}
