import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamp } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
