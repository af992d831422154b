import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('countdown island in Chromium', () => {
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

  it('hydrates on a phone and ticks every second', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/demo`);
    await page.waitForSelector('wb-island[data-island="Countdown"][data-hydrated="true"]');
    const seconds = page.locator('[data-unit="seconds"] .countdown__value');
    const first = await seconds.textContent();
    await page.waitForFunction((before) => document.querySelector('[data-unit="seconds"] .countdown__value')?.textContent !== before, first, { timeout: 3000 });
    expect(await page.locator('[data-unit="days"] .countdown__value').textContent()).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
  });

  it('serves hashed assets compressed with a long cache and a favicon', async () => {
    const html = await (await fetch(`${server.url}/demo`)).text();
    const script = html.match(/<script type="module" src="([^"]+)"/)![1];
    const res = await fetch(server.url + script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
  });
});
