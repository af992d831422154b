import { useAppText } from '../../../shared/i18n/app';
import { HomeLayout } from './HomeLayout';

function ErrorBody({ message }: { message?: string }) {
  const t = useAppText();
  return (
    <section className="text-center px-6 py-24">
      <h1 className="text-4xl font-semibold mb-4">{t('shell.error.title')}</h1>
      {message && <p className="mb-4">{message}</p>}
      <a className="btn btn--primary" href="/">
        {t('shell.error.home')}
      </a>
    </section>
  );
}

/** The generic route-level error screen of product.md §2; `inApp` renders it inside the app shell. */
export function ErrorPage({ message, inApp = false }: { message?: string; inApp?: boolean }) {
  if (inApp) return <ErrorBody message={message} />;
  return (
    <HomeLayout>
      <ErrorBody message={message} />
    </HomeLayout>
  );
}
