// A guest's own table(s) on the guest pages (issue 24 item 7): /{w}/seat (one guest and their plus-one)
// and the RSVP page opened by a personal link (the household's seats), in the RSVP card's notice style.
import type { GuestTable, HouseholdTables } from '../domain/guest-tables';
import { useI18n } from '../../../shared/i18n';

/** /{w}/seat: the guest's table per event shown to guests ("not set yet" until they are seated). */
export function GuestTables({ tables }: { tables: GuestTable[] }) {
  const { t: translate } = useI18n();
  return (
    <ul className="find-seat__tables" data-testid="your-tables">
      {tables.map((t) => (
        <li key={t.eventTitle}>
          {tables.length > 1 && <span className="find-seat__event">{t.eventTitle}: </span>}
          {t.table ? <strong>{t.table}</strong> : <span>{translate('seat.notSet')}</span>}
          {t.plusOneTable && t.plusOneTable !== t.table && <span> {translate('seat.yourGuest', { table: t.plusOneTable })}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The RSVP page's "Your table" notice: each seated person of the household; nothing when nobody is seated. */
export function HouseholdTablesNotice({ tables }: { tables: HouseholdTables[] }) {
  const { t } = useI18n();
  if (tables.length === 0) return null;
  const seatCount = tables.reduce((n, t) => n + t.seats.length, 0);
  return (
    <section className="rsvp-notice your-tables" aria-labelledby="your-tables-heading" data-testid="your-tables">
      <h2 id="your-tables-heading" className="your-tables__heading">
        {t('seat.yourTables', { count: seatCount })}
      </h2>
      {tables.map((event) => (
        <div key={event.eventTitle} className="your-tables__event">
          {tables.length > 1 && <p className="your-tables__title">{event.eventTitle}</p>}
          <ul className="your-tables__list">
            {event.seats.map((seat) => (
              <li key={`${seat.name}/${seat.plusOneOf ?? ''}`}>
                {seat.plusOneOf ? t('seat.guestOf', { name: seat.plusOneOf }) : seat.name}: <strong>{seat.table}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
