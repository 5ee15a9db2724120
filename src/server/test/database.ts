import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test databases: one template per test run with the migrations applied, and a fresh copy
 * of it per test file (CREATE DATABASE ... TEMPLATE is a file copy: milliseconds).
 */
export const runId = () => `${process.pid.toString(36)}${randomBytes(3).toString('hex')}`;

export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

export async function createDatabaseFrom(adminUrl: string, template: string, name: string): Promise<string> {
  // A template must have no other connections while it is copied; retry briefly if it does.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return withDatabase(adminUrl, name);
    } catch (err) {
      if (attempt >= 20 || !String(err).includes('is being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Drops a database once its app has closed. A closed pool's connections may still be saying
 * goodbye for a moment; dropping with FORCE right then makes each of them log a "terminating
 * connection" error, so this waits (briefly) for them to go first.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const { rows } = await adminQuery(adminUrl, 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
