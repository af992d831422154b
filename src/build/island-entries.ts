/**
 * The islands, found by folder: every islands/<PascalCase>.tsx is an entry of the client build, and
 * the island says in its own defineIsland options whether guests load it (`bundle: 'guest'`, built
 * alone so wedding pages stay small) or only the app does (the default). vite.config.ts reads this
 * at build time without importing the islands (they import React); tests/build/island-entries.test.ts checks it
 * against what each island's definition says when imported.
 */
import fs from 'node:fs';
import path from 'node:path';

export type IslandBundle = 'guest' | 'app';

export interface IslandEntry {
  /** islands/Countdown.tsx (the Vite manifest's key, relative to the project root). */
  file: string;
  name: string;
  bundle: IslandBundle;
}

const ENTRY_FILE = /^([A-Z][A-Za-z0-9]*)\.tsx$/;
// The options object of the file's defineIsland(...) call (its last argument).
const GUEST_OPTION = /defineIsland\([^;]*\{[^{}]*\bbundle:\s*'guest'[^{}]*\}\s*\)/;

export function islandEntries(root: string): IslandEntry[] {
  const dir = path.join(root, 'islands');
  return fs
    .readdirSync(dir)
    .map((file) => ENTRY_FILE.exec(file))
    .filter((match) => match !== null)
    .map(([file, name]) => ({
      file: `islands/${file}`,
      name: name!,
      bundle: GUEST_OPTION.test(fs.readFileSync(path.join(dir, file!), 'utf8')) ? 'guest' : 'app',
    }));
}
