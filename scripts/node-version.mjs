// Refuses an unsupported Node.js with a sentence instead of a crash: on an older Node the native
// modules (better-sqlite3 first) can die with a bare 'Segmentation fault'. Imported first, before
// anything that loads them, by scripts/launch.mjs and by every built entry (dist/server/*.js, where
// scripts/build-server.mjs copies it). Keep SUPPORTED in step with package.json's "engines".
export const SUPPORTED = '^22.18.0 || >=24';

/** Does `version` (e.g. '24.3.0') satisfy SUPPORTED? */
export function supportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  return major >= 24 || (major === 22 && minor >= 18);
}

if (!supportedNode(process.versions.node)) {
  console.error(
    `Vowly needs Node.js 22.18 or a later 22.x, or Node.js 24 or newer (${SUPPORTED}); this is Node.js ${process.versions.node} (${process.execPath}). ` +
      'Install a supported Node.js (https://nodejs.org), then run npm install again so the native modules match it.',
  );
  process.exit(1);
}
