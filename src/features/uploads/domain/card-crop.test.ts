// A local invitation image cut to a card layout's box (issue 29 item 7), in a temporary folder with
// sharp in this process (no image child): only a card's boxes, from the largest variant there is, a JPEG
// at twice the box, made once and then served as stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCropFile } from './card-crop';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-card-crop-unit-'));
const imageDir = path.join(root, 'vowly/invites/w1/img1');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  fs.mkdirSync(imageDir, { recursive: true });
  // Each variant its own colour, to tell which one the crop was cut from.
  const photo = (width: number, background: string) => sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background } }).webp();
  await photo(960, '#ff0000').toFile(path.join(imageDir, 'w960.webp'));
  await photo(480, '#0000ff').toFile(path.join(imageDir, 'w480.webp'));
});

describe('cardCropFile', () => {
  it("cuts a JPEG at twice a card's box from the largest variant, once", async () => {
    const file = await cardCropFile(imageDir, 600, 400);
    expect(file).toBe(path.join(imageDir, 'card-600x400.jpg'));
    const meta = await sharp(file!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
    const { dominant } = await sharp(file!).stats();
    expect(dominant.r > 200 && dominant.b < 50).toBe(true);
    const made = fs.statSync(file!).mtimeMs;
    expect(await cardCropFile(imageDir, 600, 400)).toBe(file);
    expect(fs.statSync(file!).mtimeMs).toBe(made);
    expect(fs.readdirSync(imageDir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it("makes nothing for a box that is not a card's, or an image that does not exist", async () => {
    expect(await cardCropFile(imageDir, 500, 500)).toBeNull();
    expect(await cardCropFile(path.join(root, 'vowly/invites/w1/missing'), 600, 400)).toBeNull();
    expect(fs.existsSync(path.join(imageDir, 'card-500x500.jpg'))).toBe(false);
  });
});
