// Global setup of the route tests' PostgreSQL pass (project integration-postgres, issue 29 item 4):
// the run's services (client build, one embedded PostgreSQL) plus one migrated template database
// (product schema and Graphile Worker's), which every test app's database is cloned from.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../src/core/db/store/open-store';
import { createQueue } from '../../src/core/queue/queue';
import { startRunServices } from './global-setup';

const TEMPLATE = 'vowly_template';

export default async function setup(project: TestProject) {
  const services = await startRunServices(project);
  const admin = new pg.Client({ connectionString: services.pgUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  const url = new URL(services.pgUrl);
  url.pathname = `/${TEMPLATE}`;
  const store = await openStore({ engine: 'postgres', databaseUrl: url.toString() });
  await store.close();
  const queue = await createQueue(url.toString());
  await queue.close();
  project.provide('pgTemplate', TEMPLATE);
  return services.teardown;
}
