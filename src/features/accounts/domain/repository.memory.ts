// The accounts' repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the token, known-browser and Google sign-in rules are unit-tested without a
// database. A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { UserRow } from '../../../core/db/schema';
import type { EmailTokenPurpose } from './email-tokens';
import type { AccountsRepository, EmailTokenRow } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

interface StoredToken extends EmailTokenRow {
  purpose: EmailTokenPurpose;
  tokenHash: string;
  createdAt: Date;
}

export interface MemoryAccounts extends AccountsRepository {
  /** What is stored, for a test's assertions. */
  readonly rows: { users: UserRow[]; weddingOwners: string[]; tokens: StoredToken[]; knownDevices: { userId: string; tokenHash: string }[] };
  /** Records an e-mail sent under this idempotency key (the e-mail change reads its address back). */
  recordEmail(idempotencyKey: string, to: string): void;
}

export function memoryAccountsRepository(): MemoryAccounts {
  let users: UserRow[] = [];
  let weddingOwners: string[] = [];
  let tokens: StoredToken[] = [];
  let knownDevices: { userId: string; tokenHash: string }[] = [];
  const emails = new Map<string, string>();
  let nextId = 1;
  const id = (prefix: string) => `${prefix}${nextId++}`;
  const tokenRow = ({ id, userId, expiresAt, usedAt }: StoredToken): EmailTokenRow => ({ id, userId, expiresAt, usedAt });
  const unused = (userId: string, purpose: EmailTokenPurpose) => (token: StoredToken) =>
    token.userId === userId && token.purpose === purpose && token.usedAt === null;
  const insertUser = async (values: Parameters<AccountsRepository['createUserWithWedding']>[0]): Promise<UserRow> => {
    if (users.some((user) => user.email === values.email)) throw new Error('UNIQUE constraint failed: users.email');
    const now = new Date();
    const user: UserRow = {
      id: id('u'),
      name: values.name,
      email: values.email,
      emailVerifiedAt: values.emailVerifiedAt ?? null,
      passwordHash: values.passwordHash ?? null,
      googleId: values.googleId ?? null,
      role: 'userFree',
      firstLoginAt: null,
      createdAt: now,
      updatedAt: now,
    };
    users.push(user);
    return { ...user };
  };
  const repository: MemoryAccounts = {
    get rows() {
      return { users, weddingOwners, tokens, knownDevices };
    },
    recordEmail: (idempotencyKey, to) => emails.set(idempotencyKey, to),
    transaction: memoryTransaction(
      () => ({
        users: users.map((u) => ({ ...u })),
        weddingOwners: [...weddingOwners],
        tokens: tokens.map((t) => ({ ...t })),
        knownDevices: [...knownDevices],
      }),
      (saved) => {
        ({ users, weddingOwners, tokens, knownDevices } = saved);
      },
    ),
    userById: async (userId) => users.find((user) => user.id === userId),
    userByEmail: async (email) => users.find((user) => user.email === email),
    userByGoogleId: async (googleId) => users.find((user) => user.googleId === googleId),
    emailTakenByOther: async (email, userId) => users.some((user) => user.email === email && user.id !== userId),
    createUserWithWedding: (values) =>
      repository.transaction(async () => {
        const user = await insertUser(values);
        weddingOwners.push(user.id);
        return user;
      }),
    createUser: insertUser,
    updateUser: async (userId, changes) => {
      const user = users.find((u) => u.id === userId);
      if (!user) return undefined;
      Object.assign(user, changes);
      return { ...user };
    },
    replaceEmailToken: async ({ userId, purpose, tokenHash, expiresAt }) => {
      tokens = tokens.filter((token) => !unused(userId, purpose)(token));
      const token: StoredToken = { id: id('t'), userId, purpose, tokenHash, expiresAt, usedAt: null, createdAt: new Date(nextId) };
      tokens.push(token);
      return token.id;
    },
    emailToken: async (tokenHash, purpose) => {
      const token = tokens.find((t) => t.tokenHash === tokenHash && t.purpose === purpose);
      return token && tokenRow(token);
    },
    useEmailToken: async (tokenId, now) => {
      const token = tokens.find((t) => t.id === tokenId && t.usedAt === null);
      if (token) token.usedAt = now;
      return token !== undefined;
    },
    newestLiveToken: async (userId, purpose, now) => {
      const live = tokens.filter((token) => unused(userId, purpose)(token) && token.expiresAt.getTime() > now.getTime());
      const newest = live.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      return newest && tokenRow(newest);
    },
    deleteUnusedTokens: async (userId, purpose) => {
      tokens = tokens.filter((token) => !unused(userId, purpose)(token));
    },
    emailRecipient: async (idempotencyKey) => emails.get(idempotencyKey),
    knownDeviceHash: async (userId, hashes) => knownDevices.find((d) => d.userId === userId && hashes.includes(d.tokenHash))?.tokenHash,
    addKnownDevice: async (userId, tokenHash) => {
      knownDevices.push({ userId, tokenHash });
    },
    forgetKnownDevices: async (userId) => {
      knownDevices = knownDevices.filter((d) => d.userId !== userId);
    },
  };
  return repository;
}
