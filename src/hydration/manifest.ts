import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

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

let cached: Manifest | undefined;

export function readManifest(): Manifest {
  if (cached) return cached;
  const file = manifestPath();
  if (!fs.existsSync(file)) {
    throw new Error(`The client build is missing (${file}). Run "npm run build".`);
  }
  const appFile = appManifestPath();
  cached = {
    ...(fs.existsSync(appFile) ? (JSON.parse(fs.readFileSync(appFile, 'utf8')) as Manifest) : {}),
    ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest),
  };
  return cached;
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
