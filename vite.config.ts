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

export default defineConfig({
  root,
  publicDir: false,
  plugins: [UnoCSS(), react(), islandsServerGuard(), precompressAssets()],
  server: { cors: true, origin: process.env.VITE_DEV_URL },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      input: [...islandEntries, 'src/styles/entry.ts'],
    },
  },
});
