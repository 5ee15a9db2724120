import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/server';
import { createDatabaseFrom, dropDatabase } from '../../src/server/test/database';
import { seedCatalog } from '../../src/server/modules/items/service';
import { dressDemoPlayers } from '../../src/server/modules/items/demo-outfits';
import { seedDemoWorld } from '../../src/server/seed/demo';
import type { ResidentSettings } from '../../src/common/world/residents';
import { startDemoResidents } from '../../src/server/world/residents';

export interface E2EServer {
  url: string;
  server: RunningServer;
  dataDir: string;
}

/**
 * With `demo`, the app is what `npm start` gives a newcomer: the demo world seeded (players
 * dressed) and its residents walking the town, with `residents` settings when given.
 */
export interface ServerOptions {
  demo?: boolean;
  residents?: Partial<ResidentSettings>;
}

/** A whole app (HTTP, sockets, web build) on a free port over a fresh database, per test file. */
export function useServer(env: Record<string, string> = {}, opts: ServerOptions = {}): E2EServer {
  const holder = {} as E2EServer & { name: string };
  beforeAll(async () => {
    const adminUrl = inject('dbAdminUrl');
    holder.name = `${inject('dbRun')}_${randomBytes(4).toString('hex')}`;
    const databaseUrl = await createDatabaseFrom(adminUrl, inject('dbTemplate'), holder.name);
    holder.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-e2e-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: holder.dataDir,
      DATABASE_URL: databaseUrl,
      // Every browser registers from 127.0.0.1: room for a file's players (README: REGISTRATIONS_PER_HOUR).
      REGISTRATIONS_PER_HOUR: '1000',
      // A test database is not the demo world, yet payments are tested with the built-in provider.
      TEST_PAYMENTS: 'on',
      ...env,
    });
    holder.server = await startServer(config, { logger: pino({ level: 'warn' }) });
    holder.url = holder.server.url;
    // The store catalog (derived from code) exists in every running app.
    await seedCatalog(holder.server.ctx);
    // The config's PUBLIC_URL/origins defaulted to PORT 0; fix them now the port is known.
    holder.server.ctx.config.publicUrl = holder.url;
    holder.server.ctx.config.allowedOrigins.push(holder.url, holder.url.replace('localhost', '127.0.0.1'));
    if (opts.demo) {
      await seedDemoWorld(holder.server.ctx);
      await dressDemoPlayers(holder.server.ctx);
      await startDemoResidents(holder.server.ctx, { settings: opts.residents });
    }
  });
  afterAll(async () => {
    await holder.server?.stop();
    await dropDatabase(inject('dbAdminUrl'), holder.name);
    fs.rmSync(holder.dataDir, { recursive: true, force: true });
  });
  return holder;
}
