// `npm start`, `npm run web`, `npm run worker`, `npm run build`, `npm run admin …`: runs the built
// JavaScript in dist/server with plain node, building it first when it is missing or older than
// the source (`build` always builds). Usage: node scripts/launch.mjs <entry> [args…]
import './node-version.mjs'; // first: before any native module can crash on an unsupported Node
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverBuildDir, serverEntries } from './build-server.mjs';

const [entry] = process.argv.splice(2, 1); // the entry sees only its own arguments
const entries = serverEntries();
if (!entry || !(entry in entries)) {
  console.error(`usage: node scripts/launch.mjs <${Object.keys(entries).join('|')}> [arguments]`);
  process.exit(2);
}
const outDir = serverBuildDir();
await ensureServerBuild(outDir, { force: entry === 'build' });
process.setSourceMapsEnabled(true);
// npm start forks the web and worker from the same build.
process.env.VOWLY_SERVER_BUILD_DIR = outDir;
await import(pathToFileURL(path.join(outDir, `${entry}.js`)).href);
