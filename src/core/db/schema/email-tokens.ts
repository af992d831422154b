import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { users } from './users';

/** Single-use tokens for e-mail verification, password reset and e-mail changes, stored as hashes. */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'change-email', 'login-link'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);
