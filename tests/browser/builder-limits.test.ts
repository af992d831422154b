import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll, showEditor, type ViewportName } from './builder-page';

/** Pro gates for a free couple, and the wedding party and schedule limits. */
describe.skipIf(!hasBrowser)('builder: Pro gates and limits', () => {
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

  /** The upgrade dialog opened with `message`; closed again with its × button. */
  async function expectUpgradeDialog(page: Page, message?: string) {
    const dialog = page.getByRole('dialog', { name: 'Unlock With Pro' });
    await dialog.waitFor();
    if (message) expect(await dialog.locator('.upgrade__message').textContent()).toBe(message);
    expect(await dialog.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toMatch(/^\/app\/payments\/checkout\/final-payment\//);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`${viewport}: a free couple meets the upgrade dialog at every Pro gate and nothing is saved`, async () => {
      const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: `gates-${viewport}`, viewport });
      await showEditor(page, viewport);

      await page.getByRole('tab', { name: 'Pro' }).click();
      const tab = page.getByRole('tabpanel');
      expect(await tab.locator('.b-pro-badge').count()).toBeGreaterThanOrEqual(3);
      // The Pro tab's own button.
      await tab.getByRole('button', { name: 'Unlock With Pro' }).click();
      await expectUpgradeDialog(page);
      // The website password: a paid field saying 'Upgrade to unlock'.
      const password = tab.locator('input[name="websitePassword"]');
      expect(await password.getAttribute('placeholder')).toBe('Upgrade to unlock');
      // aria-disabled controls count as disabled to Playwright; a couple can still click them.
      await password.click({ force: true });
      await expectUpgradeDialog(page, 'Upgrade to unlock');
      // Password Enabled and Footer visible: locked switches.
      const passwordSwitch = tab.getByRole('switch', { name: /Password Enabled/ });
      expect(await passwordSwitch.getAttribute('aria-disabled')).toBe('true');
      await passwordSwitch.click({ force: true });
      await expectUpgradeDialog(page, 'Upgrade to unlock');
      const footerSwitch = tab.getByRole('switch', { name: /Footer visible/ });
      expect(await footerSwitch.getAttribute('aria-checked')).toBe('true');
      await footerSwitch.click({ force: true });
      await expectUpgradeDialog(page, 'Upgrade to unlock');
      // The map section in Manage Sections.
      await page.getByRole('button', { name: '+ Manage Sections' }).click();
      const manage = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
      await manage.getByLabel('Map').click();
      await expectUpgradeDialog(page, 'Upgrade to Pro to add the Google Map section.');
      expect(await manage.getByLabel('Map').isChecked()).toBe(false);
      await manage.getByRole('button', { name: 'Cancel' }).click();

      expect(stored()).toMatchObject({ version: 1, content: { enablePassword: false, enableFooter: true, customFiveSection: false } });
      expect(await page.textContent('.b-top__status')).toBe('All changes saved');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the 13th wedding party member is refused with 'Wedding party limited to 12 members'; twelve are saved", async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'party-limit' });
    await page.getByRole('button', { name: '+ Manage Sections' }).click();
    const manage = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
    await manage.getByLabel('Wedding party').check();
    await manage.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    await page.locator('.b-order').getByRole('button', { name: 'Wedding party', exact: true }).click();
    const panel = page.locator('.b-panel[data-section="weddingParty"]');
    expect(await panel.textContent()).toContain('No wedding party members yet.');
    const add = panel.getByTestId('party-add');
    for (let i = 0; i < 12; i++) await add.click();
    await expect.poll(() => panel.getByLabel('Name').count()).toBe(12);
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await panel.getByLabel('Name').first().fill('Maid of Honour');

    await add.click({ force: true });
    await expect.poll(() => page.locator('#toasts').textContent()).toContain('Wedding party limited to 12 members');
    expect(await panel.getByLabel('Name').count()).toBe(12);

    await panel.getByRole('button', { name: 'Save changes' }).click();
    await savedAll(page);
    expect(stored().content.weddingParty).toHaveLength(12);
    expect(stored().content.weddingParty[0]!.name).toBe('Maid of Honour');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the 21st schedule item is refused; a new heading says 'Day 1'; twenty are saved", async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'schedule-limit' });
    await page.locator('.b-order').getByRole('button', { name: 'Schedule of the day', exact: true }).click();
    const panel = page.locator('.b-panel[data-section="schedule"]');
    expect(await panel.textContent()).toContain('No schedule items yet. Add each moment of the day to build your timeline.');
    const addItem = panel.getByRole('button', { name: 'Add item' });
    const addHeading = panel.getByRole('button', { name: 'Add heading' });
    await addHeading.click();
    expect(await panel.getByLabel('Title').first().inputValue()).toBe('Day 1');
    // A heading has no time or details.
    expect(await panel.getByLabel('Time').count()).toBe(0);
    for (let i = 1; i < 20; i++) await addItem.click();
    await expect.poll(() => panel.getByLabel('Title').count()).toBe(20);
    expect(await panel.getByLabel('Time').first().getAttribute('placeholder')).toBe('3:30 PM');
    expect(await addItem.isDisabled()).toBe(true);
    expect(await addHeading.isDisabled()).toBe(true);
    await addItem.click({ force: true });
    await addHeading.click({ force: true });
    expect(await panel.getByLabel('Title').count()).toBe(20);

    await panel.getByRole('button', { name: 'Save schedule' }).click();
    await savedAll(page);
    expect(stored().content.tasks).toHaveLength(20);
    expect(stored().content.tasks[0]).toMatchObject({ title: 'Day 1', isHeading: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
