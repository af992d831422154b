import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';
import { weddings } from './weddings';

/** Who did what on a wedding and when (issue 23 item 6): kept for the life of the wedding. */
export const activity = sqliteTable(
  'activity',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    /** Who did it; null once their account is deleted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What kind of change (src/features/activity/domain/kinds.ts). */
    kind: text('kind').notNull(),
    /** What it changed, in words (which sections, the guest's name, …). */
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('activity_wedding_time_idx').on(t.weddingId, t.createdAt, t.id)],
);

/** Each member's own choice of notice e-mails (issue 23 item 7); no row: the role's default. */
export const memberNotices = sqliteTable(
  'member_notices',
  {
    weddingId: belongsTo('wedding_id', () => weddings.id),
    userId: belongsTo('user_id', () => users.id),
    rsvpNotices: bool('rsvp_notices').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId] })],
);
