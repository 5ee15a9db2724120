import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { io as connectClient } from 'socket.io-client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TOWN } from '@common/world/map';
import type { JoinRoom } from '@common/world/protocol';
import { loadConfig } from '../../config';
import { createSession } from '../../modules/auth/sessions';
import { seedDemoWorld } from '../../seed/demo';
import { startServer } from '../../server';
import { adminQuery, createDatabaseFrom, dropDatabase } from '../../test/database';
import { RESIDENT_USER_AGENT, startDemoResidents } from './index';
import { allInTown, FAST_RESIDENTS, residentsUntil } from './testing';

/**
 * The whole app as `npm start` runs it (startServer, then the residents once it listens): when
 * the app stops, its residents leave first and nothing of theirs is left behind. Tests start
 * and stop apps many times; a resident that outlived its app would keep reconnecting.
 */
const adminUrl = inject('dbAdminUrl');
const name = `${inject('dbRun')}_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-residents-'));
afterAll(async () => {
  await dropDatabase(adminUrl, name);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('residents in a running app', () => {
  it('walk in once the app listens and leave when it stops', { timeout: 60_000 }, async () => {
    const databaseUrl = await createDatabaseFrom(adminUrl, inject('dbTemplate'), name);
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const server = await startServer(config, { logger: pino({ level: 'silent' }) });
    let stopped = false;
    try {
      await seedDemoWorld(server.ctx);
      const residents = (await startDemoResidents(server.ctx, { settings: FAST_RESIDENTS }))!;
      await residentsUntil(residents, allInTown);

      // A player in town sees them.
      const [cleo] = (await adminQuery(databaseUrl, `SELECT id FROM users WHERE username = 'Cleo'`)).rows as { id: string }[];
      const client = connectClient(server.url.replace('localhost', '127.0.0.1'), {
        auth: { sessionKey: await createSession(server.ctx, cleo!.id), location: TOWN.name },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const joined = await new Promise<JoinRoom>((resolve) => client.on('join_room', resolve));
      expect(joined.players.map((p) => p.user.username).sort()).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);
      client.disconnect();

      await server.stop();
      stopped = true;
      expect(Object.values(residents.states())).toEqual(['off', 'off', 'off', 'off']);
      // No check runs after the stop, and their sessions were signed out before the database closed.
      await residents.nextCheck();
      const left = await adminQuery(databaseUrl, 'SELECT count(*)::int AS n FROM sessions WHERE user_agent = $1', [RESIDENT_USER_AGENT]);
      expect(left.rows[0].n).toBe(0);
    } finally {
      if (!stopped) await server.stop();
    }
  });
});
