import fs from 'node:fs';
import path from 'node:path';
import { env } from '../core/config/env';
import { appManifestPath, manifestPath } from '../core/rendering/hydration/manifest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Anything that changes the client bundles or the CSS (UnoCSS scans every .tsx for classes).
const INPUTS = ['islands', 'src', 'vite.config.ts', 'uno.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function clientBuildIsStale(outDir = env().clientBuildDir): boolean {
  const manifests = [manifestPath(outDir), appManifestPath(outDir)];
  if (!manifests.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...manifests.map((file) => fs.statSync(file).mtimeMs));
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

/** Builds the island bundles and stylesheet with Vite when they are missing or older than the source. */
export async function ensureClientBuild(options: { force?: boolean; quiet?: boolean; outDir?: string } = {}) {
  const outDir = options.outDir ?? env().clientBuildDir;
  if (!options.force && !clientBuildIsStale(outDir)) return false;
  if (!options.quiet) console.log('[build] building client bundles…');
  const { build } = await import('vite');
  // The guest bundle empties the folder, so it goes first; see vite.config.ts for why there are two.
  for (const bundle of ['guest', 'app']) {
    process.env.CLIENT_BUNDLE = bundle;
    try {
      await build({
        root: ROOT,
        configFile: path.join(ROOT, 'vite.config.ts'),
        logLevel: options.quiet ? 'error' : 'warn',
        build: { outDir },
      });
    } finally {
      delete process.env.CLIENT_BUNDLE;
    }
  }
  return true;
}
