// Issue 12 item 8: /app/admin/example is a catalogue of the app's own components, admins only.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('/app/admin/example', () => {
  it('renders buttons, forms, the confirmation step, a table of send states, empty states and the live catalogue island', async () => {
    const { app, store } = createTestApp();
    const admin = await createTestUser(store, { role: 'admin' });
    const res = await client(app, admin.cookie).get('/app/admin/example');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('Coming soon');
    expect(html).toContain('data-testid="component-catalogue"');
    for (const part of [
      'btn btn--primary',
      'btn btn--ghost',
      'field__input',
      'form-error',
      'data-testid="confirm-step"',
      'data-testid="catalogue-table"',
      'data-state="unsubscribed"',
      'data-state="no-email"',
      'data-testid="catalogue-empty"',
      'data-testid="email-upsell"',
      'data-island="ComponentCatalogue"',
    ]) {
      expect(html, part).toContain(part);
    }
  });

  it('is refused to couples', async () => {
    const { app, store } = createTestApp();
    const couple = await createTestUser(store);
    const res = await client(app, couple.cookie).get('/app/admin/example');
    expect(res.status).not.toBe(200);
  });
});
