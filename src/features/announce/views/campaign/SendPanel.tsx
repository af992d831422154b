import type { ReactNode } from 'react';
import type { GuestSendStatus } from '../../../email';
import { type GuestColumn, GuestStatusTable } from './GuestStatusTable';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export interface SendPanelProps<S extends GuestSendStatus> {
  heading: string;
  /** Where the send forms post. */
  action: string;
  /** Prefix of the panel's data-testid values ('' for the cards, 'special-' for the questions). */
  testIdPrefix: string;
  /** Nothing can be sent (free account, or the area says why not). */
  disabled: boolean;
  statuses: S[];
  formatTime: (iso: string) => string;
  statusHeading?: string;
  columns?: GuestColumn<S>[];
  /** The hidden fields saying who a form is for, in each area's form format (requestId added here). */
  single: { requestId: string; fields: Record<string, string> };
  /**
   * The send to everyone: label and count default to "all guests with an email" who do not have it
   * yet; `first` shows it open above the chosen-guests form (the reminder's default: everyone who
   * has not answered); `who` is how the confirmation dialog names them.
   */
  bulk: { requestId: string; fields: Record<string, string>; label?: string; count?: number; first?: boolean; who?: string };
  bulkNote: string;
  bulkAvailableAt: string | null;
  sentHref: string | null;
  /** The area's own lines under the heading (upsell, owner test, intro, error). */
  children?: ReactNode;
  /** The send dialogs island, for a Pro couple. */
  dialogs?: ReactNode;
}

/** Sending one kind of e-mail (cards, questions): chosen guests, or all with an address once a day. */
export function SendPanel<S extends GuestSendStatus>(props: SendPanelProps<S>) {
  const t = useAppText();
  const { disabled, statuses, formatTime, bulkAvailableAt, action, testIdPrefix } = props;
  const reachable = statuses.filter((s) => s.canReceive);
  const count = props.bulk.count ?? reachable.filter((s) => !s.inCurrentCampaign).length;
  const bulkForm = (
    <details className="announce__bulk" data-testid={`${testIdPrefix}send-bulk`} open={props.bulk.first || undefined}>
      <summary>{props.bulk.label ? t('announce.send.bulkLabel', { label: props.bulk.label, count }) : t('announce.send.bulkDefault', { count })}</summary>
      <form method="post" action={action} data-send-type="bulk" data-send-count={count} data-send-who={props.bulk.who}>
        <HiddenFields fields={props.bulk.fields} />
        <input type="hidden" name="requestId" value={props.bulk.requestId} />
        <p>{props.bulkNote}</p>
        {bulkAvailableAt && <p className="form-error">{t('announce.send.limitReached', { when: formatTime(bulkAvailableAt) })}</p>}
        <button className="btn btn--primary" type="submit" disabled={disabled || Boolean(bulkAvailableAt) || count === 0}>
          {t('announce.send.confirmBulk', { count })}
        </button>
      </form>
    </details>
  );
  return (
    <section className="card app-card announce__send" aria-labelledby="send-heading">
      <h2 id="send-heading">{props.heading}</h2>
      {props.children}
      {props.bulk.first && bulkForm}
      <form method="post" action={action} data-testid={`${testIdPrefix}send-single`} data-send-type="single">
        <HiddenFields fields={props.single.fields} />
        <input type="hidden" name="requestId" value={props.single.requestId} />
        <h3>{t(props.bulk.first ? 'announce.send.orChoose' : 'announce.send.choose')}</h3>
        {statuses.length === 0 ? (
          <p>{richText(t, 'announce.send.noGuests', { link: <a href="/app/guest-list">{t('announce.send.addGuests')}</a> })}</p>
        ) : (
          <GuestStatusTable statuses={statuses} formatTime={formatTime} statusHeading={props.statusHeading} columns={props.columns} select={{ disabled }} />
        )}
        <div className="announce__row" style={{ marginTop: '0.75rem' }}>
          <button className="btn btn--primary" type="submit" disabled={disabled || reachable.length === 0}>
            {t('announce.send.selected')}
          </button>
          <label className="field--check announce__row">
            <input type="checkbox" name="newCampaign" value="true" disabled={disabled} />
            <span>{t('announce.send.again')}</span>
          </label>
        </div>
        <p className="field__hint">{t('announce.send.hint')}</p>
      </form>

      {!props.bulk.first && bulkForm}
      {props.sentHref && (
        <p>
          <a href={props.sentHref}>{t('announce.send.seeWho')}</a>
        </p>
      )}
      {props.dialogs}
    </section>
  );
}
