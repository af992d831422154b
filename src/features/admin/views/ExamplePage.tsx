import ComponentCatalogue from '../../../../islands/ComponentCatalogue';
import type { GuestSendStatus } from '../../email';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { Island } from '../../../core/rendering/hydration/Island';
import { SendStateBadge, UpsellNotice } from '../../announce/web';
import { ConfirmChangesStep } from '../../weddings/web';
import { Field, FormError } from '../../../core/rendering/components/Form';
import { dateChange } from '../../../shared/wedding/change-confirmations';
import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';

const STATE_EXAMPLES: GuestSendStatus[] = (
  [
    ['not-sent', 'ann@example.com', false],
    ['queued', 'bo@example.com', false],
    ['sent', 'cy@example.com', false],
    ['failed', 'di@example.com', false],
    ['not-sent', null, false],
    ['not-sent', 'eve@example.com', true],
  ] as const
).map(([state, email, unsubscribed], i) => ({
  guestId: `example-${i}`,
  name: ['Ann Lee', 'Bo Ray', 'Cy Dee', 'Di Fox', 'Ed No-Mail', 'Eve Gone'][i]!,
  email,
  unsubscribed,
  state,
  lastAt: state === 'sent' ? '2027-05-01T10:00:00.000Z' : null,
  count: state === 'sent' ? 1 : 0,
  inCurrentCampaign: state === 'sent',
  emailProblem: null,
  answered: false,
  canReceive: Boolean(email) && !unsubscribed,
}));

const formatTime = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/**
 * /app/admin/example: a living catalogue of the app's own components (product.md §1 "example
 * screens"), each rendered by the component the app uses, so it changes when they do.
 */
export function ExamplePage({ origin }: { origin: string }) {
  const t = useAppText();
  return (
    <div className="catalogue" data-testid="component-catalogue">
      <section className="card app-card" aria-labelledby="cat-buttons">
        <h2 id="cat-buttons">{t('admin.example.buttons')}</h2>
        <div className="catalogue__row">
          <button type="button" className="btn btn--primary">
            {t('admin.example.primary')}
          </button>
          <button type="button" className="btn">
            {t('admin.example.default')}
          </button>
          <button type="button" className="btn btn--ghost">
            {t('admin.example.ghost')}
          </button>
          <button type="button" className="btn btn--primary" disabled>
            {t('admin.example.disabled')}
          </button>
          <a className="btn" href="/app/admin/example">
            {t('admin.example.linkButton')}
          </a>
        </div>
      </section>

      <section className="card app-card" aria-labelledby="cat-forms">
        <h2 id="cat-forms">{t('admin.example.forms')}</h2>
        <form className="form" action="/app/admin/example" method="get">
          <FormError message={t('admin.example.formError')} />
          <Field
            label={t('admin.example.textField')}
            name="example-text"
            required={false}
            placeholder={t('admin.example.placeholder')}
            hint={t('admin.example.hint')}
          />
          <Field label={t('admin.example.emailField')} name="example-email" type="email" required={false} />
          <label className="field">
            <span className="field__label">{t('admin.example.select')}</span>
            <select className="field__input" name="example-select" defaultValue="b">
              <option value="a">{t('admin.example.optionA')}</option>
              <option value="b">{t('admin.example.optionB')}</option>
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('admin.example.textArea')}</span>
            <textarea className="field__input" name="example-area" rows={3} defaultValue={t('admin.example.textAreaValue')} />
          </label>
          <label className="field field--check">
            <input type="checkbox" name="example-check" defaultChecked />
            <span>{t('admin.example.checkbox')}</span>
          </label>
          <fieldset className="form__group">
            <legend>{t('admin.example.group')}</legend>
            <label className="field field--check">
              <input type="radio" name="example-radio" defaultChecked />
              <span>{t('admin.example.radioOne')}</span>
            </label>
            <label className="field field--check">
              <input type="radio" name="example-radio" />
              <span>{t('admin.example.radioTwo')}</span>
            </label>
          </fieldset>
        </form>
      </section>

      <section aria-labelledby="cat-confirm-step">
        <h2 id="cat-confirm-step" className="catalogue__heading">
          {t('admin.example.confirmStep')}
        </h2>
        <ConfirmChangesStep
          action="/app/admin/example"
          changes={[dateChange({ date: '2027-06-14', time: '16:00', timeZone: 'UTC' }, { date: '2027-07-03', time: '16:00', timeZone: 'UTC' })!]}
          fields={{}}
        />
      </section>

      <section className="card app-card" aria-labelledby="cat-tables">
        <h2 id="cat-tables">{t('admin.example.tables')}</h2>
        <table className="table" data-testid="catalogue-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.example.guest')}</th>
              <th scope="col">{t('admin.example.email')}</th>
              <th scope="col">{t('admin.example.status')}</th>
            </tr>
          </thead>
          <tbody>
            {STATE_EXAMPLES.map((status) => (
              <tr key={status.guestId}>
                <td>{status.name}</td>
                <td>{status.email ?? '—'}</td>
                <td>
                  <SendStateBadge status={status} formatTime={formatTime} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="card app-card" aria-labelledby="cat-empty">
        <h2 id="cat-empty">{t('admin.example.empty')}</h2>
        <p data-testid="catalogue-empty">{richText(t, 'admin.example.noGuests', { link: <a href="/app/guest-list">{t('admin.example.addGuests')}</a> })}</p>
        <UpsellNotice text={EMAIL_PRO_ONLY} />
      </section>

      <Island island={ComponentCatalogue} props={{ origin }} />
    </div>
  );
}
