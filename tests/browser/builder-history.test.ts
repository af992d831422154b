import type { Browser, Dialog } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll, showEditor, type ViewportName } from './builder-page';

/** Never lose an edit: undo/redo keys, the leave-page question, pending and disabled save buttons. */
describe.skipIf(!hasBrowser)('builder: history, unsaved changes and pending saves', () => {
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

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`${viewport}: Ctrl+Z undoes a draft edit and Ctrl+Shift+Z (or Ctrl+Y) redoes it, in the fields and the preview`, async () => {
      const { page, context, errors } = await openBuilder(server, browser, { weddingUrl: `undo-${viewport}`, viewport });
      await showEditor(page, viewport);
      const first = page.locator('input[name="brideGroomOneName"]');
      await first.fill('Juliet');
      await page.locator('select[name="joiner"]').selectOption('+');
      await expect.poll(() => page.locator('.b-preview h1').first().textContent()).toContain('Juliet + Partner Two');
      expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);

      // Keys act on the draft when focus is not in a text field (a text field keeps its own undo).
      await page.locator('.b-order__title').click();
      await page.keyboard.press('Control+z');
      await expect.poll(() => page.locator('select[name="joiner"]').inputValue()).toBe('&');
      await page.keyboard.press('Control+z');
      await expect.poll(() => first.inputValue()).toBe('Partner One');
      expect(await page.locator('.b-preview h1').first().textContent()).toContain('Partner One & Partner Two');
      expect(await page.textContent('.b-top__status')).toBe('All changes saved');

      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => first.inputValue()).toBe('Juliet');
      await page.keyboard.press('Control+y');
      await expect.poll(() => page.locator('select[name="joiner"]').inputValue()).toBe('+');
      expect(await page.locator('.b-preview h1').first().textContent()).toContain('Juliet + Partner Two');
      expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('leaving with unsaved changes asks first; staying keeps the edit; after saving it no longer asks', async () => {
    const { page, context, stored, errors } = await openBuilder(server, browser, { weddingUrl: 'leave-guard' });
    const dialogs: string[] = [];
    const answer: 'dismiss' | 'accept' = 'dismiss';
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.type());
      void (answer === 'dismiss' ? dialog.dismiss() : dialog.accept());
    });
    // Nothing edited: leaving does not ask.
    await page.getByRole('link', { name: '← Dashboard' }).click();
    await page.waitForURL(/\/app$/);
    expect(dialogs).toEqual([]);
    await page.goBack();
    await page.waitForSelector('[data-testid="builder"]');

    await page.locator('input[name="weddingHeader"]').fill('Not saved yet');
    await page.getByRole('link', { name: '← Dashboard' }).click();
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/builder');
    expect(await page.locator('input[name="weddingHeader"]').inputValue()).toBe('Not saved yet');

    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    expect(stored().content.weddingHeader).toBe('Not saved yet');
    await page.getByRole('link', { name: '← Dashboard' }).click();
    await page.waitForURL(/\/app$/);
    expect(dialogs).toEqual(['beforeunload']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a save shows 'Saving…' on its own button and disables every save button until it is done", async () => {
    const { page, context, errors } = await openBuilder(server, browser, { weddingUrl: 'pending' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/weddings/*', async (route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    await page.locator('input[name="weddingHeader"]').fill('Slow network');
    await page.getByRole('button', { name: 'Update details' }).click();
    const pressed = page.locator('.b-tab .b-save', { hasText: 'Saving…' });
    await pressed.waitFor();
    expect(await pressed.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('button', { name: 'Save order' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset colours' }).isDisabled()).toBe(true);
    expect(await page.textContent('.b-top__status')).toBe('Saving…');
    release();
    await savedAll(page);
    expect(await page.getByRole('button', { name: 'Update details' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save order' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
