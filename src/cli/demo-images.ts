// `npm run demo-images`: draw the demo's pictures (SVG scenes → WebP/AVIF at 480/960/1600 px) into
// dist/demo-images, redrawing every scene with --force. `npm run build` and `npm start` do it when missing.
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_IMAGES_DIR, ensureDemoImages } from '../seed/demo-images-render';

if (process.argv.includes('--force')) fs.rmSync(DEMO_IMAGES_DIR, { recursive: true, force: true });
const started = Date.now();
const drawn = await ensureDemoImages({ log: console.log });
let bytes = 0;
for (const scene of fs.existsSync(DEMO_IMAGES_DIR) ? fs.readdirSync(DEMO_IMAGES_DIR).filter((name) => /^[a-z]+$/.test(name)) : []) {
  const size = (file: string) => fs.statSync(path.join(DEMO_IMAGES_DIR, scene, file)).size;
  bytes += fs.readdirSync(path.join(DEMO_IMAGES_DIR, scene)).reduce((sum, file) => sum + size(file), 0);
  console.log(
    `${scene.padEnd(10)} w480.webp ${(size('w480.webp') / 1024).toFixed(1)} KB, w480.avif ${(size('w480.avif') / 1024).toFixed(1)} KB, w1600.webp ${(size('w1600.webp') / 1024).toFixed(1)} KB`,
  );
}
console.log(`[demo-images] ${drawn} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s; ${(bytes / 1024).toFixed(0)} KB in ${DEMO_IMAGES_DIR}`);
