// The owner deletes the wedding from the app (issue 23 item 1): DELETE /api/v1/weddings/current-wedding and the team
// page's danger zone (POST /app/planners/delete-wedding), the owner only, after typing the web address.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { queuedJobs } from '../../../../tests/helpers/test-engine';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';
import { person } from './helpers';

type App = ReturnType<typeof createTestApp>;

async function publish(t: App, weddingId: string) {
  const { t: tables, sql, transaction } = portable(t.store);
  await transaction(() => sql().update(tables.weddings).set({ published: true }).where(eq(tables.weddings.id, weddingId)));
}

async function weddingRow(t: App, weddingId: string) {
  const { t: tables, sql } = portable(t.store);
  return (await sql().select().from(tables.weddings).where(eq(tables.weddings.id, weddingId)))[0];
}

describe('deleting the wedding (issue 23 item 1)', () => {
  it('only the owner: every other role gets 403 { msg } on the API and the "not authorized" page, and no danger zone', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-and-jo' });
    for (const role of ['partner', 'planner', 'viewer', 'caterer'] as const) {
      const member = await addWeddingMember(t.store, ana.wedding.id, role);
      const http = client(t.app, member.cookie);
      const api = await http.delete('/api/v1/weddings/current-wedding', { confirmation: 'ana-and-jo' });
      expect(api.status, role).toBe(403);
      expect(await api.json(), role).toEqual({ msg: 'not authorized', code: 'auth.role-forbidden' });
      const page = await http.form('/app/planners/delete-wedding', { confirmation: 'ana-and-jo' });
      expect(page.status, role).toBe(403);
      expect(await page.text(), role).toContain('not authorized');
      const team = await http.get('/app/planners');
      expect(team.status, role).toBe(200);
      expect(await team.text(), role).not.toContain('Delete this wedding');
    }
    expect(await weddingRow(t, ana.wedding.id)).toBeDefined();
    // Without a session: 401.
    expect((await client(t.app).delete('/api/v1/weddings/current-wedding', { confirmation: 'ana-and-jo' })).status).toBe(401);
  });

  it('asks the owner to type the web address: a wrong or missing one is a 400 { msg } (the page again with it), nothing deleted', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-and-jo' });
    const team = await (await ana.http.get('/app/planners')).text();
    expect(team).toContain('Delete this wedding');
    expect(team).toContain('Type <strong>ana-and-jo</strong> to confirm');
    expect(team).toContain('pattern="ana-and-jo"');
    // Pro (the helper's owner is Pro): what happens to it is said before.
    expect(team).toContain('This wedding has Pro: Pro is deleted with it. It does not move to another wedding and is not refunded.');

    const wrong = await ana.http.delete('/api/v1/weddings/current-wedding', { confirmation: 'ana-and-j' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      msg: 'To delete this wedding, type ana-and-jo exactly as shown. Nothing was deleted.',
      code: 'planners.delete-unconfirmed',
    });
    const missing = await ana.http.delete('/api/v1/weddings/current-wedding', {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).msg).toBe("Type the wedding's web address to confirm");
    const page = await ana.http.form('/app/planners/delete-wedding', { confirmation: 'our wedding' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('To delete this wedding, type ana-and-jo exactly as shown. Nothing was deleted.');
    expect(await weddingRow(t, ana.wedding.id)).toBeDefined();
  });

  it('deletes it: the page is gone (cached too), the other members lose it on their next request, the owner goes on to their other wedding', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-and-jo' });
    const leo = await person(t, 'leo@example.com', { name: 'Leo', weddingUrl: 'leo-and-max' });
    // Ana also plans Leo's wedding; Pia plans only Ana's.
    const { t: tables, sql, transaction } = portable(t.store);
    await transaction(() => sql().insert(tables.weddingMembers).values({ weddingId: leo.wedding.id, userId: ana.user.id, role: 'planner' }));
    const piaMember = await addWeddingMember(t.store, ana.wedding.id, 'planner', 'Pia');
    const pia = client(t.app, piaMember.cookie);
    await publish(t, ana.wedding.id);
    const guest = client(t.app);
    expect((await guest.get('/ana-and-jo')).status).toBe(200);
    expect((await guest.get('/ana-and-jo')).status).toBe(200); // from the guest-page cache
    expect((await pia.get('/api/v1/weddings/current-wedding')).status).toBe(200);

    const done = await ana.http.delete('/api/v1/weddings/current-wedding', { confirmation: 'ana-and-jo' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ msg: 'Deleted the wedding at /ana-and-jo.', weddingId: leo.wedding.id, next: '/app' });
    expect(await weddingRow(t, ana.wedding.id)).toBeUndefined();

    // The site: the spec's offline page for the page, 404 for the API, never the cached copy.
    const gone = await guest.get('/ana-and-jo');
    expect(gone.status).toBe(302);
    expect(gone.headers.get('location')).toBe('/wedding-offline');
    expect((await guest.get('/api/v1/public/ana-and-jo')).status).toBe(404);
    // Pia belongs to no wedding any more: her next request finds none.
    const after = await pia.get('/api/v1/weddings/current-wedding');
    expect(after.status).toBe(404);
    expect((await after.json()).code).toBe('wedding.not-found');
    // Pia is told by e-mail, once; Ana (who deleted it) and Leo (not on it) are not.
    const told = await sql().select().from(tables.emails).where(eq(tables.emails.kind, 'wedding-deleted'));
    expect(told.map((mail) => [mail.to, mail.userId, mail.weddingId])).toEqual([[piaMember.user.email, piaMember.user.id, null]]);
    expect(told[0]!.subject).toBe('Ana deleted the wedding at /ana-and-jo on Vowly');
    expect(told[0]!.text).toContain('Ana deleted the wedding at /ana-and-jo and everything in it');
    expect(told[0]!.text).toContain('Your Vowly account stays');
    expect((await queuedJobs(t)).filter((job) => job.task === 'send_email' && (job.payload as { emailId: string }).emailId === told[0]!.id)).toHaveLength(1);
    // Ana works on Leo's wedding now, as its planner (she cannot delete it).
    expect((await (await ana.http.get('/api/v1/weddings/current-wedding')).json()).wedding._id).toBe(leo.wedding.id);
    expect((await ana.http.delete('/api/v1/weddings/current-wedding', { confirmation: 'leo-and-max' })).status).toBe(403);
  });

  it('the page form: an owner of no other wedding lands on the setup wizard of a new empty wedding, with the toast', async () => {
    const t = createTestApp();
    const mia = await person(t, 'mia@example.com', { name: 'Mia', weddingUrl: 'mia-and-ben' });
    const res = await mia.http.form('/app/planners/delete-wedding', { confirmation: 'MIA-AND-BEN' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/setup');
    expect(await weddingRow(t, mia.wedding.id)).toBeUndefined();
    const wizard = await mia.http.get('/app/setup');
    expect(wizard.status).toBe(302);
    const step = await mia.http.get(wizard.headers.get('location')!);
    expect(step.status).toBe(200);
    expect(await step.text()).toContain('Deleted the wedding at /mia-and-ben.');
    const current = (await (await mia.http.get('/api/v1/weddings/current-wedding')).json()).wedding;
    expect(current._id).not.toBe(mia.wedding.id);
    expect(current.weddingUrl).toBe(''); // a new wedding, no address yet
  });
});
