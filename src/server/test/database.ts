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

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
