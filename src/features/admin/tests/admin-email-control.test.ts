// sqlite-only: not converted yet: arranges or reads through the SQLite `t.db` (issue 29 item 4, docs/scaling.md)

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../../core/db/schema';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('admin e-mail control and testing', () => {
  it('counts e-mails by status and queues the failed ones again, once each', async () => {
    const { app, db, jobs } = createTestApp();
    const admin = await createTestUser(db, { role: 'admin', email: 'boss@example.com' });
    for (const [key, status] of [
      ['a', 'sent'],
      ['b', 'failed'],
      ['c', 'failed'],
      ['d', 'queued'],
    ] as const) {
      db.insert(emails)
        .values({
          kind: 'test',
          idempotencyKey: key,
          to: 'x@example.com',
          subject: 's',
          html: '<p>h</p>',
          text: 't',
          status,
          error: status === 'failed' ? 'boom' : null,
        })
        .run();
    }
    const http = client(app, admin.cookie);
    const page = await (await http.get('/app/admin/email-control')).text();
    expect(page).toMatch(/<span class="stat__value">1<\/span><span class="stat__label">sent/);
    expect(page).toMatch(/<span class="stat__value">2<\/span><span class="stat__label">failed/);
    expect(page).toContain('the local outbox');

    const res = await http.form('/app/admin/email-control/retry', {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/admin/email-control');
    expect(await (await http.get('/app/admin/email-control')).text()).toContain('2 failed e-mails queued again');
    const retried = db.select().from(emails).where(eq(emails.status, 'queued')).all();
    expect(retried.map((e) => e.idempotencyKey).sort()).toEqual(['b', 'c', 'd']);
    expect(retried.find((e) => e.idempotencyKey === 'b')!.error).toBeNull();
    expect(jobs.filter((j) => j.task === 'send_email')).toHaveLength(2);

    // The same action in the API: JSON, and nothing failed is left to retry.
    const again = await http.post('/api/v1/admin/email-control/retry', {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ msg: 'No failed e-mails to retry', retried: 0 });
    db.update(emails).set({ status: 'failed' }).where(eq(emails.idempotencyKey, 'a')).run();
    expect(await (await http.post('/api/v1/admin/email-control/retry')).json()).toEqual({ msg: '1 failed e-mail queued again', retried: 1 });
    expect(jobs.filter((j) => j.task === 'send_email')).toHaveLength(3);
  });

  it('sends the admin a test e-mail through the outbox; non-admins cannot', async () => {
    const { app, db, jobs } = createTestApp();
    const admin = await createTestUser(db, { role: 'admin', email: 'boss@example.com', name: 'Bo <Boss>' });
    const http = client(app, admin.cookie);
    await http.post('/app/admin/testing/email');
    const [email] = db.select().from(emails).all();
    expect(email).toMatchObject({ kind: 'test', to: 'boss@example.com', status: 'queued' });
    expect(email!.html).toContain('Bo &lt;Boss&gt;');
    expect(jobs.map((j) => j.task)).toEqual(['send_email']);

    const couple = await createTestUser(db);
    const refused = await client(app, couple.cookie).post('/app/admin/testing/email');
    expect(refused.headers.get('location')).toBe('/app');
    expect(db.select().from(emails).all()).toHaveLength(1);

    // The API's twin: the e-mail's id in JSON; a couple is refused there too, an anonymous caller must log in.
    const sent = await http.post('/api/v1/admin/testing/email', {});
    expect(sent.status).toBe(200);
    const answer = (await sent.json()) as { msg: string; emailId: string };
    expect(answer.msg).toBe('Test e-mail queued: it appears in the e-mail log in a moment');
    expect(db.select().from(emails).where(eq(emails.id, answer.emailId)).get()).toMatchObject({ kind: 'test', to: 'boss@example.com' });
    const notAdmin = await client(app, couple.cookie).post('/api/v1/admin/testing/email', {});
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toMatchObject({ msg: 'not authorized' });
    expect((await client(app).post('/api/v1/admin/email-control/retry', {})).status).toBe(401);
    expect(db.select().from(emails).all()).toHaveLength(2);
  });
});
