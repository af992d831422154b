// Issue 22 item 15: 'Welcome back' is not said on a first login; it is from the next login on.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { engineTables } from '../../../../tests/helpers/test-engine';

const { sessions, users } = engineTables();

async function greeting(api: ReturnType<typeof client>) {
  const html = await (await api.get('/app')).text();
  return html.match(/class="dashboard__hello">([^<]*(?:<!-- -->[^<]*)*)</)?.[1]?.replace(/<!-- -->/g, '');
}

describe('the dashboard greeting', () => {
  it("says 'Welcome' on the first login and 'Welcome back' on later ones", async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store, { name: 'Ana Ruiz', email: 'ana@example.com' });
    // A new account: the helper's own session was never a login.
    const { sql, transaction } = portable(store);
    await transaction(async () => {
      await sql().delete(sessions).where(eq(sessions.userId, user.id));
      await sql().update(users).set({ firstLoginAt: null }).where(eq(users.id, user.id));
    });
    const api = client(app);
    expect((await api.form('/login', { email: user.email, password })).status).toBe(303);
    expect(await greeting(api)).toBe('Welcome, Ana Ruiz.');
    expect(await greeting(api)).toBe('Welcome, Ana Ruiz.');

    await api.form('/logout', {});
    expect((await api.form('/login', { email: user.email, password })).status).toBe(303);
    expect(await greeting(api)).toBe('Welcome back, Ana Ruiz.');
  });
});
