import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt } from './columns';
import { users } from './users';
import { weddings } from './weddings';

/** id is the SHA-256 of the session token: the token itself is never stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** The wedding this session works on (the switcher, issue 23 item 3); null: the person's first. */
    weddingId: text('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;
