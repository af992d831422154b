// The core font files (src/features/site/fonts/font-subsets.ts) draw the same letters as the package's
// Latin files: the same text, drawn in Chromium once with each, gives the same pixels (a script face
// with its joins and a text face; hinting dropped makes no difference on a phone or here).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subsetToCore } from '../../src/features/site/fonts/font-subsets';
import { connectBrowser, hasBrowser } from '../helpers/browser';

const require = createRequire(import.meta.url);
const latinFile = (slug: string) => path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files', `${slug}-latin-400-normal.woff2`);
const TEXT = ['Amelia & Jonah', 'Noces de Clémence', '¡Qué señoría! Größe', 'Ação, perché è — 14.06.2031'];

describe.skipIf(!hasBrowser)('core font files', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['great-vibes', 'lora'])('draw %s exactly as the Latin file does', async (slug) => {
    const latin = fs.readFileSync(latinFile(slug));
    const core = await subsetToCore(latin);
    const page = await browser.newPage({ viewport: { width: 900, height: 400 }, deviceScaleFactor: 2 });
    try {
      const draw = async (font: Uint8Array) =>
        page.evaluate(
          async ({ base64, lines }) => {
            const face = new FontFace(`F${Math.random().toString(36).slice(2)}`, `url(data:font/woff2;base64,${base64})`);
            await face.load();
            document.fonts.add(face);
            const canvas = document.createElement('canvas');
            canvas.width = 1800;
            canvas.height = 800;
            const ctx = canvas.getContext('2d')!;
            ctx.fillStyle = '#fff';
            ctx.fillRect(0, 0, canvas.width, canvas.height);
            ctx.fillStyle = '#000';
            ctx.font = `72px "${face.family}"`;
            lines.forEach((line, i) => ctx.fillText(line, 20, 120 + i * 170));
            return { url: canvas.toDataURL('image/png'), width: ctx.measureText(lines.join(' ')).width };
          },
          { base64: Buffer.from(font).toString('base64'), lines: TEXT },
        );
      const fromLatin = await draw(latin);
      const fromCore = await draw(core);
      expect(fromCore.width).toBeGreaterThan(100);
      expect(fromCore.width).toBe(fromLatin.width);
      expect(fromCore.url === fromLatin.url, 'the same pixels').toBe(true);
    } finally {
      await page.close();
    }
  });
});
