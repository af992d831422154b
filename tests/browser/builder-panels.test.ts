import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePageOrder } from '../../src/domain/wedding/sections';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { startTestServer, type TestServer } from '../helpers/server';
import { openBuilder, savedAll, sidebarOrder } from './builder-page';

/** Panel details: date format, countdown style, the Pro couple's map and Pro tab, dragging by the handle. */
describe.skipIf(!hasBrowser)('builder: panels', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  function recordPatches(page: Page) {
    const urls: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH') urls.push(new URL(request.url()).pathname.replace(/[^/]+$/, '{id}'));
    });
    return urls;
  }

  it("Details: 'No date' clears the displayed date; the date itself is changed in quick settings", async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'no-date' });
    expect(await page.getByRole('link', { name: 'Change the date' }).getAttribute('href')).toBe('/app/quick-settings');
    await page.locator('input[name="displayedDate"]').fill('Summer 2031');
    await page.locator('select[name="dateFormat"]').selectOption('No date');
    expect(await page.locator('input[name="displayedDate"]').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    expect(stored().content).toMatchObject({ dateFormat: 'No date', displayedDate: '' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Countdown: the style is saved as soon as it is picked', async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'countdown-style' });
    await page.getByRole('button', { name: '+ Manage Sections' }).click();
    const manage = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
    await manage.getByLabel('Countdown Timer').check();
    await manage.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    const patches = recordPatches(page);
    await page.locator('.b-order').getByRole('button', { name: 'Countdown Timer', exact: true }).click();
    await page.locator('.b-panel[data-section="customSeven"] select[name="countdownStyle"]').selectOption('style2');
    await savedAll(page);
    expect(patches).toEqual(['/api/v1/weddings/{id}']);
    expect(stored().content.countdownStyle).toBe('style2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Pro couple edits the map (help link to the maps instructions) and the Pro tab through the Pro update', async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'pro-panels', role: 'userPaid' });
    const patches = recordPatches(page);
    await page.getByRole('button', { name: '+ Manage Sections' }).click();
    const manage = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
    await manage.getByLabel('Map (embedded maps service)').check();
    await manage.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    await page.locator('.b-order').getByRole('button', { name: 'Map (embedded maps service)', exact: true }).click();
    const panel = page.locator('.b-panel[data-section="customFive"]');
    expect(await panel.getByRole('link', { name: 'How to get the embed link from Google Maps' }).getAttribute('href')).toMatch(/^https:\/\/support\.google\.com\/maps\//);
    await panel.locator('input[name="customFiveHeading"]').fill('Finding the venue');
    await panel.locator('input[name="googleMapsEmbedLink"]').fill('https://www.google.com/maps/embed?pb=!1m18');
    await panel.getByRole('button', { name: 'Update' }).click();
    await savedAll(page);
    expect(stored().content).toMatchObject({ customFiveHeading: 'Finding the venue', customFiveSection: true });
    expect(stored().content.googleMapsEmbedLink).toContain('https://www.google.com/maps/embed?pb=');

    await page.getByRole('tab', { name: 'Pro' }).click();
    const tab = page.getByRole('tabpanel');
    await tab.locator('input[name="websitePassword"]').fill('rosebud');
    await tab.getByLabel('Password Enabled').check();
    await tab.getByLabel('Footer visible').uncheck();
    await tab.getByRole('button', { name: 'Update' }).click();
    await savedAll(page);
    expect(stored().content).toMatchObject({ websitePassword: 'rosebud', enablePassword: true, enableFooter: false });
    expect(patches).toEqual(['/api/v1/weddings-pro/{id}', '/api/v1/weddings-pro/{id}', '/api/v1/weddings-pro/{id}']);
    // Visitors now meet the password gate.
    const visitor = await browser.newContext();
    const res = await visitor.request.get(`${server.url}/pro-panels`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/password/pro-panels');
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop: a section is dragged to a new place by its handle', async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'drag-order' });
    const handle = page.getByRole('button', { name: 'Move Content Section' });
    const target = page.getByRole('button', { name: 'Move Our Story' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Small steps, as a hand would: dnd-kit starts dragging after 4 px.
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 4) * i) / 10);
      await page.waitForTimeout(30);
    }
    await page.mouse.up();
    await expect.poll(() => sidebarOrder(page)).toEqual(['Main Photo', 'Content Section', 'Our Story', 'Gallery View', 'Wedding Schedule']);
    await page.getByRole('button', { name: 'Save order' }).click();
    await savedAll(page);
    const active = normalizePageOrder(stored().content.pageOrder).filter((e) => e.sidebarActive).map((e) => e.title);
    expect(active).toEqual(['mainPhoto', 'content', 'ourStory', 'images', 'schedule']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
