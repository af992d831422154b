// `npm start`: build if needed, migrate, seed, then run web + worker.
import { openConfiguredStore } from '../core/db/store/configured-store';
import { ensureDemoImages } from '../seed/demo-images-render';
import { ensureThemePreviews } from '../seed/theme-previews-render';
import { seed } from '../seed/seed';
import { env, requirePublicUrl } from '../core/config/env';
import { setUpProcessLog } from '../core/log/logger';
import { ensureClientBuild } from './client-build';
import { exitOnConfigError } from './fail';
import { runWebAndWorker } from './processes';

async function main() {
  // `npm start` with no NODE_ENV is the first try on one's own machine: production mode (React's
  // production build for server rendering) with links on http://localhost:PORT. An operator who
  // sets NODE_ENV=production must set PUBLIC_URL too (issue 28 item 10).
  const firstTry = process.env.NODE_ENV === undefined;
  process.env.NODE_ENV ??= 'production';
  // The first-try command keeps the labelled $0 test checkout so Pro can be tried without Stripe;
  // `npm run web` in production has none unless ALLOW_TEST_CHECKOUT=true (issue 17 item 8).
  if (!process.env.STRIPE_SECRET_KEY) process.env.ALLOW_TEST_CHECKOUT ||= 'true';
  // The first try keeps e-mail in the local outbox on purpose (shown as 'Kept on this server'), so
  // the demo couple can try every send; an operator's production must choose (issue 28 item 2).
  if (firstTry && !process.env.RESEND_API_KEY && !process.env.SMTP_URL) process.env.EMAIL_TRANSPORT ||= 'outbox';
  const config = env();
  if (!firstTry) requirePublicUrl(config);
  setUpProcessLog({ format: config.LOG_FORMAT, production: config.isProduction, service: 'vowly' });
  await ensureClientBuild();
  // The configured engine's store, migrated (DATA_ENGINE: SQLite at DATABASE_PATH, or PostgreSQL, where an
  // embedded cluster this starts stops again here and the web process and the worker start it again).
  const data = await openConfiguredStore(config);
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    await ensureDemoImages({ log: console.log });
    await ensureThemePreviews({ log: console.log });
    seeded = await seed(data.store, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, uploadsDir: config.uploadsDir });
  } finally {
    await data.stop();
  }

  console.log('');
  console.log('  Admin login:  ' + seeded.adminEmail);
  if (seeded.generatedAdminPassword) console.log('  Password:     ' + seeded.generatedAdminPassword + '   (shown once; set ADMIN_PASSWORD to choose one)');
  else if (config.ADMIN_PASSWORD) console.log('  Password:     the value of ADMIN_PASSWORD');
  else console.log('  Password:     as printed on first start (set ADMIN_PASSWORD to reset it)');
  const resetDemo = `npm run admin -- reset-password ${seeded.demoEmail}`;
  if (seeded.generatedDemoPassword)
    console.log(`  Demo couple:  ${seeded.demoEmail}  password ${seeded.generatedDemoPassword}   (shown once; \`${resetDemo}\` prints a new one)`);
  else console.log(`  Demo couple:  ${seeded.demoEmail}   (password shown on first start; \`${resetDemo}\` prints a new one)`);
  console.log('');

  await runWebAndWorker(config, { extraEnv: { NODE_ENV: process.env.NODE_ENV, PUBLIC_URL: config.PUBLIC_URL ?? config.publicOrigin } });
  console.log(`\n  Vowly is running at ${config.publicOrigin}  (demo wedding: /demo)\n`);
  if (!config.PUBLIC_URL) console.log(`  E-mailed links point to ${config.publicOrigin}; set PUBLIC_URL to the address guests use.\n`);
}

main().catch(exitOnConfigError('vowly'));
