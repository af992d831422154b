import GuestList from '../../../../islands/GuestList';
import type { GuestListProps } from '../../../../islands/guests/props';
import { Island } from '../../../core/rendering/hydration/Island';

/** /app/guest-list: the list island (plain forms without JavaScript) and the CSV import/export card. */
export function GuestListPage({ list, importError }: { list: GuestListProps; importError?: string | null }) {
  return (
    <div className="guest-page">
      <Island island={GuestList} props={list} />
      <section className="card app-card guest-import" id="import">
        <h2>Import and export</h2>
        <p>
          Import a CSV file with the columns <strong>Name</strong>, <strong>Email</strong>, <strong>Household</strong> and <strong>Plus One</strong> (yes, no,
          or the plus-one's name). A header row is optional; Status, Notes, Tags and Language (a code such as es, or Spanish) columns are read too. You see
          every row before anything is added.
        </p>
        {importError && (
          <p className="form-error" role="alert">
            {importError}
          </p>
        )}
        <form method="post" action="/app/guest-list/import/preview" encType="multipart/form-data" className="guest-import__form">
          <input type="file" name="file" accept=".csv,text/csv,text/plain" required aria-label="CSV file" />
          <button type="submit" className="btn">
            Preview import
          </button>
        </form>
        <p>
          <a className="btn btn--ghost" href="/api/v1/guest-list/export.csv" download>
            Export CSV
          </a>{' '}
          <span className="field__hint">Every guest with status, household, plus-one, notes and RSVP answers.</span>
        </p>
        <p>
          <a className="btn btn--ghost" href="/app/guest-list/qr">
            Print RSVP QR codes
          </a>{' '}
          <span className="field__hint">One code per household for printed invitations, opening its personal RSVP link.</span>
        </p>
      </section>
    </div>
  );
}
