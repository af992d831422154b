import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../config/env';
import { type CriticalStylesheet, criticalStylesheet } from '../critical-css';

export function manifestPath(clientDir = env().clientBuildDir) {
  return path.join(clientDir, '.vite/manifest.json');
}
/** Written by the second build (the app's islands); see vite.config.ts. */
export function appManifestPath(clientDir = env().clientBuildDir) {
  return path.join(clientDir, '.vite/manifest-app.json');
}
export const STYLES_ENTRY = 'src/styles/entry.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Reads the client build's manifests (the app's islands and the guest pages'), from disk each time. */
export function readManifest(clientDir = env().clientBuildDir): Manifest {
  const file = manifestPath(clientDir);
  if (!fs.existsSync(file)) {
    throw new Error(`The client build is missing (${file}). Run "npm run build".`);
  }
  const appFile = appManifestPath(clientDir);
  return {
    ...(fs.existsSync(appFile) ? (JSON.parse(fs.readFileSync(appFile, 'utf8')) as Manifest) : {}),
    ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest),
  };
}

/** Where a page's scripts and styles come from: the Vite dev server, else the build's manifest. */
export interface ClientAssets {
  devUrl?: string;
  manifest(): Manifest;
  /** The site stylesheet's files (href → parsed, read once) for pages that inline their critical CSS; none in dev. */
  criticalSheets(): ReadonlyMap<string, CriticalStylesheet>;
}

/** One app's client assets: the manifest is read on first use and kept (createApp builds one per app). */
export function createClientAssets(config: { clientBuildDir: string; VITE_DEV_URL?: string }): ClientAssets {
  let cached: Manifest | undefined;
  let sheets: Map<string, CriticalStylesheet> | undefined;
  const assets: ClientAssets = {
    devUrl: config.VITE_DEV_URL,
    manifest() {
      cached ??= readManifest(config.clientBuildDir);
      return cached;
    },
    criticalSheets() {
      if (!sheets) {
        sheets = new Map();
        if (!config.VITE_DEV_URL)
          for (const file of entryFiles(assets.manifest(), STYLES_ENTRY).css)
            sheets.set(`/${file}`, criticalStylesheet(fs.readFileSync(path.join(config.clientBuildDir, file), 'utf8')));
      }
      return sheets;
    },
  };
  return assets;
}

export function islandEntryKey(name: string) {
  return `islands/${name}.tsx`;
}

/** The entry's file plus every chunk it imports (for modulepreload), without duplicates. */
export function entryFiles(manifest: Manifest, key: string): { file: string; preload: string[]; css: string[] } {
  const entry = manifest[key];
  if (!entry) throw new Error(`No client bundle for "${key}": the Vite manifest has no such entry.`);
  const preload = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { file: entry.file, preload: [...preload], css: [...css] };
}
