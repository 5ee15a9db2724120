import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { adminQuery, dropDatabase, runId, withDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    dbRun: string;
  }
}

/**
 * Once per test run: a PostgreSQL server (TEST_DATABASE_URL, or an embedded one in a temp
 * directory) and a template database with every migration applied.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-test-pg-'));
    fs.chmodSync(tempDir, 0o755);
    const server = await startEmbeddedPostgres(tempDir, log, { database: 'postgres', persistent: false });
    adminUrl = server.url;
    stopEmbedded = server.stop;
  }
  const run = `oldroad_t_${runId()}`;
  const template = `${run}_tpl`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const database = connectDatabase(withDatabase(adminUrl, template), log, 2);
  await runMigrations(database.db);
  await database.close();

  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);
  project.provide('dbRun', run);

  return async () => {
    const left = await adminQuery(adminUrl, `SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${run}%`]);
    for (const row of left.rows as { datname: string }[]) await dropDatabase(adminUrl, row.datname);
    await stopEmbedded?.();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
