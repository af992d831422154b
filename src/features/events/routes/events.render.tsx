// The couple's /app/events page, shown by its GET and again by a refused no-JS form (events.actions.tsx).
import { appText } from '../../../shared/i18n/app';
import type { Context } from 'hono';
import { tagsIn } from '../../../shared/events/audience';
import { eventsRepository } from '../domain/repository/events';
import { listEvents, type EventInput } from '../domain/events';
import { pendingEventChanges } from '../domain/change-notice';
import { EventChangesCard } from '../views/EventChangesCard';
import { EventsPage } from '../views/EventsPage';
import type { OwnerEnv } from '../../../core/http/context';
import { appPage } from '../../weddings/web';
import { writingLanguages } from '../../../shared/i18n';

export async function renderPage<E extends OwnerEnv>(c: Context<E>, failed?: { error: string; draft: EventInput; editing?: string }) {
  const wedding = c.var.wedding;
  if (failed) c.status(400);
  const repository = eventsRepository(c.var.store);
  const [events, changes, guests] = await Promise.all([
    listEvents(repository, wedding),
    pendingEventChanges(repository, wedding),
    repository.guests(wedding.id),
  ]);
  return appPage(
    c,
    appText('events.pageTitle'),
    <>
      <EventChangesCard changes={changes} pro={c.var.pro} />
      <EventsPage
        events={events}
        timeZone={wedding.timeZone}
        tags={tagsIn(guests)}
        guests={guests.map((g) => ({ id: g.id, name: g.name }))}
        error={failed?.error}
        draft={failed?.draft}
        editing={failed?.editing}
        languages={writingLanguages(wedding)}
      />
    </>,
  );
}

/** What the form sent, as strings, to show again after an error. */
export function draftOf(body: Record<string, unknown>): EventInput {
  const s = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).slice(0, 2000) : '');
  const list = (key: string) => {
    const value = body[key];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    return items
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.slice(0, 64))
      .slice(0, 500);
  };
  return {
    title: s('title'),
    date: s('date'),
    startTime: s('startTime'),
    endDate: s('endDate'),
    endTime: s('endTime'),
    venueName: s('venueName'),
    venueAddress: s('venueAddress'),
    mapUrl: s('mapUrl'),
    dressCode: s('dressCode'),
    notes: s('notes'),
    audience: body.audience === 'chosen' ? 'chosen' : 'everyone',
    inviteTags: list('inviteTags'),
    inviteGuestIds: list('inviteGuestIds'),
    translations: typedTranslations(body.translations),
  };
}

/** The texts typed per language, as typed (strings only). */
function typedTranslations(value: unknown): EventInput['translations'] {
  if (typeof value !== 'object' || value === null) return {};
  const result: Record<string, Record<string, string>> = {};
  for (const [lang, texts] of Object.entries(value as Record<string, unknown>)) {
    if (typeof texts !== 'object' || texts === null) continue;
    result[lang] = Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return result;
}
