import type { Db } from '../../src/core/db/connection';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { users, weddings, type Role } from '../../src/core/db/schema';
import { hashPassword } from '../../src/features/accounts/domain/password';
import { createSession } from '../../src/core/auth/sessions';
import { newId } from '../../src/shared/ids';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';

export interface TestUserOptions {
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
  weddingUrl?: string;
}

/** A verified user with a wedding and a live session; `cookie` goes in the Cookie header. */
export async function createTestUser(db: Db, options: TestUserOptions = {}) {
  const password = options.password ?? 'correct horse battery';
  const user = db
    .insert(users)
    .values({
      name: options.name ?? 'Sam Taylor',
      email: options.email ?? `user-${newId()}@example.com`,
      role: options.role ?? 'userFree',
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(password),
    })
    .returning()
    .get();
  const wedding = db
    .insert(weddings)
    .values({ ownerId: user.id, weddingUrl: options.weddingUrl ?? null, content: {} })
    .returning()
    .get();
  const { token } = await createSession(sqliteStore(db), user.id);
  return { user, wedding, password, token, cookie: `${SESSION_COOKIE}=${token}` };
}
