import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { users } from './users';

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'change-email', 'login-link'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);
