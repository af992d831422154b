// The Website Builder's JavaScript, gzipped: the Builder island's entry plus every chunk it imports,
// read from the app build's Vite manifest (/builder needs a login, so bench:js cannot fetch it).
// Also checks that none of these files is part of the guests' build (wedding pages).
// Run: npm run bench:builder   (builds first when the bundles are missing or stale)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 300;
const ENTRY = 'islands/Builder.tsx';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/** The entry and its static imports, each once (what the browser loads for /builder). */
export function builderFiles(manifest: Manifest, entry = ENTRY): { files: string[]; lazy: string[] } {
  const files = new Set<string>();
  const lazy = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.forEach((k) => manifest[k] && lazy.add(manifest[k]!.file));
  };
  if (!manifest[entry]) throw new Error(`${entry} is not in the app manifest: is the build complete?`);
  visit(entry);
  return { files: [...files], lazy: [...lazy].filter((f) => !files.has(f)) };
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function main() {
  process.env.NODE_ENV ??= 'production'; // React's production build in the bundles
  const { ensureClientBuild } = await import('../src/cli/client-build');
  const { env } = await import('../src/core/config/env');
  await ensureClientBuild();
  const dir = env().clientBuildDir;
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, '.vite', name), 'utf8')) as Manifest;
  const { files, lazy } = builderFiles(read('manifest-app.json'));

  const rows = files.map((file) => {
    const full = path.join(dir, file);
    return { file, 'raw KB': +(fs.statSync(full).size / 1024).toFixed(1), 'gzip KB': +(gzipSize(full) / 1024).toFixed(1) };
  });
  console.table(rows);
  const total = rows.reduce((sum, row) => sum + row['gzip KB'], 0);
  console.log(`Builder JavaScript (gzip): ${total.toFixed(1)} KB in ${files.length} files (budget ${BUDGET_KB} KB)`);
  if (lazy.length) console.log(`Loaded later on demand (not counted): ${lazy.join(', ')}`);

  const guestFiles = new Set(Object.values(read('manifest.json')).map((chunk) => chunk.file));
  const shared = files.filter((file) => guestFiles.has(file));
  console.log(shared.length === 0 ? "None of it is in the guests' build (wedding pages)." : `Also in the guests' build: ${shared.join(', ')}`);
  if (total > BUDGET_KB || shared.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
