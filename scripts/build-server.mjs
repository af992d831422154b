// The server, the worker and the command-line tools as plain JavaScript in dist/server (esbuild),
// so `npm start`, `npm run web` and `npm run worker` run with plain `node`; tsx is for development.
// Dependencies stay in node_modules (not bundled). Paths the source computes from its own location
// (import.meta.dirname / import.meta.url: migrations/, public/, the client build, …) are rewritten
// to the source file's location, so they resolve the same from dist as from src.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Entry name (dist/server/<name>.js) → source. */
const ENTRIES = {
  start: 'src/cli/start.ts',
  web: 'src/cli/web.ts',
  worker: 'jobs/worker.ts',
  build: 'src/cli/build.ts',
  admin: 'src/cli/admin.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  'healthcheck-worker': 'src/cli/healthcheck-worker.ts',
  'demo-images': 'src/cli/demo-images.ts',
};

/** Anything that changes the server bundle. */
const INPUTS = ['src', 'jobs', 'islands', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs', 'scripts/node-version.mjs'];
const STAMP = '.built';

export function serverBuildDir() {
  return process.env.SERVER_BUILD_DIR ? path.resolve(process.env.SERVER_BUILD_DIR) : path.join(ROOT, 'dist/server');
}

export function serverEntries() {
  return Object.fromEntries(Object.entries(ENTRIES).filter(([, source]) => fs.existsSync(path.join(ROOT, source))));
}

function newestMtime(target) {
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

export function serverBuildIsStale(outDir = serverBuildDir()) {
  const stamp = path.join(outDir, STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  if (Object.keys(serverEntries()).some((name) => !fs.existsSync(path.join(outDir, `${name}.js`)))) return true;
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

const toPosix = (p) => p.split(path.sep).join('/');

/** Packages bundled into the build; every other package is imported from node_modules at run time. */
const BUNDLED_PACKAGES = ['drizzle-orm', 'date-fns'];

/** Marks every bare import external (as esbuild's `packages: 'external'`) except those of `bundled`. */
function bundledPackages(bundled) {
  const packageOf = (specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    name: 'vowly-bundled-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (path.isAbsolute(args.path) || bundled.includes(packageOf(args.path))) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** import.meta.dirname / import.meta.url of a source file, as seen from a bundle in outDir. */
function sourceLocations(outDir) {
  return {
    name: 'vowly-source-locations',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const dir = JSON.stringify(`${toPosix(path.relative(outDir, path.dirname(args.path)))}/`);
        const file = JSON.stringify(toPosix(path.relative(outDir, args.path)));
        const contents = source.replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_, which) => {
          if (which === 'url') return `new URL(${file}, import.meta.url).href`;
          if (which === 'filename') return `decodeURIComponent(new URL(${file}, import.meta.url).pathname)`;
          return `decodeURIComponent(new URL(${dir}, import.meta.url).pathname).replace(/\\/$/, '')`;
        });
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Holds `<outDir>.lock` (a folder: mkdir is atomic) while building, so launchers started together (npm start's web
 * and worker, compose's services) build once: the others wait, then find the build fresh. A lock left by a process that
 * died is taken over. Returns the release function.
 */
export async function lockBuild(outDir) {
  const lockDir = `${outDir}.lock`;
  const owner = path.join(lockDir, 'pid');
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  // Since when (in ms waited) the lock has been seen without a pid, counted anew for each holder.
  let pidlessSince;
  for (let waited = 0; ; waited += 100) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(owner, String(process.pid));
      return () => fs.rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(fs.readFileSync(owner, 'utf8'));
    } catch {}
    pidlessSince = Number.isNaN(holder) ? (pidlessSince ?? waited) : undefined;
    // No pid yet: the holder is between its mkdir and its write; give it a second before calling the lock abandoned.
    // The second is this holder's: a launcher that waited on the one before must not take the next one's new folder.
    if ((Number.isInteger(holder) && holder > 0 && !processAlive(holder)) || (pidlessSince !== undefined && waited - pidlessSince >= 1000)) {
      fs.rmSync(lockDir, { recursive: true, force: true });
      pidlessSince = undefined;
      continue;
    }
    if (waited > 300_000) throw new Error(`[build] ${lockDir} has been held for 5 minutes by process ${holder}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Builds outDir if it is missing or older than the source (always with `force`), one launcher at a time. */
export async function ensureServerBuild(outDir = serverBuildDir(), { force = false } = {}) {
  if (!force && !serverBuildIsStale(outDir)) return;
  const release = await lockBuild(outDir);
  try {
    if (force || serverBuildIsStale(outDir)) await buildServer(outDir);
  } finally {
    release();
  }
}

/** Builds every entry into outDir (replacing what was there). */
export async function buildServer(outDir = serverBuildDir(), { quiet = false } = {}) {
  if (!quiet) console.log('[build] building the server…');
  const entries = serverEntries();
  // A fresh folder beside the target, swapped in when complete: a running process keeps its files.
  const workDir = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(workDir, { recursive: true, force: true });
  // Loaded only to build: a production install (npm prune --omit=dev, the container image) runs an
  // existing build without esbuild.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(ROOT, source)])),
    outdir: workDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]', // beside the entries: the rewritten paths are relative to this folder
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Dependencies stay in node_modules, except the two whose package.json is huge (drizzle-orm 179 kB, date-fns
    // 199 kB of exports): Node 24 parses that whole exports map again for every file it loads from the package
    // (package_json_reader's getPackageScopeConfig). Importing the two cost about 7 s of CPU per process here, of
    // which 2.9 s was that reader in a profile of the web's start (the rest mostly the garbage it leaves).
    plugins: [sourceLocations(outDir), bundledPackages(BUNDLED_PACKAGES)],
    jsx: 'automatic',
    sourcemap: true,
    logLevel: quiet ? 'error' : 'warning',
    // The Node.js check runs before any import of the file (and so before any native module).
    banner: {
      js: "// Built from the TypeScript source by scripts/build-server.mjs: edit the source, not this file.\nimport './node-version.mjs';",
    },
  });
  fs.copyFileSync(path.join(ROOT, 'scripts/node-version.mjs'), path.join(workDir, 'node-version.mjs'));
  fs.writeFileSync(path.join(workDir, STAMP), new Date().toISOString());
  const oldDir = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, oldDir);
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  fs.renameSync(workDir, outDir);
  fs.rmSync(oldDir, { recursive: true, force: true });
  return entries;
}
