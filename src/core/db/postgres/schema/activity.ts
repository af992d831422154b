import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, bool, createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';
import { weddings } from './weddings';

/** The twin of src/core/db/schema/activity.ts. */
export const activity = pgTable(
  'activity',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('activity_wedding_time_idx').on(t.weddingId, t.createdAt, t.id)],
);

/** The twin of src/core/db/schema/activity.ts's memberNotices. */
export const memberNotices = pgTable(
  'member_notices',
  {
    weddingId: belongsTo('wedding_id', () => weddings.id),
    userId: belongsTo('user_id', () => users.id),
    rsvpNotices: bool('rsvp_notices').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId] })],
);
