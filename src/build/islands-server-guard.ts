import path from 'node:path';
import type { Plugin } from 'vite';
import { isClientFolder, SERVER_PACKAGES } from './island-imports.ts';

// The client build's own stylesheet entry (src/styles/entry.ts) and its CSS.
const STYLES_FOLDER = 'src/styles/';

/** Fails the client build when browser code imports anything outside the client folders (island-imports.ts). */
export function islandsServerGuard(): Plugin {
  let root = process.cwd();
  return {
    name: 'vowly:islands-server-guard',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const from = path.relative(root, importer);
      if (SERVER_PACKAGES.test(source)) {
        this.error(`Client code must not import server package "${source}" (imported by ${from})`);
      }
      if (source.startsWith('.')) {
        const target = path.relative(root, path.resolve(path.dirname(importer.split('?')[0]), source)).replaceAll('\\', '/');
        const inProject = !target.startsWith('..') && !target.startsWith('node_modules/');
        if (inProject && !isClientFolder(target) && !target.startsWith(STYLES_FOLDER)) {
          this.error(
            `Client code may import only islands/, src/shared/, src/shared/client/, src/core/rendering/hydration/, the public site and sections and the shared guest forms (src/build/island-imports.ts): "${target}" (imported by ${from})`,
          );
        }
      }
      return null;
    },
  };
}
