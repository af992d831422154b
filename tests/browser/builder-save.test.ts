import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWeddingById } from '../../src/core/db/weddings';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import type { Role } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { addWeddingMember } from '../helpers/wedding-member';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/** The builder saving for real against the wedding API, seen from the couple's desktop. */
describe.skipIf(!hasBrowser)('builder saves through the wedding API', () => {
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

  async function openBuilder(weddingUrl: string, role: Role = 'userFree') {
    const couple = await createTestUser(server.db, { weddingUrl, role });
    const context: BrowserContext = await signedInContext(browser, server.url, couple.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/builder`);
    await page.waitForSelector('[data-testid="builder"]');
    const stored = () => readWedding(findWeddingById(server.db, couple.wedding.id)!);
    return { couple, context, page, errors, stored };
  }

  async function savedAll(page: Page) {
    await expect.poll(() => page.textContent('.b-top__status')).toBe('All changes saved');
  }

  async function publicPage(context: BrowserContext, weddingUrl: string) {
    const res = await context.request.get(`${server.url}/${weddingUrl}`);
    expect(res.status()).toBe(200);
    return res.text();
  }

  it('a text edit is saved, survives a reload of the builder and shows on the public page', async () => {
    const { page, context, errors, stored } = await openBuilder('browser-save');
    await page.fill('input[name="brideGroomOneName"]', 'Rosalind');
    await expect.poll(() => page.textContent('.b-top__status')).toBe('Unsaved changes');
    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    await expect.poll(() => stored().content.brideGroomOneName).toBe('Rosalind');
    expect(stored().version).toBe(2);

    await page.reload();
    await page.waitForSelector('[data-testid="builder"]');
    expect(await page.inputValue('input[name="brideGroomOneName"]')).toBe('Rosalind');
    expect(await page.textContent('.b-preview')).toContain('Rosalind');
    expect(await publicPage(context, 'browser-save')).toContain('Rosalind &amp; Partner Two');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a section switched on in Manage Sections appears on the public page, and disappears when switched off', async () => {
    const { page, context, errors, stored } = await openBuilder('browser-sections');
    expect(await publicPage(context, 'browser-sections')).not.toContain('data-section="fancyCard"');

    await page.getByRole('button', { name: '+ Manage Sections' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Date & place card').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    await expect.poll(() => stored().content.fancyCardSection).toBe(true);
    expect(stored().content.pageOrder.find((e) => e.title === 'fancyCard')).toMatchObject({ sidebarActive: true, render: true });
    // The sidebar lists it and the public page shows it.
    await expect.poll(() => page.locator('.b-order').textContent()).toContain('Date & place card');
    expect(await publicPage(context, 'browser-sections')).toContain('data-section="fancyCard"');

    await page.getByRole('button', { name: '+ Manage Sections' }).click();
    await page.locator('dialog[open]').getByLabel('Date & place card').uncheck();
    await page.locator('dialog[open]').getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    await expect.poll(() => stored().content.fancyCardSection).toBe(false);
    expect(await publicPage(context, 'browser-sections')).not.toContain('data-section="fancyCard"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a save after a change elsewhere gets the conflict banner, keeps the edit, and saves after loading the latest', async () => {
    const { page, context, stored, couple } = await openBuilder('browser-conflict');
    // Another tab saves first.
    const other = await context.request.patch(`${server.url}/api/v1/weddings/${couple.wedding.id}`, {
      headers: { origin: server.url },
      data: { weddingLocation: 'Changed in another tab' },
    });
    expect(other.status()).toBe(200);

    await page.fill('input[name="weddingHeader"]', 'Kept through the conflict');
    await page.getByRole('button', { name: 'Update details' }).click();
    const banner = page.locator('.b-conflict');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('changed in another tab or device');
    expect(stored().content.weddingHeader).toBe('We are getting married');
    expect(await page.inputValue('input[name="weddingHeader"]')).toBe('Kept through the conflict');

    await banner.getByRole('button', { name: 'Load the latest version (keep my edits)' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    await expect.poll(() => stored().content.weddingHeader).toBe('Kept through the conflict');
    // The other tab's change survived.
    expect(stored().content.weddingLocation).toBe('Changed in another tab');
    await context.close();
  });

  it('two members editing at once (issue 23 item 8): the later save says who saved first, and neither loses an edit', async () => {
    const { page, context, stored, couple } = await openBuilder('browser-two-members');
    const leo = await addWeddingMember(sqliteStore(server.db), couple.wedding.id, 'partner', 'Leo');
    const leoContext = await signedInContext(browser, server.url, leo.cookie.split('=')[1]!);
    const leoPage = await leoContext.newPage();
    await leoPage.goto(`${server.url}/builder`);
    await leoPage.waitForSelector('[data-testid="builder"]');
    // Both have the builder open on the same version; Leo saves first.
    await leoPage.fill('input[name="weddingLocation"]', 'Leo’s venue');
    await leoPage.getByRole('button', { name: 'Update details' }).click();
    await savedAll(leoPage);
    await expect.poll(() => stored().content.weddingLocation).toBe('Leo’s venue');

    await page.fill('input[name="weddingHeader"]', 'Owner’s header');
    await page.getByRole('button', { name: 'Update details' }).click();
    const banner = page.locator('.b-conflict');
    await banner.waitFor();
    await expect.poll(() => banner.locator('[data-testid="conflict-saved-by"]').textContent()).toMatch(/^Saved by Leo (just now|1 minute ago)$/);
    await banner.getByRole('button', { name: 'Load the latest version (keep my edits)' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    await expect.poll(() => stored().content.weddingHeader).toBe('Owner’s header');
    expect(stored().content.weddingLocation).toBe('Leo’s venue');
    await leoContext.close();
    await context.close();
  });

  it('the map section: a free user gets the upgrade dialog and nothing is saved; a Pro user adds it', async () => {
    const free = await openBuilder('browser-map-free');
    await free.page.getByRole('button', { name: '+ Manage Sections' }).click();
    await free.page.locator('dialog[open]').getByLabel('Map').click();
    await expect.poll(() => free.page.locator('dialog[open]').last().textContent()).toContain('Upgrade to Pro to add the Google Map section.');
    expect(free.stored()).toMatchObject({ version: 1, content: { customFiveSection: false } });
    await free.context.close();

    const pro = await openBuilder('browser-map-pro', 'userPaid');
    await pro.page.getByRole('button', { name: '+ Manage Sections' }).click();
    await pro.page.locator('dialog[open]').getByLabel('Map').check();
    await pro.page.locator('dialog[open]').getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(pro.page);
    await expect.poll(() => pro.stored().content.customFiveSection).toBe(true);
    // The preview shows it at once; guests see it once it has its map (an embed link).
    expect(await pro.page.locator('.b-preview [data-section="customFive"]').count()).toBe(1);
    expect(await publicPage(pro.context, 'browser-map-pro')).not.toContain('data-section="customFive"');
    expect(pro.errors).toEqual([]);
    await pro.context.close();
  });
});
