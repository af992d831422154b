// Issue 22 item 15: the profile shows a pending e-mail change, with a way to cancel it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('a pending e-mail change on the profile page', () => {
  it('is shown with the new address until confirmed, and can be cancelled (the link then stops working)', async () => {
    const { app, store } = createTestApp();
    const { t, sql } = portable(store);
    const { user, password, cookie } = await createTestUser(store, { email: 'ana@example.com' });
    const api = client(app, cookie);
    expect(await (await api.get('/app/settings/profile')).text()).not.toContain('data-testid="pending-email"');

    const saved = await api.form('/app/settings/profile', { name: user.name, email: 'ana.new@example.com', currentPassword: password });
    expect(saved.status).toBe(303);
    const page = await (await api.get('/app/settings/profile')).text();
    expect(page).toContain('data-testid="pending-email"');
    expect(page).toContain('ana.new@example.com');
    expect(page).toContain('action="/app/settings/profile/cancel-email-change"');

    const cancelled = await api.form('/app/settings/profile/cancel-email-change', {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/app/settings/profile');
    expect(await (await api.get('/app/settings/profile')).text()).not.toContain('data-testid="pending-email"');

    const mail = first(
      await sql()
        .select()
        .from(t.emails)
        .where(and(eq(t.emails.to, 'ana.new@example.com'), eq(t.emails.kind, 'change-email'))),
    )!;
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const opened = await api.get(link.pathname + link.search);
    expect(opened.status).toBe(400);
    expect((await (await api.get('/api/v1/users/current-user')).json()).user.email).toBe('ana@example.com');
  });
});
