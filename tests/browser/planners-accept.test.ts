// Issue 23 in Chromium: a partner accepts an invitation as a NEW user on a 390 px phone: the e-mailed
// link opens the page, they register there with the invited address, and land in the joined wedding
// (no wedding of their own), whose dashboard shows, with the couple's planning team page in reach.
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, users, weddingMembers, weddings } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('accepting an invitation in Chromium (issue 23)', () => {
  let server: SharedServer;
  let browser: Browser;

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a partner registers from the link on a 390 px phone and lands in the wedding', async () => {
    const stamp = Date.now();
    const owner = await createTestUser(server.db, { name: 'Ana', weddingUrl: `team-${stamp}` });
    const email = `leo-${stamp}@example.com`;
    const invited = await fetch(`${server.url}/api/v1/planners`, {
      method: 'POST',
      headers: { origin: server.url, cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'partner' }),
    });
    expect(invited.status).toBe(201);
    const mail = server.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, email), eq(emails.kind, 'member-invitation')))
      .get()!;
    const link = /https?:\/\/\S+\/planners\/accept\?token=[^\s"]+/.exec(mail.text)![0];

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(await page.locator('h1').textContent()).toBe('Join the wedding');
    expect(await page.locator('input[type=email]').inputValue()).toBe(email);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('input[name=name]').fill('Leo');
    await page.locator('input[name=password]').fill('a long enough password');
    await page.locator('input[name=confirmPassword]').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account and join' }).tap();
    await page.waitForURL(`${server.url}/app`);
    await expect.poll(() => page.locator('#toasts').textContent(), { timeout: 20_000 }).toContain('You joined the wedding at');

    const leo = server.db.select().from(users).where(eq(users.email, email)).get()!;
    expect(server.db.select().from(weddings).where(eq(weddings.ownerId, leo.id)).all()).toEqual([]);
    expect(
      server.db.select({ role: weddingMembers.role, weddingId: weddingMembers.weddingId }).from(weddingMembers).where(eq(weddingMembers.userId, leo.id)).all(),
    ).toEqual([{ role: 'partner', weddingId: owner.wedding.id }]);
    const current = await page.evaluate(async () => (await (await fetch('/api/v1/weddings/current-wedding')).json()).wedding._id);
    expect(current).toBe(owner.wedding.id);
    // As a partner they manage the team: the page lists Ana as the owner and Leo as "(you)".
    await page.goto(`${server.url}/app/planners`);
    const people = page.locator('[data-testid="planner"]');
    expect(await people.count()).toBe(2);
    expect(await people.nth(1).textContent()).toContain('Leo (you)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
