import type { Db } from '../../src/core/db/connection';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { first, portable } from '../../src/core/db/store/portable';
import type { DataStore } from '../../src/core/db/store/store';
import type { Role } from '../../src/core/db/schema';
import { isPro } from '../../src/core/auth/roles';
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

/** The store of a test app's `db`, or the store itself (a test on either engine passes `t.store`). */
export function storeOf(target: Db | DataStore): DataStore {
  return 'engine' in target && 'transaction' in target && 'executor' in target ? (target as DataStore) : sqliteStore(target as Db);
}

// One argon2 hash per password per test process: the hash carries its own salt, so every test user with the same
// password verifies against it, and the suite's thousands of test users cost one hash (about 40 ms of CPU) each no more.
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hash.catch(() => hashes.delete(password));
    hashes.set(password, hash);
  }
  return hash;
}

/** A verified user with a wedding and a live session, written through the store; `cookie` goes in the Cookie header. */
export async function createTestUser(target: Db | DataStore, options: TestUserOptions = {}) {
  const store = storeOf(target);
  const password = options.password ?? 'correct horse battery';
  const passwordHash = await testPasswordHash(password);
  const { t, sql, transaction } = portable(store);
  const { user, wedding } = await transaction(async () => {
    const user = first(
      await sql()
        .insert(t.users)
        .values({
          name: options.name ?? 'Sam Taylor',
          email: options.email ?? `user-${newId()}@example.com`,
          role: options.role ?? 'userFree',
          emailVerifiedAt: new Date(),
          passwordHash,
        })
        .returning(),
    );
    if (!user) throw new Error('no user inserted');
    const wedding = first(
      await sql()
        .insert(t.weddings)
        // Pro belongs to the wedding (issue 23): a Pro or admin account's wedding has it, as the migration gave them.
        .values({ ownerId: user.id, weddingUrl: options.weddingUrl ?? null, content: {}, pro: isPro(options.role ?? 'userFree') })
        .returning(),
    );
    if (!wedding) throw new Error('no wedding inserted');
    return { user, wedding };
  });
  const { token } = await createSession(store, user.id);
  return { user, wedding, password, token, cookie: `${SESSION_COOKIE}=${token}` };
}
