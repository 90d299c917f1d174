import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { jobHandlers } from '../src/compose';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { createJobQueue } from '../src/jobs/queue';
import { syncLibrary } from '../src/modules/items/items.service';
import { serverBuiltMarker } from './server-build';

export const TEMPLATE_DATABASE = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test cluster's maintenance database; test files clone the migrated template from it. */
    maintenanceUrl: string;
    /** This run's id: the files that start built servers build the server once per run (test/process.ts). */
    testRunId: string;
  }
}

/**
 * One real PostgreSQL for the whole run (TEST_DATABASE_URL, or an embedded cluster in a temporary
 * directory), with a migrated template database that every test file clones (epic-stack's
 * per-worker database, the PostgreSQL way).
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let baseUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | null = null;
  if (!baseUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-test-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    baseUrl = embedded.url;
    stop = embedded.stop;
  }
  const maintenanceUrl = withDatabase(baseUrl, 'postgres');
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(baseUrl, TEMPLATE_DATABASE);
  const { db, pool } = createDatabase(templateUrl, { max: 2 });
  await runMigrations(db, pool);
  await syncLibrary(db);
  await pool.end();
  // pg-boss installs its schema and queues once here; clones inherit them.
  const jobs = await createJobQueue(templateUrl, () => {}, { handlers: jobHandlers });
  await jobs.stop();

  project.provide('maintenanceUrl', maintenanceUrl);
  const testRunId = randomUUID();
  project.provide('testRunId', testRunId);
  return async () => {
    await rm(serverBuiltMarker(testRunId), { force: true });
    await stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
