// Gzipped JavaScript each page makes a phone download: its module scripts and their preloads, and on
// a guest page the islands its loader imports after load (the list in data-after-load) with the chunks
// they import. Run: npm run bench:js
import { startBenchServer } from './bench-server';

const PAGES = [
  ['/designs/33', 'demo design: countdown + gallery slider'],
  ['/demo', 'seeded demo wedding'],
  ['/', 'home'],
  ['/login', 'login'],
] as const;

async function gzippedBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, decompress: false } as RequestInit);
  const length = res.headers.get('content-length');
  const body = await res.arrayBuffer();
  // fetch may still inflate; the header then tells the size on the wire.
  return length ? Number(length) : body.byteLength;
}

async function main() {
  const { base, stop } = await startBenchServer();
  try {
    const rows: Record<string, { files: number; 'gzip KB': string }> = {};
    for (const [path, label] of PAGES) {
      const html = await (await fetch(base + path)).text();
      const listed = /<script type="application\/json" data-after-load="">([^<]*)<\/script>/.exec(html)?.[1];
      const files = new Set([
        ...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
        ...(listed ? (JSON.parse(listed) as { js: string[] }).js : []),
      ]);
      // The chunks those files import (static imports of the build: from"./chunk.js").
      for (const file of files) {
        const code = await (await fetch(base + file)).text();
        for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) files.add(file.replace(/[^/]+$/, m[1]!));
      }
      let total = 0;
      for (const file of files) total += await gzippedBytes(base + file);
      rows[`${path} (${label})`] = { files: files.size, 'gzip KB': (total / 1024).toFixed(1) };
    }
    console.table(rows);
  } finally {
    stop();
  }
}

main();
