import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn, timestamp, updatedAt } from './columns';

export const ROLES = ['userFree', 'userPaid', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at'),
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    role: text('role', { enum: ROLES }).notNull().default('userFree'),
    /** When the account's first session began: the dashboard says 'Welcome back' only in later ones. */
    firstLoginAt: timestamp('first_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_unique').on(t.googleId),
    // The admin list pages by it (keyset: newest first).
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);
export type UserRow = typeof users.$inferSelect;
