import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { engineTables } from '../helpers/test-engine';
import { portable } from '../../src/core/db/store/portable';

const { emails } = engineTables();

describe('/metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const { app } = createTestApp();
    expect((await app.request('/metrics')).status).toBe(404);
  });

  it('answers only with the token, in Prometheus text format: requests by route and status, latency, queue depth, e-mails by outcome', async () => {
    const { app, store } = createTestApp({ env: { METRICS_TOKEN: 'scrape-secret-123' } });
    await app.request('/healthz');
    await app.request('/api/v1/no-such-thing');
    const { sql, transaction } = portable(store);
    await transaction(() =>
      sql()
        .insert(emails)
        .values({ kind: 'verify-email', to: 'a@example.test', subject: 'Hi', html: '<p>x</p>', text: 'x', idempotencyKey: 'k1', status: 'sent' }),
    );

    const missing = await app.request('/metrics');
    expect(missing.status).toBe(401);
    expect(await missing.text()).not.toContain('vowly_http_requests_total');
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong-secret-123' } })).status).toBe(401);

    const res = await app.request('/metrics', { headers: { authorization: 'Bearer scrape-secret-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/vowly_http_requests_total\{route="\/healthz",method="GET",status="200"\} 1/);
    expect(text).toMatch(/vowly_http_requests_total\{route="[^"]*",method="GET",status="404"\} 1/);
    expect(text).toContain('vowly_http_request_duration_seconds_bucket{le="0.005",route="/healthz"}');
    expect(text).toContain('vowly_queue_jobs');
    expect(text).toContain('vowly_worker_heartbeat_age_seconds -1'); // this test's queue has no worker
    expect(text).toMatch(/vowly_emails\{status="sent"\} 1/);
    expect(text).toContain('vowly_sqlite_busy_total 0');
  });
});
