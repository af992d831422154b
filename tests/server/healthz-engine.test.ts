// /healthz reports the product data's engine by name (issue 29 item 4): sqlite, or postgres on the route
// tests' PostgreSQL pass, where it asks the store, as a web process started with DATA_ENGINE=postgres does.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

describe('/healthz', () => {
  it("checks the product data's engine and names it", async () => {
    const t = createTestApp();
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, [t.engine]: 'ok', queue: 'ok' });
    expect(body[t.engine === 'sqlite' ? 'postgres' : 'sqlite']).toBeUndefined();
  });

  it('answers 503 when that engine does not answer', async () => {
    const t = createTestApp();
    await t.store.close();
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, [t.engine]: 'down' });
  });
});
