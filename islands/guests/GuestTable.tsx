import type { FormEvent } from 'react';
import { statusLabel } from '../../src/shared/guests/status';
import { EMAIL_PROBLEM_LABELS } from '../../src/shared/email/delivery-labels';
import { useAppText } from '../../src/shared/i18n/app';
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
  const t = useAppText();
  const label = statusLabel(guest.status);
  return (
    <tr id={`guest-${guest.guestId}`} data-guest-id={guest.guestId}>
      <td data-label={t('guests.table.name')}>
        <span className="guest-table__name">{guest.name}</span>
        {guest.plusOneAllowed && <span className="guest-table__plus">+1 {guest.plusOneName ?? t('guests.table.nameToCome')}</span>}
      </td>
      <td data-label={t('guests.table.email')}>
        {guest.email ?? <span className="field__hint">{t('guests.table.noEmail')}</span>}
        {guest.unsubscribed && <span className="field__hint"> {t('guests.table.unsubscribed')}</span>}
        {guest.email && guest.emailProblem && (
          <span className={`guest-table__email-problem guest-table__email-problem--${guest.emailProblem}`} data-email-problem={guest.emailProblem}>
            {EMAIL_PROBLEM_LABELS[guest.emailProblem]}
          </span>
        )}
      </td>
      <td data-label={t('guests.table.status')}>
        <span className={`status-badge status-badge--${label.toLowerCase()}`}>{t(`guests.status.${label}`)}</span>
      </td>
      <td data-label={t('guests.table.household')}>{guest.household ?? ''}</td>
      <td data-label={t('guests.table.tags')} className="guest-table__tags">
        {[...new Set([...(guest.tags ?? []), ...(guest.householdTags ?? [])])].map((tag) => (
          <span key={tag} className="badge guest-tag">
            {tag}
          </span>
        ))}
      </td>
      <td data-label={t('guests.table.notes')} className="guest-table__notes">
        {guest.notes ?? ''}
      </td>
      <td className="guest-table__actions">
        {/* The cell stays a table cell (a flex cell falls out of the row); the row of buttons is inside. */}
        <div className="guest-table__buttons">
          <a
            className="btn btn--ghost"
            href={`/app/guest-list?${queryString({ ...query, edit: guest.guestId })}#guest-${guest.guestId}`}
            aria-label={t('guests.table.editGuest', { name: guest.name })}
            onClick={(event) => {
              if (!onEdit) return;
              event.preventDefault();
              onEdit(guest.guestId);
            }}
          >
            {t('guests.table.edit')}
          </a>
          <form method="post" action={`/app/guest-list/${guest.guestId}/delete`} onSubmit={(event) => onDelete?.(guest, event)}>
            <input type="hidden" name="return" value={queryString(query)} />
            <button type="submit" className="btn btn--ghost guest-table__delete" aria-label={t('guests.table.deleteGuest', { name: guest.name })}>
              {t('guests.table.delete')}
            </button>
          </form>
        </div>
      </td>
    </tr>
  );
}

export function GuestTable(props: GuestTableProps) {
  const t = useAppText();
  const { guests, query, filtered, editId } = props;
  if (guests.length === 0) {
    return (
      <p className="guest-table__empty" data-testid="guest-list-empty">
        {filtered ? t('guests.table.noMatch') : t('guests.table.empty')}
      </p>
    );
  }
  return (
    <table className="table guest-table" data-testid="guest-table">
      <thead>
        <tr>
          <th scope="col">{t('guests.table.name')}</th>
          <th scope="col">{t('guests.table.email')}</th>
          <th scope="col">{t('guests.table.status')}</th>
          <th scope="col">{t('guests.table.household')}</th>
          <th scope="col">{t('guests.table.tags')}</th>
          <th scope="col">{t('guests.table.notes')}</th>
          <th scope="col">
            <span className="sr-only">{t('guests.table.actions')}</span>
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
