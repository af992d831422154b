import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/catalogues';
import { I18nProvider } from '../../../shared/i18n/react';
import type { WeddingEvent } from '../domain/events';
import { EventList } from '../views/EventList';

const event = {
  id: 'e1',
  main: false,
  derived: false,
  title: 'Cena',
  startsAt: new Date('2027-06-12T16:00:00Z'),
  endsAt: new Date('2027-06-12T19:00:00Z'),
  venueName: '',
  venueAddress: '',
  mapUrl: '',
  dressCode: 'Formal',
  notes: '',
  audience: 'everyone',
  translations: {},
} as unknown as WeddingEvent;

const list = <EventList events={[{ event, icsUrl: '/w/e1.ics', googleUrl: '#g', outlookUrl: '#o' }]} timeZone="Europe/Madrid" allIcsUrl="/w/events.ics" />;

// The RSVP page's event list speaks the page's language (issue 27); without a language, English as before.
describe('the RSVP page’s event list', () => {
  it('writes its words and the day and hours in Spanish', () => {
    const html = renderToString(
      <I18nProvider lang="es" t={translator('es')}>
        {list}
      </I18nProvider>,
    );
    expect(html).toContain('Eventos');
    expect(html).toContain('Código de vestimenta: Formal');
    expect(html).toContain('Añadir al calendario (.ics)');
    expect(html).toContain('sábado, 12 de junio de 2027');
    expect(html).toContain('18:00');
  });

  it('writes the household’s names, "all events" and the subscription in Spanish and in Arabic, no English left', () => {
    const two = (
      <EventList
        events={[
          { event, forNames: ['Ana', 'Luis'], icsUrl: '/w/e1.ics', googleUrl: '#g', outlookUrl: '#o' },
          { event: { ...event, id: 'e2' }, icsUrl: '/w/e2.ics', googleUrl: '#g', outlookUrl: '#o' },
        ]}
        timeZone="Europe/Madrid"
        allIcsUrl="/w/events.ics"
        feedUrl="https://vowly.test/w/calendar.ics"
      />
    );
    const render = (lang: 'es' | 'ar' | 'en') =>
      renderToString(
        <I18nProvider lang={lang} t={translator(lang)}>
          {two}
        </I18nProvider>,
      );
    const spanish = render('es');
    expect(spanish).toContain('Para Ana y Luis');
    expect(spanish).toContain('Añadir todos los eventos al calendario (.ics)');
    expect(spanish).toContain('Suscríbete a tus eventos');
    expect(spanish).toContain('(tu calendario los mantiene al día si cambian los planes)');
    const arabic = render('ar');
    expect(arabic).toContain('المدعوون: Ana وLuis');
    expect(arabic).toContain('إضافة كل المناسبات إلى التقويم (\u2066.ics\u2069)');
    expect(arabic).toContain('اشترك في مناسباتك');
    // Only the calendar services' own names stay as they are.
    for (const html of [spanish, arabic]) {
      const words = html.replace(/<[^>]+>/g, ' ').replace(/Google Calendar|Outlook|Cena|Formal|Ana|Luis|\.ics/g, ' ');
      expect(words).not.toMatch(/\b(For|Add|Subscribe|calendar|Events|Dress)\b/);
    }
    const english = render('en');
    expect(english).toContain('For Ana, Luis');
    expect(english).toContain('Add all events to your calendar (.ics)');
    expect(english).toContain('Subscribe to your events</a> (your calendar keeps them up to date if plans change)');
  });

  it('stays in English without a language', () => {
    const html = renderToString(list);
    expect(html).toContain('>Events<');
    expect(html).toContain('Dress code: Formal');
    expect(html).toContain('Saturday, June 12, 2027 · 6:00 PM');
  });
});
