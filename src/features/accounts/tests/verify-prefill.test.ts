// After the e-mailed confirmation link, the login page has the just-verified address filled in (QA, stop 28).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';

const emailField = (html: string) => html.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? '';

describe('the confirmation link leads to the login page with the address filled in', () => {
  it('fills in the verified address once, and nothing for a used link or a hand-typed address that is no address', async () => {
    const { app, store } = createTestApp();
    const { t, sql } = portable(store);
    const browser = client(app);
    const registered = await browser.form('/register', {
      name: 'Nora Quinn',
      email: 'nora.quinn@example.com',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    expect(registered.status).toBe(303);
    const mail = first(
      await sql()
        .select()
        .from(t.emails)
        .where(and(eq(t.emails.to, 'nora.quinn@example.com'), eq(t.emails.kind, 'verify-email'))),
    )!;
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);

    const verified = await browser.get(link.pathname + link.search);
    expect(verified.status).toBe(303);
    const login = verified.headers.get('location')!;
    expect(login).toBe('/login?email=nora.quinn%40example.com');
    const page = await (await browser.get(login)).text();
    expect(page).toContain('Email confirmed. You can log in now');
    expect(emailField(page)).toContain('value="nora.quinn@example.com"');

    expect((await browser.get(link.pathname + link.search)).status).toBe(400);
    expect(emailField(await (await browser.get('/login?email=%3Cscript%3E')).text())).not.toContain('value=');
  });
});
