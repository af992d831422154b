import type { FormEvent } from 'react';
import { GUEST_STATUSES } from '../../src/shared/guests/status';
import { useAppText } from '../../src/shared/i18n/app';
import { LANGUAGE_CODES, languageName } from '../../src/shared/i18n/languages';
import { GUEST_LIMIT_PRO } from '../../src/shared/plans';
import type { FormState, GuestItem } from './props';

export const UPGRADE_HREF = '/app/payments/checkout';

interface GuestFormProps {
  mode: 'add' | 'edit';
  guest?: GuestItem;
  state: FormState | null;
  households: string[];
  /** Query of the list to come back to after a no-JS submit. */
  returnQuery: string;
  pro: boolean;
  busy: boolean;
  rsvpLink?: string | null;
  cancelHref?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
}

function initialValues(guest: GuestItem | undefined, state: FormState | null): Record<string, string> {
  if (state) return state.values;
  if (!guest) return { status: 'Awaiting' };
  return {
    name: guest.name,
    email: guest.email ?? '',
    status: guest.status,
    household: guest.household ?? '',
    plusOneAllowed: guest.plusOneAllowed ? 'on' : '',
    plusOneName: guest.plusOneName ?? '',
    notes: guest.notes ?? '',
    tags: (guest.tags ?? []).join(', '),
    householdTags: (guest.householdTags ?? []).join(', '),
    language: guest.language ?? '',
  };
}

/** The add and edit form: a plain POST form that an enhanced list submits through the API. */
export function GuestForm({ mode, guest, state, households, returnQuery, pro, busy, rsvpLink, cancelHref, onSubmit, onCancel }: GuestFormProps) {
  const t = useAppText();
  const values = initialValues(guest, state);
  const id = (field: string) => `${mode}-${guest?.guestId ?? 'new'}-${field}`;
  const action = mode === 'add' ? '/app/guest-list' : `/app/guest-list/${guest!.guestId}`;
  return (
    <form method="post" action={action} className="guest-form" onSubmit={onSubmit} data-testid={`guest-form-${mode}`}>
      <input type="hidden" name="return" value={returnQuery} />
      {state?.error && (
        <p className="form-error" role="alert">
          {state.error}
          {state.limitReached && !pro && (
            <>
              {' '}
              <a href={UPGRADE_HREF}>{t('guests.upgrade', { max: GUEST_LIMIT_PRO })}</a>
            </>
          )}
        </p>
      )}
      <div className="guest-form__grid">
        <label className="field" htmlFor={id('name')}>
          <span className="field__label">{t('guests.form.name')}</span>
          <input className="field__input" id={id('name')} name="name" defaultValue={values.name} required maxLength={100} autoComplete="off" />
        </label>
        <label className="field" htmlFor={id('email')}>
          <span className="field__label">{t('guests.form.email')}</span>
          <input className="field__input" id={id('email')} name="email" type="email" defaultValue={values.email} maxLength={254} autoComplete="off" />
        </label>
        <label className="field" htmlFor={id('status')}>
          <span className="field__label">{t('guests.form.status')}</span>
          <select
            className="field__input"
            id={id('status')}
            name="status"
            defaultValue={GUEST_STATUSES.includes(values.status as never) ? values.status : 'Awaiting'}
          >
            {GUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`guests.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={id('household')}>
          <span className="field__label">{t('guests.form.household')}</span>
          <input
            className="field__input"
            id={id('household')}
            name="household"
            defaultValue={values.household}
            maxLength={100}
            list="guest-households"
            autoComplete="off"
          />
          <span className="field__hint">{t('guests.form.householdHint')}</span>
        </label>
        <label className="guest-form__check" htmlFor={id('plusOneAllowed')}>
          <input id={id('plusOneAllowed')} name="plusOneAllowed" type="checkbox" defaultChecked={values.plusOneAllowed === 'on'} />
          {t('guests.form.plusOne')} <span className="field__hint">{t('guests.form.plusOneHint')}</span>
        </label>
        <label className="field" htmlFor={id('plusOneName')}>
          <span className="field__label">{t('guests.form.plusOneName')}</span>
          <input className="field__input" id={id('plusOneName')} name="plusOneName" defaultValue={values.plusOneName} maxLength={100} autoComplete="off" />
        </label>
        <label className="field" htmlFor={id('tags')}>
          <span className="field__label">{t('guests.form.tags')}</span>
          <input className="field__input" id={id('tags')} name="tags" defaultValue={values.tags} maxLength={400} autoComplete="off" />
          <span className="field__hint">{t('guests.form.tagsHint')}</span>
        </label>
        <label className="field" htmlFor={id('householdTags')}>
          <span className="field__label">{t('guests.form.householdTags')}</span>
          <input
            className="field__input"
            id={id('householdTags')}
            name="householdTags"
            defaultValue={values.householdTags}
            maxLength={400}
            autoComplete="off"
          />
          <span className="field__hint">{t('guests.form.householdTagsHint')}</span>
        </label>
        <label className="field" htmlFor={id('language')}>
          <span className="field__label">{t('guests.form.language')}</span>
          <select className="field__input" id={id('language')} name="language" defaultValue={values.language ?? ''}>
            <option value="">{t('guests.form.languageDefault')}</option>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
          <span className="field__hint">{t('guests.form.languageHint')}</span>
        </label>
        <label className="field guest-form__notes" htmlFor={id('notes')}>
          <span className="field__label">{t('guests.form.notes')}</span>
          <textarea className="field__input" id={id('notes')} name="notes" defaultValue={values.notes} maxLength={1000} rows={2} />
        </label>
      </div>
      {rsvpLink && (
        <label className="field">
          <span className="field__label">{t('guests.form.rsvpLink')}</span>
          <input className="field__input" readOnly value={rsvpLink} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <div className="guest-form__actions">
        <button className="btn btn--primary" type="submit" disabled={busy}>
          {mode === 'add' ? t('guests.form.add') : t('guests.form.save')}
        </button>
        {cancelHref && (
          <a
            className="btn btn--ghost"
            href={cancelHref}
            onClick={(event) => {
              if (!onCancel) return;
              event.preventDefault();
              onCancel();
            }}
          >
            {t('guests.form.cancel')}
          </a>
        )}
      </div>
      {households.length > 0 && mode === 'add' && (
        <datalist id="guest-households">
          {households.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
    </form>
  );
}

/**
 * The form's fields as the API takes them. An empty e-mail is dropped before sending (§5); when
 * editing, an e-mail the couple erased is sent as null so the server removes it.
 */
export function guestFormBody(form: HTMLFormElement, mode: 'add' | 'edit'): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const body: Record<string, unknown> = {
    name: text('name'),
    status: text('status') || 'Awaiting',
    household: text('household'),
    plusOneAllowed: data.get('plusOneAllowed') === 'on',
    plusOneName: text('plusOneName'),
    notes: text('notes'),
    tags: text('tags'),
    language: text('language') || null,
  };
  if (text('household')) body.householdTags = text('householdTags');
  const email = text('email');
  if (email) body.email = email;
  else if (mode === 'edit') body.email = null;
  return body;
}
