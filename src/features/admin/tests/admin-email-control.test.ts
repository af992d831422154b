import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';

const { emails } = engineTables();

describe('admin e-mail control and testing', () => {
  it('counts e-mails by status and queues the failed ones again, once each', async () => {
    const t = createTestApp();
    const { sql, transaction } = portable(t.store);
    const admin = await createTestUser(t.store, { role: 'admin', email: 'boss@example.com' });
    const sendJobs = async () => (await queuedJobs(t)).filter((j) => j.task === 'send_email');
    await transaction(async () => {
      for (const [key, status] of [
        ['a', 'sent'],
        ['b', 'failed'],
        ['c', 'failed'],
        ['d', 'queued'],
      ] as const) {
        await sql()
          .insert(emails)
          .values({
            kind: 'test',
            idempotencyKey: key,
            to: 'x@example.com',
            subject: 's',
            html: '<p>h</p>',
            text: 't',
            status,
            error: status === 'failed' ? 'boom' : null,
          });
      }
    });
    const http = client(t.app, admin.cookie);
    const page = await (await http.get('/app/admin/email-control')).text();
    expect(page).toMatch(/<span class="stat__value">1<\/span><span class="stat__label">sent/);
    expect(page).toMatch(/<span class="stat__value">2<\/span><span class="stat__label">failed/);
    expect(page).toContain('the local outbox');

    const res = await http.form('/app/admin/email-control/retry', {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/admin/email-control');
    expect(await (await http.get('/app/admin/email-control')).text()).toContain('2 failed e-mails queued again');
    const retried = await sql().select().from(emails).where(eq(emails.status, 'queued'));
    expect(retried.map((e) => e.idempotencyKey).sort()).toEqual(['b', 'c', 'd']);
    expect(retried.find((e) => e.idempotencyKey === 'b')!.error).toBeNull();
    expect(await sendJobs()).toHaveLength(2);

    // The same action in the API: JSON, and nothing failed is left to retry.
    const again = await http.post('/api/v1/admin/email-control/retry', {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ msg: 'No failed e-mails to retry', retried: 0 });
    await transaction(() => sql().update(emails).set({ status: 'failed' }).where(eq(emails.idempotencyKey, 'a')));
    expect(await (await http.post('/api/v1/admin/email-control/retry')).json()).toEqual({ msg: '1 failed e-mail queued again', retried: 1 });
    expect(await sendJobs()).toHaveLength(3);
  });

  it('sends the admin a test e-mail through the outbox; non-admins cannot', async () => {
    const t = createTestApp();
    const { app } = t;
    const { sql } = portable(t.store);
    const admin = await createTestUser(t.store, { role: 'admin', email: 'boss@example.com', name: 'Bo <Boss>' });
    const http = client(app, admin.cookie);
    await http.post('/app/admin/testing/email');
    const [email] = await sql().select().from(emails);
    expect(email).toMatchObject({ kind: 'test', to: 'boss@example.com', status: 'queued' });
    expect(email!.html).toContain('Bo &lt;Boss&gt;');
    expect((await queuedJobs(t)).map((j) => j.task)).toEqual(['send_email']);

    const couple = await createTestUser(t.store);
    const refused = await client(app, couple.cookie).post('/app/admin/testing/email');
    expect(refused.headers.get('location')).toBe('/app');
    expect(await sql().select().from(emails)).toHaveLength(1);

    // The API's twin: the e-mail's id in JSON; a couple is refused there too, an anonymous caller must log in.
    const sent = await http.post('/api/v1/admin/testing/email', {});
    expect(sent.status).toBe(200);
    const answer = (await sent.json()) as { msg: string; emailId: string };
    expect(answer.msg).toBe('Test e-mail queued: it appears in the e-mail log in a moment');
    expect(first(await sql().select().from(emails).where(eq(emails.id, answer.emailId)))).toMatchObject({ kind: 'test', to: 'boss@example.com' });
    const notAdmin = await client(app, couple.cookie).post('/api/v1/admin/testing/email', {});
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toMatchObject({ msg: 'not authorized' });
    expect((await client(app).post('/api/v1/admin/email-control/retry', {})).status).toBe(401);
    expect(await sql().select().from(emails)).toHaveLength(2);
  });
});
