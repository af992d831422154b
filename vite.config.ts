import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { islandsServerGuard } from './src/build/islands-server-guard.ts';
import { precompressAssets } from './src/build/precompress-assets.ts';

const root = import.meta.dirname;
const islandEntries = fs
  .readdirSync(path.join(root, 'islands'))
  .filter((f) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(f))
  .map((f) => `islands/${f}`);

/**
 * Two builds into one folder. Tree-shaking is per build, so a module shared by the app's islands and
 * the guests' islands (zod's core, for one) would otherwise ship whole to every wedding page.
 * Islands that guests load on wedding pages build alone and stay small; every other island (builder,
 * guest list, …) goes into the app build. src/cli/client-build.ts runs both; the server merges the
 * two manifests.
 */
const GUEST_ISLANDS = ['Countdown', 'GallerySlider', 'RsvpForm'].map((name) => `islands/${name}.tsx`);
const bundle = process.env.CLIENT_BUNDLE === 'app' ? 'app' : 'guest';
const input =
  bundle === 'guest'
    ? [...islandEntries.filter((e) => GUEST_ISLANDS.includes(e)), 'src/styles/entry.ts']
    : islandEntries.filter((e) => !GUEST_ISLANDS.includes(e));

export default defineConfig({
  root,
  publicDir: false,
  plugins: [UnoCSS(), react(), islandsServerGuard(), precompressAssets()],
  server: { cors: true, origin: process.env.VITE_DEV_URL },
  build: {
    outDir: 'dist/client',
    emptyOutDir: bundle === 'guest',
    manifest: bundle === 'guest' ? '.vite/manifest.json' : '.vite/manifest-app.json',
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      input,
    },
  },
});
