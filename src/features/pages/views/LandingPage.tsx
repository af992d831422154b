import { SECTIONS, THEME_CATALOGUE } from '../../../shared/wedding';
import { DesignPreview } from '../../weddings/web';
import { PlansTable } from '../../payments/web';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';

/** Designs shown in the landing page's strip: featured first, then a spread of the rest. */
const STRIP_KEYS = ['aurora', 'garden', 'luxury', 'cupcake', 'night', 'forest', 'retro', 'nord'] as const;

function PhoneDemo() {
  const t = useAppText();
  return (
    <figure className="landing-phone">
      <div className="landing-phone__frame">
        <div className="landing-phone__screen">
          <span className="landing-phone__status" aria-hidden="true">
            <span className="landing-phone__notch" />
          </span>
          {/* The real demo site at phone width (390 px), scaled into the frame; loaded only when scrolled near. */}
          <iframe className="landing-phone__site" src="/demo" title={t('pages.landing.phone')} loading="lazy" width="390" height="806" tabIndex={-1} />
        </div>
      </div>
      <figcaption className="landing-phone__caption">
        <a href="/demo">{t('pages.landing.openDemo')}</a>
      </figcaption>
    </figure>
  );
}

export function LandingPage() {
  const t = useAppText();
  const designs = THEME_CATALOGUE.length;
  const strip = STRIP_KEYS.map((key) => THEME_CATALOGUE.find((entry) => entry.title === key)).filter((entry) => entry !== undefined);
  return (
    <HomeLayout>
      <section className="landing-hero">
        <div className="landing-hero__text">
          <p className="landing-hero__kicker">{t('pages.landing.kicker')}</p>
          <h1 className="landing-hero__title">{t('pages.landing.heading')}</h1>
          <p className="landing-hero__lead">{t('pages.landing.lead')}</p>
          <p className="landing-hero__actions">
            <a className="btn btn--primary" href="/register">
              {t('pages.landing.register')}
            </a>
            <a className="btn" href="/demo">
              {t('pages.landing.demo')}
            </a>
          </p>
          <p className="landing-hero__fine">{t('pages.landing.fine', { count: designs })}</p>
        </div>
        <PhoneDemo />
      </section>
      <section className="landing-strip" aria-labelledby="landing-strip-title">
        <div className="landing-strip__head">
          <h2 id="landing-strip-title" className="landing-strip__title">
            {t('pages.landing.strip')}
          </h2>
          <a className="landing-strip__all" href="/designs">
            {t('pages.landing.seeAll', { count: designs })}
          </a>
        </div>
        <ul className="landing-strip__list">
          {strip.map((entry) => (
            <li key={entry.id} className="landing-strip__item">
              <a href={`/designs/${entry.id}`} className="landing-strip__link">
                <DesignPreview entry={entry} />
                <span className="landing-strip__name">{entry.displayedTitle}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="features grid gap-6 md:grid-cols-3 max-w-5xl mx-auto px-6 py-10">
        <div>
          <h2 className="text-xl font-semibold">{t('pages.landing.phones.title')}</h2>
          <p>{t('pages.landing.phones.text', { designs, sections: SECTIONS.length })}</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">{t('pages.landing.rsvps.title')}</h2>
          <p>{t('pages.landing.rsvps.text')}</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">{t('pages.landing.email.title')}</h2>
          <p>{t('pages.landing.email.text')}</p>
        </div>
      </section>
      <section className="pricing px-6 py-16" id="pricing">
        <h2 className="text-3xl font-semibold text-center mb-8">{t('pages.landing.plans')}</h2>
        <PlansTable />
      </section>
    </HomeLayout>
  );
}
