import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt } from './columns';
import { users } from './users';

/**
 * The browsers an owner has logged in from (src/features/accounts/routes/known-device.ts): one random value per
 * browser and account, kept in that browser's cookie; only its SHA-256 is stored. A password
 * change or reset deletes an account's rows, so every browser must prove itself again.
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);
