import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { CALENDAR_THEMES } from '../../schema/calendar';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { weddings } from './weddings';

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    title: text('title').notNull(),
    theme: text('theme', { enum: CALENDAR_THEMES }).notNull().default('BLUE'),
    startsAt: timestamp('starts_at').notNull(),
    endsAt: timestamp('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_events_wedding_idx').on(t.weddingId, t.startsAt)],
);
