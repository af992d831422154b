import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../schema/users';
import { createdAt, idColumn, timestamp, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at'),
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    role: text('role', { enum: ROLES }).notNull().default('userFree'),
    firstLoginAt: timestamp('first_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_google_unique').on(t.googleId), index('users_created_idx').on(t.createdAt, t.id)],
);
