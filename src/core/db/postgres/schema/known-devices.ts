import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns';
import { users } from './users';

export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);
