import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';
import { SUPPORT_TOPICS } from '../../../core/db/schema';
import { Field, FormError } from '../../../core/rendering/components/Form';

export function ContactPage({ name, supportEmail, error }: { name: string; supportEmail: string; error?: string }) {
  const t = useAppText();
  return (
    <section className="card app-card">
      <p>{richText(t, 'support.intro', { email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> })}</p>
      <FormError message={error} />
      <form method="post" action="/app/contact" className="form-stack">
        <Field label={t('support.name')} name="name" value={name} />
        <label className="field">
          <span className="field__label">{t('support.topic')}</span>
          <select name="topic" className="field__input" defaultValue="general">
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`support.topic.${topic}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('support.message')}</span>
          <textarea name="message" className="field__input" rows={6} required />
        </label>
        <button className="btn btn--primary" type="submit">
          {t('support.send')}
        </button>
      </form>
    </section>
  );
}
