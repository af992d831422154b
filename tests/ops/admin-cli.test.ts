import path from 'node:path';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { users } from '../../src/core/db/schema';
import { verifyPassword } from '../../src/features/accounts/domain/password';
import { createSession } from '../../src/core/auth/sessions';
import { runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

async function admin(dataDir: string, ...args: string[]) {
  const run = runScript('src/cli/admin.ts', { DATA_DIR: dataDir, ADMIN_PASSWORD: '' }, args);
  const code = await run.exited;
  return { code, output: run.output() };
}

function userRow(dataDir: string, email: string) {
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  try {
    return db.select().from(users).where(eq(users.email, email)).get();
  } finally {
    db.$client.close();
  }
}

// Each command is a real process (a few seconds each on a loaded machine).
describe('npm run admin', { timeout: 120_000 }, () => {
  it('creates an admin with a generated password shown once, then promotes, grants Pro and resets passwords', async () => {
    const dataDir = tempDir('admin-cli');
    const created = await admin(dataDir, 'create', 'Owner@Example.test');
    expect(created.code).toBe(0);
    expect(created.output).toContain('Created the admin owner@example.test.');
    const password = /Password: (\S+)/.exec(created.output)![1];
    const owner = userRow(dataDir, 'owner@example.test')!;
    expect(owner.role).toBe('admin');
    expect(await verifyPassword(owner.passwordHash!, password)).toBe(true);

    const db = openDatabase(path.join(dataDir, 'vowly.db'));
    migrateDatabase(db);
    db.insert(users).values({ email: 'couple@example.test', name: 'Couple', role: 'userFree', emailVerifiedAt: new Date() }).run();
    const couple = db.select().from(users).where(eq(users.email, 'couple@example.test')).get()!;
    await createSession(sqliteStore(db), couple.id);
    db.$client.close();

    expect((await admin(dataDir, 'grant-pro', 'couple@example.test')).output).toContain('couple@example.test has Pro now.');
    expect(userRow(dataDir, 'couple@example.test')!.role).toBe('userPaid');

    const reset = await admin(dataDir, 'reset-password', 'couple@example.test', '--password', 'a-new-password');
    expect(reset.code).toBe(0);
    expect(reset.output).not.toContain('a-new-password');
    expect(await verifyPassword(userRow(dataDir, 'couple@example.test')!.passwordHash!, 'a-new-password')).toBe(true);
    const check = openDatabase(path.join(dataDir, 'vowly.db'));
    expect(check.$client.prepare('select count(*) as n from sessions where user_id = ?').get(couple.id)).toEqual({ n: 0 });
    check.$client.close();

    expect((await admin(dataDir, 'promote', 'couple@example.test')).output).toContain('couple@example.test is an admin now.');
    expect(userRow(dataDir, 'couple@example.test')!.role).toBe('admin');
  });

  it('answers unknown users, unknown commands and short passwords with a clear message and a non-zero exit', async () => {
    const dataDir = tempDir('admin-cli-errors');
    const unknown = await admin(dataDir, 'promote', 'nobody@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account uses nobody@example.test');
    const command = await admin(dataDir, 'delete-everything', 'x@example.test');
    expect(command.code).toBe(2);
    expect(command.output).toContain('Unknown command.');
    expect(command.output).toContain('Usage: npm run admin');
    const short = await admin(dataDir, 'create', 'a@example.test', '--password', 'short');
    expect(short.code).toBe(1);
    expect(short.output).toContain('at least 8 characters');
    expect(userRow(dataDir, 'a@example.test')).toBeUndefined();
  });
});
