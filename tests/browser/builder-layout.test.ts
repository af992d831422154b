import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { SECTIONS } from '../../src/shared/wedding/sections';
import { connectBrowser, hasBrowser, scrollSettled, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, showEditor, type ViewportName } from './builder-page';

/**
 * Issue 12 item 15: with every section active, the top bar (Undo/Redo, save status) stays on screen
 * when a section is picked in the sidebar, the Details/Design/Pro tabs are reachable without
 * scrolling past the section list, and a party member's caption box is wide enough to read.
 */
describe.skipIf(!hasBrowser)('builder: layout with many sections', () => {
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

  async function openWithAllSections(weddingUrl: string, viewport: ViewportName) {
    const opened = await openBuilder(server, browser, { weddingUrl, viewport, role: 'userPaid' });
    const pageOrder = SECTIONS.map((s) => ({ title: s.key, sidebarActive: true, render: true }));
    const toggles = Object.fromEntries(SECTIONS.map((s) => [s.toggleField, true]));
    server.db
      .update(weddings)
      .set({ content: { pageOrder, ...toggles } })
      .where(eq(weddings.id, opened.couple.wedding.id))
      .run();
    await opened.page.reload();
    await opened.page.waitForSelector('[data-testid="builder"]');
    await showEditor(opened.page, viewport);
    expect(await opened.page.locator('.b-order .b-order__name').count()).toBe(20);
    return opened;
  }

  /** Where the top bar is, how far the document scrolled, and whether Undo is inside the window. */
  const topBar = (page: Page) =>
    page.evaluate(() => {
      const bar = document.querySelector('.b-top')!.getBoundingClientRect();
      const undo = document.querySelector('.b-top button[aria-label="Undo"]')!.getBoundingClientRect();
      return { top: bar.top, documentScroll: document.scrollingElement!.scrollTop, undoVisible: undo.top >= 0 && undo.bottom <= window.innerHeight };
    });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`${viewport}: picking sections in the sidebar scrolls the editor and the preview, never the top bar off screen`, async () => {
      const { page, context, errors } = await openWithAllSections(`layout-scroll-${viewport}`, viewport);
      for (const name of ['Three info tiles', 'Main photo', 'Text over a photo', 'Photo gallery', 'Wedding party']) {
        await page.locator('.b-order').getByRole('button', { name, exact: true }).click();
        const key = SECTIONS.find((s) => s.displayName === name)!.key;
        // The panel opens and is scrolled to within the editor.
        await expect
          .poll(() =>
            page.locator(`.b-panel[data-section="${key}"]`).evaluate((el) => {
              const side = document.querySelector('.b-side')!.getBoundingClientRect();
              const top = el.getBoundingClientRect().top;
              return top >= side.top - 1 && top < side.bottom;
            }),
          )
          .toBe(true);
        await scrollSettled(page, '.b-side');
        expect(await topBar(page)).toEqual({ top: 0, documentScroll: 0, undoVisible: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('desktop: the Details, Design and Pro tabs are on screen without scrolling past 20 sections', async () => {
    const { page, context } = await openWithAllSections('layout-tabs', 'desktop');
    const sideScroll = await page.locator('.b-side').evaluate((el) => el.scrollTop);
    expect(sideScroll).toBe(0);
    for (const name of ['Details', 'Design', 'Pro']) {
      const box = (await page.getByRole('tab', { name }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(900);
    }
    await page.getByRole('tab', { name: 'Design' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Design' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('desktop: a party member caption box is most of the member card wide', async () => {
    const { page, context } = await openWithAllSections('layout-party', 'desktop');
    await page.locator('.b-order').getByRole('button', { name: 'Wedding party', exact: true }).click();
    await page.getByTestId('party-add').click();
    const caption = page.getByLabel('Caption').first();
    await caption.fill('Maid of honour, bookshop witness and keeper of the rings');
    const widths = await caption.evaluate((el) => ({
      caption: el.getBoundingClientRect().width,
      card: el.closest('.b-member')!.getBoundingClientRect().width,
    }));
    expect(widths.caption).toBeGreaterThanOrEqual(widths.card * 0.9);
    expect(widths.caption).toBeGreaterThan(250);
    await context.close();
  });
});
