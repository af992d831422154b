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

  it('stays in English without a language', () => {
    const html = renderToString(list);
    expect(html).toContain('>Events<');
    expect(html).toContain('Dress code: Formal');
    expect(html).toContain('Saturday, June 12, 2027 · 6:00 PM');
  });
});
