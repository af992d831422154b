import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/catalogues';
import { I18nProvider } from '../../../shared/i18n/react';
import { HouseholdTablesNotice } from '../views/YourTables';

const tables = [
  {
    eventTitle: 'Wedding day',
    seats: [
      { name: 'Ann Lee', table: 'Rose' },
      { name: '', plusOneOf: 'Ann Lee', table: 'Rose' },
    ],
  },
];

// The RSVP page's "Your tables" notice: an unnamed plus-one reads as whose guest they are, in the page's language.
describe('the household’s tables on the RSVP page', () => {
  it('names an unnamed plus-one "Guest of X" in English and in the guest’s language', () => {
    const text = (lang: 'en' | 'es') =>
      renderToString(
        <I18nProvider lang={lang} t={translator(lang)}>
          <HouseholdTablesNotice tables={tables} />
        </I18nProvider>,
      ).replaceAll('<!-- -->', '');
    expect(text('en')).toContain('<li>Ann Lee: <strong>Rose</strong></li><li>Guest of Ann Lee: <strong>Rose</strong></li>');
    expect(text('es')).toContain('<li>Acompañante de Ann Lee: <strong>Rose</strong></li>');
    expect(text('es')).not.toContain('Guest of');
  });
});
