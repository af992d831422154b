// `npm run dev`: Vite dev server for islands (hot reload) + web and worker restarted on change.
import { createServer } from 'vite';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../core/db/connection';
import { ensureDemoImages } from '../seed/demo-images-render';
import { ensureThemePreviews } from '../seed/theme-previews-render';
import { seed } from '../seed/seed';
import { env } from '../core/config/env';
import { exitOnConfigError } from './fail';
import { runWebAndWorker } from './processes';

async function main() {
  const config = env();
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  const viteUrl = `http://localhost:${vitePort}`;
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, '../..'),
    server: { port: vitePort, strictPort: true, origin: viteUrl },
  });
  await vite.listen();
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  await ensureDemoImages({ log: console.log });
  await ensureThemePreviews({ log: console.log });
  const seeded = await seed(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, uploadsDir: config.uploadsDir });
  db.$client.close();
  if (seeded.generatedAdminPassword) console.log(`Admin ${seeded.adminEmail} / ${seeded.generatedAdminPassword}`);
  await runWebAndWorker(config, { watch: true, extraEnv: { VITE_DEV_URL: viteUrl, NODE_ENV: 'development' } });
  console.log(`\n  Vowly (dev) at http://localhost:${config.PORT}, islands served by Vite at ${viteUrl}\n`);
}

main().catch(exitOnConfigError('dev'));
