import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamp } from './columns';
import { users } from './users';
import { weddings } from './weddings';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at').notNull(),
    /** The wedding this session works on (the switcher, issue 23 item 3); null: the person's first. */
    weddingId: text('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
