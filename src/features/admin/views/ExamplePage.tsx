import ComponentCatalogue from '../../../../islands/ComponentCatalogue';
import type { GuestSendStatus } from '../../email';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { Island } from '../../../core/rendering/hydration/Island';
import { SendStateBadge, UpsellNotice } from '../../announce';
import { ConfirmChangesStep } from '../../weddings';
import { Field, FormError } from '../../../core/rendering/components/Form';
import { dateChange } from '../../../shared/wedding/change-confirmations';

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
  return (
    <div className="catalogue" data-testid="component-catalogue">
      <section className="card app-card" aria-labelledby="cat-buttons">
        <h2 id="cat-buttons">Buttons</h2>
        <div className="catalogue__row">
          <button type="button" className="btn btn--primary">
            Primary
          </button>
          <button type="button" className="btn">
            Default
          </button>
          <button type="button" className="btn btn--ghost">
            Ghost
          </button>
          <button type="button" className="btn btn--primary" disabled>
            Disabled
          </button>
          <a className="btn" href="/app/admin/example">
            Link as button
          </a>
        </div>
      </section>

      <section className="card app-card" aria-labelledby="cat-forms">
        <h2 id="cat-forms">Forms</h2>
        <form className="form" action="/app/admin/example" method="get">
          <FormError message="A form error says what went wrong, next to the form." />
          <Field label="Text field" name="example-text" required={false} placeholder="Placeholder" hint="A hint under the field." />
          <Field label="E-mail field" name="example-email" type="email" required={false} />
          <label className="field">
            <span className="field__label">Select</span>
            <select className="field__input" name="example-select" defaultValue="b">
              <option value="a">Option A</option>
              <option value="b">Option B</option>
            </select>
          </label>
          <label className="field">
            <span className="field__label">Text area</span>
            <textarea className="field__input" name="example-area" rows={3} defaultValue="Several lines of text." />
          </label>
          <label className="field field--check">
            <input type="checkbox" name="example-check" defaultChecked />
            <span>Checkbox</span>
          </label>
          <fieldset className="form__group">
            <legend>Group of fields</legend>
            <label className="field field--check">
              <input type="radio" name="example-radio" defaultChecked />
              <span>Radio one</span>
            </label>
            <label className="field field--check">
              <input type="radio" name="example-radio" />
              <span>Radio two</span>
            </label>
          </fieldset>
        </form>
      </section>

      <section aria-labelledby="cat-confirm-step">
        <h2 id="cat-confirm-step" className="catalogue__heading">
          Confirmation step (without JavaScript)
        </h2>
        <ConfirmChangesStep
          action="/app/admin/example"
          changes={[dateChange({ date: '2027-06-14', time: '16:00', timeZone: 'UTC' }, { date: '2027-07-03', time: '16:00', timeZone: 'UTC' })!]}
          fields={{}}
        />
      </section>

      <section className="card app-card" aria-labelledby="cat-tables">
        <h2 id="cat-tables">Table and states</h2>
        <table className="table" data-testid="catalogue-table">
          <thead>
            <tr>
              <th scope="col">Guest</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
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
        <h2 id="cat-empty">Empty states and notices</h2>
        <p data-testid="catalogue-empty">
          No guests yet. <a href="/app/guest-list">Add guests</a> with their email addresses first.
        </p>
        <UpsellNotice text={EMAIL_PRO_ONLY} />
      </section>

      <Island island={ComponentCatalogue} props={{ origin }} />
    </div>
  );
}
