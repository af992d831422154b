/** Alignment in every design family (issue 11 item 8): measured in Chromium on the design demos. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { DESIGN_FAMILIES, familyMembers } from '../../src/shared/wedding/design-families';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

/** One catalogue design of each family. */
const DESIGNS = DESIGN_FAMILIES.map((family) => THEME_CATALOGUE.find((entry) => familyMembers(family).includes(entry.title))!);

describe.skipIf(!hasBrowser)('design families keep their alignment', () => {
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

  it.each(DESIGNS.map((entry) => [entry.title, entry.id] as const))(
    '%s: left and right headings carry divider and paragraph; the party grid is centred',
    async (_title, id) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/designs/${id}`);
      const edges = (section: string) =>
        page.evaluate((selector) => {
          const box = (el: Element | null) => el?.getBoundingClientRect();
          const root = document.querySelector(selector)!;
          const [h, d, p] = [root.querySelector('.w-heading__text'), root.querySelector('.w-divider'), root.querySelector('.w-paragraph')].map(box);
          return { h: h && [h.left, h.right], d: d && [d.left, d.right], p: p && [p.left, p.right] };
        }, `[data-section="${section}"]`);
      const left = await edges('customThree');
      expect(Math.abs(left.d![0]! - left.h![0]!)).toBeLessThan(2);
      expect(Math.abs(left.p![0]! - left.h![0]!)).toBeLessThan(2);
      const right = await edges('customFour');
      expect(Math.abs(right.d![1]! - right.h![1]!)).toBeLessThan(2);
      expect(Math.abs(right.p![1]! - right.h![1]!)).toBeLessThan(2);

      const party = await page.evaluate(() => {
        const list = document.querySelector('.w-party')!.getBoundingClientRect();
        const members = [...document.querySelectorAll('.w-party__member')].map((el) => el.getBoundingClientRect());
        const first = Math.min(...members.map((m) => m.left));
        const last = Math.max(...members.map((m) => m.right));
        return { listCentre: (list.left + list.right) / 2, membersCentre: (first + last) / 2 };
      });
      expect(Math.abs(party.listCentre - party.membersCentre)).toBeLessThan(2);
      await context.close();
    },
    60_000,
  );
});
