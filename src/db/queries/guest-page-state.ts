import type { Db } from '../connection';

/**
 * What decides whether a cached public wedding page is still the page: one indexed read of
 * columns only (the content JSON is not parsed: any save bumps version and updated_at).
 */
export interface GuestPageStateRow {
  weddingId: string;
  version: number;
  updatedAt: number;
  published: number;
  ownerRole: string;
  rsvpOpen: number | null;
  deadline: number | null;
  /** Every event's id and last change: events are stored apart from the wedding, and the schedule section shows them. */
  eventsStamp: string | null;
}

const SQL = `
  select w.id as weddingId, w.version as version, w.updated_at as updatedAt, w.published as published,
         u.role as ownerRole, r.rsvp_open as rsvpOpen, r.deadline as deadline,
         (select group_concat(e.id || ':' || e.updated_at, ',') from wedding_events e where e.wedding_id = w.id) as eventsStamp
  from weddings w
  join users u on u.id = w.owner_id
  left join rsvp_settings r on r.wedding_id = w.id
  where w.wedding_url = ?`;

export function guestPageStateReader(db: Db): (weddingUrl: string) => GuestPageStateRow | undefined {
  const statement = db.$client.prepare<[string], GuestPageStateRow>(SQL);
  return (weddingUrl) => statement.get(weddingUrl);
}

/**
 * Changes whenever anything in the database changed: another connection's commit (data_version)
 * or one of this connection's writes (total_changes). Cheaper than any table read.
 */
export function databaseGenerationReader(db: Db): () => string {
  const statement = db.$client.prepare<[], { dv: number; tc: number }>('select (select data_version from pragma_data_version()) as dv, total_changes() as tc');
  return () => {
    const row = statement.get()!;
    return `${row.dv}.${row.tc}`;
  };
}
