import { eq } from 'drizzle-orm';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/core/db/schema';
import { createSession } from '../../src/core/auth/sessions';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('builder loads', () => {
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

  it('renders the editor and the preview without errors', async () => {
    const demo = server.db.select().from(users).where(eq(users.email, 'demo@vowly.local')).get()!;
    const { token } = await createSession(sqliteStore(server.db), demo.id);
    const context = await signedInContext(browser, server.url, token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/builder`);
    await page.waitForSelector('[data-testid="builder"]');
    expect(await page.textContent('.b-preview')).toContain('Amelia');
    await page.fill('input[name="brideGroomOneName"]', 'Amelie');
    await expect.poll(() => page.textContent('.b-preview')).toContain('Amelie');
    await reviewScreenshot(page, 'builder.png');
    expect(errors).toEqual([]);
  });
});
