import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { googleTokenHandlers } from '../../../../tests/msw/google';

const seen: URLSearchParams[] = [];
const server = setupServer(...googleTokenHandlers({ sub: 'google-42', email: 'ana@example.com', email_verified: true, name: 'Ana G' }, seen));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('Sign in with Google (arctic, token endpoint mocked by msw)', () => {
  it('exchanges the code with PKCE, links the verified e-mail to the existing account and logs in', async () => {
    const { app, store } = createTestApp({ env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' } });
    const { t, sql } = portable(store);
    const { user } = await createTestUser(store, { email: 'ana@example.com' });
    const browser = client(app);
    const start = await browser.get('/auth/google');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const done = await browser.get(`/auth/google/callback?code=the-code&state=${state}`);
    expect(done.headers.get('location')).toBe('/app');
    expect(seen.at(-1)?.get('code')).toBe('the-code');
    expect(seen.at(-1)?.get('code_verifier')).toBeTruthy();
    expect(first(await sql().select().from(t.users).where(eq(t.users.id, user.id)))!.googleId).toBe('google-42');
    const me = await browser.get('/api/v1/users/current-user');
    expect((await me.json()).user.email).toBe('ana@example.com');
  });

  it('refuses a callback whose state does not match', async () => {
    const { app } = createTestApp({ env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' } });
    const browser = client(app);
    await browser.get('/auth/google');
    const res = await browser.get('/auth/google/callback?code=x&state=forged');
    expect(res.headers.get('location')).toBe('/login');
    expect((await browser.get('/api/v1/users/current-user')).status).toBe(401);
  });
});
