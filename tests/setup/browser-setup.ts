import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDemoImages } from '../../src/seed/demo-images-render';
import { createPgDatabase } from '../helpers/pg';
import { launchWebServer } from '../helpers/server';
import { startRunServices } from './global-setup';

/**
 * The browser project's services: the run's client build and PostgreSQL, then one web server (seeded, with the
 * demo's pictures) for all its files. Each test process starts a Chromium of its own (tests/helpers/browser.ts says
 * why). Each test makes a couple of its own, and each browser context comes from an address of its own, so files
 * running side by side never share an account, a wedding or a rate-limit bucket.
 */
export default async function setup(project: TestProject) {
  const services = await startRunServices(project);
  const stops: (() => Promise<unknown>)[] = [services.teardown];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error('[browser-setup]', error));
  };
  try {
    await ensureDemoImages();
    const pg = await createPgDatabase(services.pgUrl);
    stops.push(pg.drop);
    // TRUST_PROXY=loopback: the X-Forwarded-For each browser context sends is its client address.
    const web = await launchWebServer({ dataDir: path.join(services.runDir, 'web'), pgUrl: pg.url, env: { TRUST_PROXY: 'loopback' }, demoPictures: true });
    stops.push(async () => {
      await web.process.stop();
      web.db.$client.close();
    });
    project.provide('browserRun', { url: web.url, dbPath: web.dbPath });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
