// Loaded with `node --import` by the test runs and `npm run dev` (not needed by the built server, which bundles both
// packages: scripts/build-server.mjs). Node 24 parses a package's whole package.json "exports" again for every file it
// loads from it (getPackageScopeConfig spreads the lazily parsed fields); drizzle-orm's is 179 kB and date-fns's
// 199 kB, so importing them took about 7 s of CPU per process here, and 0.4 s with this hook. The hook resolves only
// relative imports between these packages' own ES module files, the same way Node does (both are "type": "module"),
// and leaves every other import to Node.
import { registerHooks } from 'node:module';

const PACKAGE_FILE = /\/node_modules\/(?:drizzle-orm|date-fns)\/[^?#]*\.js$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL && PACKAGE_FILE.test(context.parentURL) && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
