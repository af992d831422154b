import type { EventInput, WeddingEvent } from '../domain/events';
import { eventFormValues } from '../domain/events';
import { FormError } from '../../../core/rendering/components/Form';
import { EventWhen } from './EventList';
import { languageDir, type Lang, type WritingLanguages } from '../../../shared/i18n';
import { LANGUAGE_NAMES_IN_ENGLISH } from '../../../shared/wedding/languages';
import { defaultTextHint } from '../../../shared/wedding/translations';
import { type AppTranslate, useAppText } from '../../../shared/i18n/app';

/** The event's texts a couple may write per language (issue 27 item 2), with the form's labels and limits. */
const TRANSLATED = [
  { name: 'title', max: 120 },
  { name: 'venueName', max: 200 },
  { name: 'venueAddress', max: 500 },
  { name: 'dressCode', max: 200 },
  { name: 'notes', max: 2000 },
] as const;

/** One other language's texts, side by side, each with the default text it translates as placeholder and hint. */
function TranslationFields({ lang, defaultLanguage, values }: { lang: Lang; defaultLanguage: Lang; values: EventInput }) {
  const name = LANGUAGE_NAMES_IN_ENGLISH[lang];
  const typed = values.translations?.[lang] ?? {};
  const t = useAppText();
  return (
    <fieldset className="field event-form__language" data-lang={lang}>
      <legend className="field__label">{t('events.translation.legend', { language: name })}</legend>
      <p className="field__hint">{t('events.translation.hint', { language: name, defaultLanguage: LANGUAGE_NAMES_IN_ENGLISH[defaultLanguage] })}</p>
      {TRANSLATED.map((field) => {
        const label = t('events.translation.field', { field: t(`events.field.${field.name}`), language: name });
        const props = {
          className: 'field__input',
          name: `translations.${lang}.${field.name}`,
          lang,
          dir: languageDir(lang),
          maxLength: field.max,
          defaultValue: typed[field.name] ?? '',
          placeholder: defaultTextHint(values[field.name], lang, defaultLanguage),
        };
        return field.name === 'notes' ? (
          <label key={field.name} className="field">
            <span className="field__label">{label}</span>
            <textarea {...props} />
          </label>
        ) : (
          <label key={field.name} className="field">
            <span className="field__label">{label}</span>
            <input {...props} />
          </label>
        );
      })}
    </fieldset>
  );
}

function Text({
  label,
  name,
  value,
  max,
  required = false,
  type = 'text',
  hint,
}: {
  label: string;
  name: keyof EventInput;
  value: string;
  max?: number;
  required?: boolean;
  type?: string;
  hint?: string;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" type={type} name={name} defaultValue={value} maxLength={max} required={required} />
      {hint && <span className="field__hint">{hint}</span>}
    </label>
  );
}

interface AudienceChoices {
  tags: string[];
  guests: { id: string; name: string }[];
}

/** Who is invited: everyone, or guests with chosen tags and chosen guests (checkboxes, no JavaScript needed). */
function AudienceFields({ values, choices, formKey }: { values: EventInput; choices: AudienceChoices; formKey: string }) {
  const chosen = values.audience === 'chosen';
  const tags = new Set((values.inviteTags ?? []).map((tag) => tag.toLowerCase()));
  const guestIds = new Set(values.inviteGuestIds ?? []);
  const t = useAppText();
  // A tag typed before (now on nobody) stays choosable so saving does not drop it silently.
  const allTags = [...choices.tags, ...(values.inviteTags ?? []).filter((tag) => !choices.tags.some((c) => c.toLowerCase() === tag.toLowerCase()))];
  return (
    <fieldset className="field event-audience">
      <legend className="field__label">{t('events.audience.legend')}</legend>
      <label className="field field--check">
        <input type="radio" name="audience" value="everyone" defaultChecked={!chosen} />
        <span>{t('events.audience.everyone')}</span>
      </label>
      <label className="field field--check">
        <input type="radio" name="audience" value="chosen" defaultChecked={chosen} />
        <span>{t('events.audience.chosen')}</span>
      </label>
      {allTags.length > 0 ? (
        <div className="event-audience__tags">
          {allTags.map((tag) => (
            <label key={tag} className="field field--check">
              <input type="checkbox" name="inviteTags" value={tag} defaultChecked={tags.has(tag.toLowerCase())} />
              <span>{tag}</span>
            </label>
          ))}
        </div>
      ) : (
        <p className="field__hint">{t('events.audience.noTags')}</p>
      )}
      {choices.guests.length > 0 && (
        <details className="event-audience__guests" open={guestIds.size > 0}>
          <summary>{guestIds.size > 0 ? t('events.audience.chosenGuests', { count: guestIds.size }) : t('events.audience.chooseGuests')}</summary>
          {choices.guests.map((guest) => (
            <label key={`${formKey}-${guest.id}`} className="field field--check">
              <input type="checkbox" name="inviteGuestIds" value={guest.id} defaultChecked={guestIds.has(guest.id)} />
              <span>{guest.name}</span>
            </label>
          ))}
        </details>
      )}
      <span className="field__hint">{t('events.audience.hint')}</span>
    </fieldset>
  );
}

function EventForm({
  action,
  values,
  submit,
  choices,
  formKey,
  languages,
}: {
  action: string;
  values: EventInput;
  submit: string;
  choices: AudienceChoices;
  formKey: string;
  languages?: WritingLanguages;
}) {
  const t = useAppText();
  return (
    <form method="post" action={action} className="form event-form">
      <Text label={t('events.field.title')} name="title" value={values.title} max={120} required />
      <Text label={t('events.field.date')} name="date" type="date" value={values.date} required />
      <Text label={t('events.field.starts')} name="startTime" type="time" value={values.startTime} required />
      <Text label={t('events.field.endDate')} name="endDate" type="date" value={values.endDate} />
      <Text label={t('events.field.ends')} name="endTime" type="time" value={values.endTime} required />
      <Text label={t('events.field.venueName')} name="venueName" value={values.venueName} max={200} />
      <Text label={t('events.field.venueAddress')} name="venueAddress" value={values.venueAddress} max={500} />
      <Text label={t('events.field.mapUrl')} name="mapUrl" type="url" value={values.mapUrl} max={1000} />
      <Text label={t('events.field.dressCode')} name="dressCode" value={values.dressCode} max={200} />
      <label className="field">
        <span className="field__label">{t('events.field.notes')}</span>
        <textarea className="field__input" name="notes" maxLength={2000} defaultValue={values.notes} />
      </label>
      {languages?.others.map((lang) => (
        <TranslationFields key={lang} lang={lang} defaultLanguage={languages.defaultLanguage} values={values} />
      ))}
      <AudienceFields values={values} choices={choices} formKey={formKey} />
      <button className="btn btn--primary" type="submit">
        {submit}
      </button>
    </form>
  );
}

function audienceSummary(t: AppTranslate, event: WeddingEvent, guests: { id: string; name: string }[]): string {
  if (event.audience.everyone) return t('events.summary.everyone');
  const names = event.audience.guestIds
    .map((id) => guests.find((g) => g.id === id)?.name)
    .filter(Boolean)
    .join(', ');
  const tags = event.audience.tags.join(', ');
  if (tags && names) return t('events.summary.tagsAndGuests', { tags, names });
  if (tags) return t('events.summary.tags', { tags });
  if (names) return t('events.summary.guests', { names });
  return t('events.summary.none');
}

/** /app/events: the wedding's events, each editable, and a form to add one (plain forms, no JavaScript needed). */
export function EventsPage({
  events,
  timeZone,
  tags,
  guests,
  error,
  draft,
  editing,
  languages,
}: {
  events: WeddingEvent[];
  timeZone: string;
  tags: string[];
  guests: { id: string; name: string }[];
  error?: string | null;
  draft?: EventInput | null;
  editing?: string | null;
  /** The wedding's languages: the forms get the event's texts per other language (issue 27 item 2). */
  languages?: WritingLanguages;
}) {
  const t = useAppText();
  return (
    <div className="events-admin">
      <FormError message={error} />
      <p className="field__hint">{t('events.timeZoneHint', { timeZone })}</p>
      {events.length === 0 && <p>{t('events.empty')}</p>}
      {events.map((event) => (
        <section key={event.id} className="card app-card" data-event={event.id}>
          <h2>{event.title}</h2>
          <p>
            <EventWhen event={event} timeZone={timeZone} />
          </p>
          <p className="event-audience__summary">{audienceSummary(t, event, guests)}</p>
          <details open={editing === event.id}>
            <summary>{t('events.edit')}</summary>
            <EventForm
              action={`/app/events/${event.id}`}
              values={editing === event.id && draft ? draft : { ...eventFormValues(event, timeZone), translations: event.translations }}
              submit={t('events.save')}
              choices={{ tags, guests }}
              formKey={event.id}
              languages={languages}
            />
          </details>
          {!event.derived && (
            <form method="post" action={`/app/events/${event.id}/delete`}>
              <button type="submit" className="btn btn--ghost">
                {event.main ? t('events.resetMain') : t('events.delete')}
              </button>
            </form>
          )}
        </section>
      ))}
      <section className="card app-card">
        <h2>{t('events.addTitle')}</h2>
        <EventForm
          action="/app/events"
          values={!editing && draft ? draft : eventFormValues(null, timeZone)}
          submit={t('events.add')}
          choices={{ tags, guests }}
          formKey="new"
          languages={languages}
        />
      </section>
    </div>
  );
}
