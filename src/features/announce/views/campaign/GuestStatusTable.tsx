import type { ReactNode } from 'react';
import type { GuestSendStatus } from '../../../email';
import { SendStateBadge } from '../app/SendStateBadge';
import { useAppText } from '../../../../shared/i18n/app';

/** A column an area adds after the e-mail status (the questions' "Answered"). */
export interface GuestColumn<S extends GuestSendStatus> {
  heading: string;
  cell: (status: S) => ReactNode;
}

/** Every guest with their e-mail and the state of this kind of e-mail; with `select`, a checkbox to choose them. */
export function GuestStatusTable<S extends GuestSendStatus>({
  statuses,
  formatTime,
  statusHeading,
  columns = [],
  select,
  testId,
}: {
  statuses: S[];
  formatTime: (iso: string) => string;
  statusHeading?: string;
  columns?: GuestColumn<S>[];
  /** The send form's checkboxes (guestIds), off for guests who cannot receive it. */
  select?: { disabled: boolean };
  testId?: string;
}) {
  const t = useAppText();
  return (
    // A wide list scrolls inside this box (a keyboard can scroll it too), never the page.
    <div className="announce__guests" role="region" aria-label={t('announce.table.guests')} tabIndex={0}>
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            {select && <th scope="col" aria-label={t('announce.table.send')} />}
            <th scope="col">{t('announce.table.guest')}</th>
            <th scope="col">{t('announce.table.email')}</th>
            <th scope="col">{statusHeading ?? t('announce.table.status')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.heading}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status.guestId} data-guest={status.guestId}>
              {select && (
                <td>
                  {/* The label is the 44 px hit area around the box. */}
                  <label className="tap-target">
                    <input
                      type="checkbox"
                      name="guestIds"
                      value={status.guestId}
                      aria-label={t('announce.table.sendTo', { name: status.name })}
                      disabled={select.disabled || !status.canReceive}
                    />
                  </label>
                </td>
              )}
              <td>{status.name}</td>
              <td>{status.email ?? '—'}</td>
              <td>
                <SendStateBadge status={status} formatTime={formatTime} />
              </td>
              {columns.map((column) => (
                <td key={column.heading}>{column.cell(status)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
