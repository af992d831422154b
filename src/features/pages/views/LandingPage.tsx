import { SECTIONS, THEME_CATALOGUE } from '../../../shared/wedding';
import { DesignPreview } from '../../weddings';
import { PlansTable } from '../../payments';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

/** Designs shown in the landing page's strip: featured first, then a spread of the rest. */
const STRIP_KEYS = ['aurora', 'garden', 'luxury', 'cupcake', 'night', 'forest', 'retro', 'nord'] as const;

function PhoneDemo() {
  return (
    <figure className="landing-phone">
      <div className="landing-phone__frame">
        <div className="landing-phone__screen">
          <span className="landing-phone__status" aria-hidden="true">
            <span className="landing-phone__notch" />
          </span>
          {/* The real demo site at phone width (390 px), scaled into the frame; loaded only when scrolled near. */}
          <iframe className="landing-phone__site" src="/demo" title="The demo wedding site on a phone" loading="lazy" width="390" height="806" tabIndex={-1} />
        </div>
      </div>
      <figcaption className="landing-phone__caption">
        <a href="/demo">Open the demo wedding →</a>
      </figcaption>
    </figure>
  );
}

export function LandingPage() {
  const strip = STRIP_KEYS.map((key) => THEME_CATALOGUE.find((entry) => entry.title === key)).filter((entry) => entry !== undefined);
  return (
    <HomeLayout>
      <section className="landing-hero">
        <div className="landing-hero__text">
          <p className="landing-hero__kicker">Wedding websites &amp; RSVPs</p>
          <h1 className="landing-hero__title">Your wedding website, ready tonight.</h1>
          <p className="landing-hero__lead">
            Pick a design, add your story and photos, and share one link. Vowly keeps your guest list, collects RSVPs and e-mails save-the-dates, invitations
            and reminders — every guest, exactly once.
          </p>
          <p className="landing-hero__actions">
            <a className="btn btn--primary" href="/register">
              Create your free site
            </a>
            <a className="btn" href="/demo">
              See a demo wedding
            </a>
          </p>
          <p className="landing-hero__fine">Free to start · {THEME_CATALOGUE.length} designs · works beautifully on phones</p>
        </div>
        <PhoneDemo />
      </section>
      <section className="landing-strip" aria-labelledby="landing-strip-title">
        <div className="landing-strip__head">
          <h2 id="landing-strip-title" className="landing-strip__title">
            Designs that look finished from day one
          </h2>
          <a className="landing-strip__all" href="/designs">
            See all {THEME_CATALOGUE.length} designs →
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
          <h2 className="text-xl font-semibold">A site guests love on their phones</h2>
          <p>
            Pages load instantly, with {THEME_CATALOGUE.length} designs, {SECTIONS.length} sections and your own web address.
          </p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">RSVPs without spreadsheets</h2>
          <p>Households, plus-ones and your own questions; answers arrive in one place.</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">E-mail that arrives once</h2>
          <p>Save-the-dates, invitations and reminders sent to every guest, tracked to the reply.</p>
        </div>
      </section>
      <section className="pricing px-6 py-16" id="pricing">
        <h2 className="text-3xl font-semibold text-center mb-8">Plans</h2>
        <PlansTable />
      </section>
    </HomeLayout>
  );
}
