import { format } from 'date-fns';
import Countdown from '../../../islands/Countdown';
import type { WeddingRow } from '../../db/schema';
import { Island } from '../../hydration/Island';

/** First cut of the public wedding site: hero, names, date and countdown. */
export function WeddingPage({ wedding, now }: { wedding: WeddingRow; now: Date }) {
  const content = wedding.content as Record<string, string | undefined>;
  const names = [content.brideGroomOneName, content.brideGroomTwoName].filter(Boolean).join(` ${content.joiner ?? '&'} `);
  const hero = content.mainImg || content.heroImg;
  return (
    <main className="wedding">
      <header className="wedding-hero" style={hero ? { backgroundImage: `url("${hero}")` } : undefined}>
        <div className="wedding-hero__inner">
          {content.weddingHeader && <p className="wedding-hero__header">{content.weddingHeader}</p>}
          <h1 className="wedding-hero__names">{names || 'Our Wedding'}</h1>
          {wedding.weddingDate && (
            <p className="wedding-hero__date">
              <time dateTime={wedding.weddingDate.toISOString()}>{format(wedding.weddingDate, 'MMMM do, yyyy')}</time>
            </p>
          )}
          {content.weddingLocation && <p className="wedding-hero__tagline">{content.weddingLocation}</p>}
        </div>
      </header>
      <section className="wedding-section wedding-countdown">
        <Island
          island={Countdown}
          props={{ date: wedding.weddingDate?.toISOString() ?? null, style: content.countdownStyle === 'style2' ? 'style2' : 'style1', renderedAt: now.toISOString() }}
        />
      </section>
    </main>
  );
}
