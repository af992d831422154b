import type { EventInput, WeddingEvent } from '../../domain/events/events';
import { eventFormValues } from '../../domain/events/events';
import { FormError } from '../components/Form';
import { EventWhen } from './EventList';

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

function EventForm({ action, values, submit }: { action: string; values: EventInput; submit: string }) {
  return (
    <form method="post" action={action} className="form event-form">
      <Text label="Title" name="title" value={values.title} max={120} required />
      <Text label="Date" name="date" type="date" value={values.date} required />
      <Text label="Starts" name="startTime" type="time" value={values.startTime} required />
      <Text label="End date (if another day)" name="endDate" type="date" value={values.endDate} />
      <Text label="Ends" name="endTime" type="time" value={values.endTime} required />
      <Text label="Venue" name="venueName" value={values.venueName} max={200} />
      <Text label="Address" name="venueAddress" value={values.venueAddress} max={500} />
      <Text label="Map link" name="mapUrl" type="url" value={values.mapUrl} max={1000} />
      <Text label="Dress code" name="dressCode" value={values.dressCode} max={200} />
      <label className="field">
        <span className="field__label">Notes</span>
        <textarea className="field__input" name="notes" maxLength={2000} defaultValue={values.notes} />
      </label>
      <button className="btn btn--primary" type="submit">
        {submit}
      </button>
    </form>
  );
}

/** /app/events: the wedding's events, each editable, and a form to add one (plain forms, no JavaScript needed). */
export function EventsPage({
  events,
  timeZone,
  error,
  draft,
  editing,
}: {
  events: WeddingEvent[];
  timeZone: string;
  error?: string | null;
  draft?: EventInput | null;
  editing?: string | null;
}) {
  return (
    <div className="events-admin">
      <FormError message={error} />
      <p className="field__hint">{`Times are in the wedding's time zone (${timeZone}). The first event is your wedding day, taken from your wedding date until you save it here.`}</p>
      {events.length === 0 && <p>Set your wedding date in Quick settings, or add your first event below.</p>}
      {events.map((event) => (
        <section key={event.id} className="card app-card" data-event={event.id}>
          <h2>{event.title}</h2>
          <p>
            <EventWhen event={event} timeZone={timeZone} />
          </p>
          <details open={editing === event.id}>
            <summary>Edit</summary>
            <EventForm
              action={`/app/events/${event.id}`}
              values={editing === event.id && draft ? draft : eventFormValues(event, timeZone)}
              submit="Save event"
            />
          </details>
          {!event.derived && (
            <form method="post" action={`/app/events/${event.id}/delete`}>
              <button type="submit" className="btn btn--ghost">
                {event.main ? 'Reset to wedding date' : 'Delete event'}
              </button>
            </form>
          )}
        </section>
      ))}
      <section className="card app-card">
        <h2>Add an event</h2>
        <EventForm action="/app/events" values={!editing && draft ? draft : eventFormValues(null, timeZone)} submit="Add event" />
      </section>
    </div>
  );
}
