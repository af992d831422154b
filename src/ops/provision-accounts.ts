import type { DataStore } from '../core/db/store/store';
import { seed } from '../seed/seed';
import { ensureAdmin } from '../features/admin';
import type { Env } from '../core/config/env';
import { anyAdminExists } from './repository';

/**
 * Accounts the web process sets up at start (`npm run web`): the admin from ADMIN_EMAIL and
 * ADMIN_PASSWORD (created, or its password reset when it changed), and the demo couple only when
 * SEED_DEMO=true. `npm start` seeds both itself, for a first try.
 */
export async function provisionAccounts(store: DataStore, config: Env, log: (line: string) => void = console.log) {
  if (config.SEED_DEMO) {
    const seeded = await seed(store, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, uploadsDir: config.uploadsDir });
    log(
      `[web] demo wedding seeded (SEED_DEMO=true): /demo, owner ${seeded.demoEmail}${seeded.generatedDemoPassword ? ` password ${seeded.generatedDemoPassword}` : ''}`,
    );
    if (seeded.generatedAdminPassword) log(`[web] admin ${seeded.adminEmail} password ${seeded.generatedAdminPassword} (shown once)`);
    return;
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const result = await ensureAdmin(store, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    log(`[web] ${result.message}`);
    return;
  }
  if (!(await anyAdminExists(store))) log('[web] no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run: npm run admin -- create <email>');
}
