import { SUPPORT_TOPICS } from '../../../core/db/schema';
import { Field, FormError } from '../../../core/rendering/components/Form';

export function ContactPage({ name, supportEmail, error }: { name: string; supportEmail: string; error?: string }) {
  return (
    <section className="card app-card">
      <p>
        Write to us here or at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We reply within one business day.
      </p>
      <FormError message={error} />
      <form method="post" action="/app/contact" className="form-stack">
        <Field label="Name" name="name" value={name} />
        <label className="field">
          <span className="field__label">Topic</span>
          <select name="topic" className="field__input" defaultValue="general">
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic[0]!.toUpperCase() + topic.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Message</span>
          <textarea name="message" className="field__input" rows={6} required />
        </label>
        <button className="btn btn--primary" type="submit">
          Send message
        </button>
      </form>
    </section>
  );
}
