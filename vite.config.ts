import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { islandEntries } from './src/build/island-entries.ts';
import { islandsServerGuard } from './src/build/islands-server-guard.ts';
import { precompressAssets } from './src/build/precompress-assets.ts';

const root = import.meta.dirname;

/**
 * Two builds into one folder. Tree-shaking is per build, so a module shared by the app's islands and
 * the guests' islands (zod's core, for one) would otherwise ship whole to every wedding page.
 * Islands that guests load on wedding pages build alone and stay small; every other island (builder,
 * guest list, …) goes into the app build. src/cli/client-build.ts runs both; the server merges the
 * two manifests. Islands are found by folder (islands/<Name>.tsx); a guests' island says so in its
 * defineIsland options (`bundle: 'guest'`).
 */
const bundle = process.env.CLIENT_BUNDLE === 'app' ? 'app' : 'guest';
const entries = islandEntries(root)
  .filter((island) => island.bundle === bundle)
  .map((island) => island.file);
// The guests' build also holds the site stylesheet and the loader of guest pages' deferred assets.
const input = bundle === 'guest' ? [...entries, 'src/styles/entry.ts', 'src/core/rendering/hydration/after-load.ts'] : entries;

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
