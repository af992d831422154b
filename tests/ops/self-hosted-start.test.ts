import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/core/db/connection';
import { emails, users } from '../../src/core/db/schema';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, runScript, waitUntil } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

const ADMIN = { ADMIN_EMAIL: 'operator@example.test', ADMIN_PASSWORD: 'operator-password-1' };

async function login(url: string, email: string, password: string) {
  return fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
}

// The operator's path: their own PostgreSQL (the suite's embedded one standing in, through
// DATABASE_URL), `npm run web` and `npm run worker`, an admin from the environment, no demo couple.
describe('npm run web + npm run worker on an existing PostgreSQL', { timeout: 180_000 }, () => {
  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, seeds no demo, and e-mails flow through that server', async () => {
    const pg = await createTestPgDatabase();
    const dataDir = tempDir('self-hosted');
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url, PORT: String(port), PUBLIC_URL: url, ...ADMIN };
    const web = runScript('src/cli/web.ts', env);
    let worker: ReturnType<typeof runScript> | undefined;
    try {
      await web.waitFor(/listening on/, 90_000);
      expect(web.output()).toContain('Created the admin operator@example.test.');
      expect((await login(url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
      const demo = await fetch(`${url}/demo`, { redirect: 'manual' });
      expect(demo.status).not.toBe(200);
      const db = openDatabase(path.join(dataDir, 'vowly.db'));
      try {
        expect(db.select().from(users).where(eq(users.email, 'demo@vowly.local')).get()).toBeUndefined();

        const registered = await fetch(`${url}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ name: 'New Couple', email: 'couple@example.test', password: 'couple-password-1', confirmPassword: 'couple-password-1' }),
        });
        expect(registered.status).toBeLessThan(300);
        worker = runScript('jobs/worker.ts', env);
        const sent = await waitUntil(
          () =>
            db
              .select()
              .from(emails)
              .where(eq(emails.to, 'couple@example.test'))
              .all()
              .find((row) => row.status === 'sent'),
          60_000,
        );
        expect(sent.kind).toBe('verify-email');
      } finally {
        db.$client.close();
      }
    } finally {
      await worker?.stop();
      await web.stop();
      await pg.drop();
    }
  });

  it('seeds the demo couple only with SEED_DEMO=true, and a restart with the same admin password logs nobody out', async () => {
    const pg = await createTestPgDatabase();
    const dataDir = tempDir('self-hosted-demo');
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url, PORT: String(port), SEED_DEMO: 'true', ...ADMIN };
    let web = runScript('src/cli/web.ts', env);
    try {
      await web.waitFor(/listening on/, 90_000);
      expect((await fetch(`${url}/demo`)).status, web.output()).toBe(200);
      const session = (await login(url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).headers.get('set-cookie')!.split(';')[0];
      await web.stop();
      web = runScript('src/cli/web.ts', { ...env, SEED_DEMO: 'false' });
      await web.waitFor(/listening on/, 90_000);
      const me = await fetch(`${url}/api/v1/users/current-user`, { headers: { cookie: session } });
      expect(me.status).toBe(200);
    } finally {
      await web.stop();
      await pg.drop();
    }
  });
});
