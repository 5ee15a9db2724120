import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createLogger, redactUrl } from './logger';
import { useTestApp } from './test/app';

const t = useTestApp();
const lines: string[] = [];
let app: FastifyInstance;
const SECRET = 'sEcReT-4242-value';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sink);
  app = await buildApp({ ...t.ctx, log }, { serveWeb: false });
  // Statements that fail in PostgreSQL with a secret among their parameters.
  app.get('/test/failing-cast', async () => t.ctx.db.execute(sql`SELECT ${SECRET}::int AS n`));
  app.get('/test/failing-unique', async () => {
    await t.ctx.db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS secrets (v text PRIMARY KEY)`);
    return t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS secrets (v text PRIMARY KEY)`);
      await tx.execute(sql`INSERT INTO secrets VALUES (${SECRET})`);
      await tx.execute(sql`INSERT INTO secrets VALUES (${SECRET})`);
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('request logs', () => {
  it('never carry a token, code or state from a query string, whatever the route', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/reset-password?token=${SECRET}&keep=1` });
    await app.inject({ method: 'GET', url: `/api/auth/oauth/google/callback?code=${SECRET}&state=${SECRET}` });
    await app.inject({ method: 'GET', url: `/api/verify-email?Token=${SECRET}` });
    await app.inject({ method: 'GET', url: `/api/status?%74oken=${SECRET}` });
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]&keep=1');
    expect(log).toContain('/api/auth/oauth/google/callback?code=[redacted]&state=[redacted]');
    expect(log).not.toContain(SECRET);
  });

  it('log a failed statement without its parameters, and answer 500 without details', async () => {
    for (const url of ['/test/failing-cast', `/test/failing-unique?token=${SECRET}`]) {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(SECRET);
      const log = lines.join('');
      expect(log).toContain('request failed');
      // The statement and PostgreSQL's code stay, so the failure can be found.
      expect(log).toMatch(/Failed query: (SELECT \$1::int AS n|INSERT INTO secrets VALUES \(\$1\))/);
      expect(log).toMatch(/"code":"(22P02|23505)"/);
      expect(log).not.toContain(SECRET);
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?token=x', '/a?token=[redacted]'],
    ['/a?x=1&code=2&state=3#f', '/a?x=1&code=[redacted]&state=[redacted]'],
    ['/a?tokens=1&tok=2', '/a?tokens=1&tok=2'],
    ['/plain', '/plain'],
    ['/a?token', '/a?token=[redacted]'],
  ])('%s -> %s', (url, logged) => expect(redactUrl(url)).toBe(logged));
});
