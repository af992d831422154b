// The accounts' SQL (issue 29 item 4): users, their single-use e-mail tokens and known browsers, one
// portable implementation for SQLite and PostgreSQL. Each write is one transaction or joins the open one.
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { UserRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { newWeddingValues } from '../../weddings';
import type { EmailTokenPurpose } from './email-tokens';

export interface EmailTokenRow {
  id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

type UserChanges = Partial<Pick<UserRow, 'name' | 'email' | 'emailVerifiedAt' | 'passwordHash' | 'googleId' | 'updatedAt'>>;

export interface AccountsRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  userById(id: string): Promise<UserRow | undefined>;
  /** `email` as stored (lower case). */
  userByEmail(email: string): Promise<UserRow | undefined>;
  userByGoogleId(googleId: string): Promise<UserRow | undefined>;
  /** Does another account than `userId` log in with this address? */
  emailTakenByOther(email: string, userId: string): Promise<boolean>;
  /** A new free account and its wedding record (every account owns one). */
  createUserWithWedding(values: { name: string; email: string; passwordHash?: string; googleId?: string; emailVerifiedAt?: Date }): Promise<UserRow>;
  /** A person joining someone else's wedding from an invitation (issue 23): an account with no wedding of its own. */
  createUser(values: { name: string; email: string; passwordHash: string; emailVerifiedAt: Date }): Promise<UserRow>;
  updateUser(id: string, changes: UserChanges): Promise<UserRow | undefined>;

  /** Deletes the user's unused tokens of this purpose and stores a new one; its id. */
  replaceEmailToken(row: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date }): Promise<string>;
  emailToken(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailTokenRow | undefined>;
  /** Marks an unused token used; false when it was used already. */
  useEmailToken(id: string, now: Date): Promise<boolean>;
  /** The newest unused, unexpired token of this purpose. */
  newestLiveToken(userId: string, purpose: EmailTokenPurpose, now: Date): Promise<EmailTokenRow | undefined>;
  deleteUnusedTokens(userId: string, purpose: EmailTokenPurpose): Promise<void>;
  /** The address of the e-mail recorded under this idempotency key. */
  emailRecipient(idempotencyKey: string): Promise<string | undefined>;

  /** Which of these hashes is a known browser of the user. */
  knownDeviceHash(userId: string, hashes: string[]): Promise<string | undefined>;
  addKnownDevice(userId: string, tokenHash: string): Promise<void>;
  forgetKnownDevices(userId: string): Promise<void>;
}

export function accountsRepository(store: DataStore): AccountsRepository {
  const { t, sql, transaction } = portable(store);
  const { users, weddings, emailTokens, emails, knownDevices } = t;
  const tokenColumns = { id: emailTokens.id, userId: emailTokens.userId, expiresAt: emailTokens.expiresAt, usedAt: emailTokens.usedAt };
  const unused = (userId: string, purpose: EmailTokenPurpose) =>
    and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt));
  return {
    transaction,
    userById: async (id) => first(await sql().select().from(users).where(eq(users.id, id))),
    userByEmail: async (email) => first(await sql().select().from(users).where(eq(users.email, email))),
    userByGoogleId: async (googleId) => first(await sql().select().from(users).where(eq(users.googleId, googleId))),
    emailTakenByOther: async (email, userId) =>
      first(
        await sql()
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, userId)))
          .limit(1),
      ) !== undefined,
    createUserWithWedding: (values) =>
      transaction(async () => {
        const created = first(
          await sql()
            .insert(users)
            .values({ ...values, role: 'userFree' })
            .returning(),
        )!;
        await sql().insert(weddings).values(newWeddingValues(created.id));
        return created;
      }),
    createUser: (values) =>
      transaction(
        async () =>
          first(
            await sql()
              .insert(users)
              .values({ ...values, role: 'userFree' })
              .returning(),
          )!,
      ),
    updateUser: (id, changes) => transaction(async () => first(await sql().update(users).set(changes).where(eq(users.id, id)).returning())),

    replaceEmailToken: ({ userId, purpose, tokenHash, expiresAt }) =>
      transaction(async () => {
        await sql().delete(emailTokens).where(unused(userId, purpose));
        return first(await sql().insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt }).returning({ id: emailTokens.id }))!.id;
      }),
    emailToken: async (tokenHash, purpose) =>
      first(
        await sql()
          .select(tokenColumns)
          .from(emailTokens)
          .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose))),
      ),
    useEmailToken: (id, now) =>
      transaction(
        async () =>
          (
            await sql()
              .update(emailTokens)
              .set({ usedAt: now })
              .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
              .returning({ id: emailTokens.id })
          ).length === 1,
      ),
    newestLiveToken: async (userId, purpose, now) =>
      first(
        await sql()
          .select(tokenColumns)
          .from(emailTokens)
          .where(and(unused(userId, purpose), gt(emailTokens.expiresAt, now)))
          .orderBy(desc(emailTokens.createdAt))
          .limit(1),
      ),
    deleteUnusedTokens: (userId, purpose) =>
      transaction(async () => {
        await sql().delete(emailTokens).where(unused(userId, purpose));
      }),
    emailRecipient: async (idempotencyKey) => first(await sql().select({ to: emails.to }).from(emails).where(eq(emails.idempotencyKey, idempotencyKey)))?.to,

    knownDeviceHash: async (userId, hashes) =>
      first(
        await sql()
          .select({ tokenHash: knownDevices.tokenHash })
          .from(knownDevices)
          .where(and(eq(knownDevices.userId, userId), inArray(knownDevices.tokenHash, hashes)))
          .limit(1),
      )?.tokenHash,
    addKnownDevice: (userId, tokenHash) =>
      transaction(async () => {
        await sql().insert(knownDevices).values({ tokenHash, userId });
      }),
    forgetKnownDevices: (userId) =>
      transaction(async () => {
        await sql().delete(knownDevices).where(eq(knownDevices.userId, userId));
      }),
  };
}
