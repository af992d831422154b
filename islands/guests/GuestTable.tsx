import type { FormEvent } from 'react';
import { statusLabel } from '../../src/shared/guests/status';
import { EMAIL_PROBLEM_LABELS } from '../../src/shared/email/delivery-labels';
import { GuestForm } from './GuestForm';
import { queryString, type FormState, type GuestItem, type ListQuery } from './props';

interface GuestTableProps {
  guests: GuestItem[];
  query: ListQuery;
  filtered: boolean;
  editId: string | null;
  editForm: FormState | null;
  households: string[];
  pro: boolean;
  busy: boolean;
  rsvpBase: string | null;
  onEdit?: (guestId: string | null) => void;
  onSave?: (guest: GuestItem, event: FormEvent<HTMLFormElement>) => void;
  onDelete?: (guest: GuestItem, event: FormEvent<HTMLFormElement>) => void;
}

function GuestRow({ guest, query, onEdit, onDelete }: { guest: GuestItem; query: ListQuery } & Pick<GuestTableProps, 'onEdit' | 'onDelete'>) {
  const label = statusLabel(guest.status);
  return (
    <tr id={`guest-${guest.guestId}`} data-guest-id={guest.guestId}>
      <td data-label="Name">
        <span className="guest-table__name">{guest.name}</span>
        {guest.plusOneAllowed && <span className="guest-table__plus">+1 {guest.plusOneName ?? '(name to come)'}</span>}
      </td>
      <td data-label="Email">
        {guest.email ?? <span className="field__hint">No email</span>}
        {guest.unsubscribed && <span className="field__hint"> (unsubscribed)</span>}
        {guest.email && guest.emailProblem && (
          <span className={`guest-table__email-problem guest-table__email-problem--${guest.emailProblem}`} data-email-problem={guest.emailProblem}>
            {EMAIL_PROBLEM_LABELS[guest.emailProblem]}
          </span>
        )}
      </td>
      <td data-label="Status">
        <span className={`status-badge status-badge--${label.toLowerCase()}`}>{label}</span>
      </td>
      <td data-label="Household">{guest.household ?? ''}</td>
      <td data-label="Tags" className="guest-table__tags">
        {[...new Set([...(guest.tags ?? []), ...(guest.householdTags ?? [])])].map((tag) => (
          <span key={tag} className="badge guest-tag">
            {tag}
          </span>
        ))}
      </td>
      <td data-label="Notes" className="guest-table__notes">
        {guest.notes ?? ''}
      </td>
      <td className="guest-table__actions">
        {/* The cell stays a table cell (a flex cell falls out of the row); the row of buttons is inside. */}
        <div className="guest-table__buttons">
          <a
            className="btn btn--ghost"
            href={`/app/guest-list?${queryString({ ...query, edit: guest.guestId })}#guest-${guest.guestId}`}
            aria-label={`Edit ${guest.name}`}
            onClick={(event) => {
              if (!onEdit) return;
              event.preventDefault();
              onEdit(guest.guestId);
            }}
          >
            Edit
          </a>
          <form method="post" action={`/app/guest-list/${guest.guestId}/delete`} onSubmit={(event) => onDelete?.(guest, event)}>
            <input type="hidden" name="return" value={queryString(query)} />
            <button type="submit" className="btn btn--ghost guest-table__delete" aria-label={`Delete ${guest.name}`}>
              Delete
            </button>
          </form>
        </div>
      </td>
    </tr>
  );
}

export function GuestTable(props: GuestTableProps) {
  const { guests, query, filtered, editId } = props;
  if (guests.length === 0) {
    return (
      <p className="guest-table__empty" data-testid="guest-list-empty">
        {filtered ? 'No guests match your search.' : 'No guests yet. Add your first guest above or import a CSV file.'}
      </p>
    );
  }
  return (
    <table className="table guest-table" data-testid="guest-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">Household</th>
          <th scope="col">Tags</th>
          <th scope="col">Notes</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {guests.map((guest) =>
          guest.guestId === editId ? (
            <tr key={guest.guestId} id={`guest-${guest.guestId}`} className="guest-table__editing">
              <td colSpan={7}>
                <GuestForm
                  mode="edit"
                  guest={guest}
                  state={props.editForm}
                  households={props.households}
                  returnQuery={queryString(query)}
                  pro={props.pro}
                  busy={props.busy}
                  rsvpLink={props.rsvpBase ? `${props.rsvpBase}?token=${guest.rsvpToken}` : null}
                  cancelHref={`/app/guest-list?${queryString(query)}#guest-${guest.guestId}`}
                  onCancel={props.onEdit ? () => props.onEdit!(null) : undefined}
                  onSubmit={props.onSave ? (event) => props.onSave!(guest, event) : undefined}
                />
              </td>
            </tr>
          ) : (
            <GuestRow key={guest.guestId} guest={guest} query={query} onEdit={props.onEdit} onDelete={props.onDelete} />
          ),
        )}
      </tbody>
    </table>
  );
}
