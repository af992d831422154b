// `npm start`: build if needed, migrate, seed, then run web + worker.
import { migrateDatabase, openDatabase } from '../db/connection';
import { ensureDemoImages } from '../seed/demo-images-render';
import { seed } from '../seed/seed';
import { env } from '../env';
import { setUpProcessLog } from '../log/logger';
import { ensureClientBuild } from './client-build';
import { exitOnConfigError } from './fail';
import { runWebAndWorker } from './processes';

async function main() {
  process.env.NODE_ENV ??= 'production'; // React's production build for server rendering
  // The first-try command keeps the labelled $0 test checkout so Pro can be tried without Stripe;
  // `npm run web` in production has none unless ALLOW_TEST_CHECKOUT=true (issue 17 item 8).
  if (!process.env.STRIPE_SECRET_KEY) process.env.ALLOW_TEST_CHECKOUT ||= 'true';
  const config = env();
  setUpProcessLog({ format: config.LOG_FORMAT, production: config.isProduction, service: 'vowly' });
  await ensureClientBuild();
  const db = openDatabase(config.databasePath, { synchronous: config.SQLITE_SYNCHRONOUS });
  migrateDatabase(db);
  await ensureDemoImages({ log: console.log });
  const seeded = await seed(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, uploadsDir: config.uploadsDir });
  db.$client.close();

  console.log('');
  console.log('  Admin login:  ' + seeded.adminEmail);
  if (seeded.generatedAdminPassword) console.log('  Password:     ' + seeded.generatedAdminPassword + '   (shown once; set ADMIN_PASSWORD to choose one)');
  else if (config.ADMIN_PASSWORD) console.log('  Password:     the value of ADMIN_PASSWORD');
  else console.log('  Password:     as printed on first start (set ADMIN_PASSWORD to reset it)');
  console.log('  Demo couple:  ' + seeded.demoEmail + (seeded.generatedDemoPassword ? '  password ' + seeded.generatedDemoPassword : ''));
  console.log('');

  await runWebAndWorker(config, { extraEnv: { NODE_ENV: process.env.NODE_ENV } });
  console.log(`\n  Vowly is running at ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}  (demo wedding: /demo)\n`);
}

main().catch(exitOnConfigError('vowly'));
