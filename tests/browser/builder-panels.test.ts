import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePageOrder, SECTIONS, type SectionKey } from '../../src/shared/wedding/sections';
import { animationFrames, animationsFinished, connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll, sidebarOrder } from './builder-page';

/** Panel details: date format, countdown style, the Pro couple's map and Pro tab, dragging by the handle. */
describe.skipIf(!hasBrowser)('builder: panels', () => {
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

  function recordPatches(page: Page) {
    const urls: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH') urls.push(new URL(request.url()).pathname.replace(/[^/]+$/, '{id}'));
    });
    return urls;
  }

  it('all 20 section panels open from the sidebar with their spec texts, fields and save buttons', async () => {
    // Reduced motion: the sidebar then jumps to a panel instead of scrolling smoothly.
    const { page, context, errors } = await openBuilder(server, browser, { weddingUrl: 'all-panels', role: 'userPaid', reducedMotion: true });
    await page.getByRole('button', { name: '+ Manage Sections' }).click();
    const manage = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The map's label also carries its PRO badge.
    for (const section of SECTIONS) await manage.getByLabel(new RegExp(`^${escape(section.displayName)}s*(PRO)?$`)).check();
    await manage.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    expect(await sidebarOrder(page)).toHaveLength(20);

    // What each panel must show (site-editor.md §2, §5) besides its Enabled switch.
    const expected: Record<SectionKey, { fields?: string[]; texts?: string[]; save: string }> = {
      mainPhoto: { texts: ['No main image yet. Upload one to give your site a welcoming hero.'], fields: ['mainImgFilter'], save: 'Update' },
      ourStory: { fields: ['ourStoryHeading', 'ourStoryComment'], save: 'Update' },
      images: { fields: ['galleryComment'], texts: ['Slider', 'Column', 'Stacked'], save: 'Save images' },
      weddingParty: { texts: ['No wedding party members yet.'], save: 'Save changes' },
      schedule: { texts: ['No schedule items yet. Add each moment of the day to build your timeline.', 'Add item', 'Add heading'], save: 'Save schedule' },
      content: { fields: ['contentHeading', 'contentComment'], save: 'Update' },
      fancyCard: { fields: ['fancyCardHeading', 'fancyCardDate', 'fancyCardAddress', 'fancyCardComment'], save: 'Update' },
      customOne: { fields: ['customOneHeading', 'customOneComment', 'googleMapsLink'], save: 'Update' },
      customTwo: { fields: ['customTwoComment'], texts: ['Slider', 'Column', 'Stacked'], save: 'Save images' },
      customThree: { fields: ['customThreeHeading', 'customThreeComment'], save: 'Update' },
      customFour: { fields: ['customFourHeading', 'customFourComment'], save: 'Update' },
      customFive: { fields: ['customFiveHeading', 'customFiveComment', 'googleMapsEmbedLink'], texts: ['Must be valid URL'], save: 'Update' },
      customSix: {
        fields: ['customSixHeading', 'customSixComment', 'darkTextOverImg', 'textWhite'],
        texts: ['No background image yet. Upload one to highlight your overlay text.', 'Darken Image', 'White Text'],
        save: 'Update',
      },
      customSeven: { fields: ['countdownStyle', 'customSevenHeading', 'customSevenComment'], save: 'Update' },
      customEight: { fields: ['customEightHeading', 'customEightComment', 'customEightLink'], texts: ['Must be valid URL'], save: 'Update' },
      customNine: { fields: ['customNineHeading', 'customNineComment', 'customNineLink'], texts: ['Must be valid URL'], save: 'Update' },
      customTen: { fields: ['customTenHeading', 'customTenComment'], save: 'Update' },
      rsvpMini: { fields: ['rsvpMiniHeading', 'rsvpMiniComment', 'rsvpMiniButtonLabel'], save: 'Update' },
      infoTiles: {
        fields: ['infoTileoneTitle', 'infoTileoneText', 'infoTiletwoTitle', 'infoTiletwoText', 'infoTilethreeTitle', 'infoTilethreeText'],
        save: 'Update',
      },
      guestPhotos: { save: 'Update' },
    };
    for (const section of SECTIONS) {
      await page.locator('.b-order').getByRole('button', { name: section.displayName, exact: true }).click();
      const panel = page.locator(`.b-panel[data-section="${section.key}"]`);
      await panel.locator('.b-panel__body').waitFor();
      // Newly chosen sections are rendered; the main photo was already in the sidebar, hidden (the default order).
      expect(await panel.getByLabel(`${section.displayName} enabled`).isChecked(), section.key).toBe(section.key !== 'mainPhoto');
      const want = expected[section.key];
      for (const name of want.fields ?? []) expect(await panel.locator(`[name="${name}"]`).count(), `${section.key} ${name}`).toBe(1);
      const text = await panel.textContent();
      for (const t of want.texts ?? []) expect(text, section.key).toContain(t);
      expect(await panel.locator('.b-save').textContent(), section.key).toBe(want.save);
      if (section.key === 'customEight') expect(await panel.locator('input[name="customEightLink"]').getAttribute('placeholder')).toBe('https://');
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

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
    await manage.getByLabel('Countdown').check();
    await manage.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    const patches = recordPatches(page);
    await page.locator('.b-order').getByRole('button', { name: 'Countdown', exact: true }).click();
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
    await manage.getByLabel('Map').check();
    await manage.getByRole('button', { name: 'Save', exact: true }).click();
    await savedAll(page);
    await page.locator('.b-order').getByRole('button', { name: 'Map', exact: true }).click();
    const panel = page.locator('.b-panel[data-section="customFive"]');
    expect(await panel.getByRole('link', { name: 'How to get the embed link from Google Maps' }).getAttribute('href')).toMatch(
      /^https:\/\/support\.google\.com\/maps\//,
    );
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
    const handle = page.getByRole('button', { name: 'Move Text section' });
    const target = page.getByRole('button', { name: 'Move Our story' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Small steps, as a hand would: dnd-kit starts dragging after 4 px.
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 4) * i) / 10);
      await animationFrames(page);
    }
    await page.mouse.up();
    await expect.poll(() => sidebarOrder(page)).toEqual(['Main photo', 'Text section', 'Our story', 'Photo gallery', 'Schedule of the day']);
    // Let dnd-kit's drop animation finish before the next click.
    await animationsFinished(page);
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save order' }).click();
    expect((await saved).status()).toBe(200);
    await savedAll(page);
    const active = normalizePageOrder(stored().content.pageOrder)
      .filter((e) => e.sidebarActive)
      .map((e) => e.title);
    expect(active).toEqual(['mainPhoto', 'content', 'ourStory', 'images', 'schedule']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
