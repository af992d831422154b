/** The website password gate (product.md §4): a plain form that works without JavaScript. */
export function PasswordPage({ weddingUrl, error, status }: { weddingUrl: string; error?: string; status?: string }) {
  return (
    <main className="gate" data-theme="silk">
      <form className="gate__card" method="post" action={`/password/${encodeURIComponent(weddingUrl)}`}>
        <h1 className="gate__title">This wedding site is private</h1>
        <p className="gate__lead">Please enter the password from your invitation to continue.</p>
        {error && (
          <p className="gate__error" role="alert">
            {error}
          </p>
        )}
        {status && (
          <p className="gate__status" role="status">
            {status}
          </p>
        )}
        <label className="gate__label" htmlFor="website-password">
          Website password
        </label>
        <input className="gate__input" id="website-password" name="password" type="password" autoComplete="current-password" required autoFocus />
        <button className="btn btn--primary gate__submit" type="submit">
          Enter
        </button>
      </form>
    </main>
  );
}
