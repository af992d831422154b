import { useAppText } from '../../../shared/i18n/app';
import { HomeLayout } from './HomeLayout';

export function NotFoundPage() {
  const t = useAppText();
  return (
    <HomeLayout>
      <section className="text-center px-6 py-24">
        <h1 className="text-4xl font-semibold mb-4">{t('shell.notFound.title')}</h1>
        <p className="mb-8">{t('shell.notFound.text')}</p>
        <a className="btn btn--primary" href="/">
          {t('shell.error.home')}
        </a>
      </section>
    </HomeLayout>
  );
}
