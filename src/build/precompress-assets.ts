import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz beside every built JS/CSS/SVG file; the server sends them as they are. Test
 * builds (VOWLY_FAST_PRECOMPRESS=1) use brotli 5: the same files in a fraction of the time.
 */
export function precompressAssets(): Plugin {
  const brotliQuality = process.env.VOWLY_FAST_PRECOMPRESS === '1' ? 5 : 11;
  let outDir = '';
  return {
    name: 'vowly:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}
