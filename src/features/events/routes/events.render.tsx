// The couple's /app/events page, shown by its GET and again by a refused no-JS form (events.actions.tsx).
import type { Context } from 'hono';
import { allGuests } from '../../guests';
import { weddingTags } from '../domain/audience';
import { listEvents, type EventInput } from '../domain/events';
import { pendingEventChanges } from '../domain/event-changes';
import { isPro } from '../../../core/auth/roles';
import { EventChangesCard } from '../views/EventChangesCard';
import { EventsPage } from '../views/EventsPage';
import type { OwnerEnv } from '../../../core/http/context';
import { appPage } from '../../weddings';

export function renderPage<E extends OwnerEnv>(c: Context<E>, failed?: { error: string; draft: EventInput; editing?: string }) {
  const wedding = c.var.wedding;
  if (failed) c.status(400);
  const events = listEvents(c.var.db, wedding);
  const changes = pendingEventChanges(c.var.db, wedding);
  return appPage(
    c,
    'Events',
    <>
      <EventChangesCard changes={changes} pro={isPro(c.var.user.role)} />
      <EventsPage
        events={events}
        timeZone={wedding.timeZone}
        tags={weddingTags(c.var.db, wedding.id)}
        guests={allGuests(c.var.db, wedding.id).map((g) => ({ id: g.id, name: g.name }))}
        error={failed?.error}
        draft={failed?.draft}
        editing={failed?.editing}
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
  };
}
