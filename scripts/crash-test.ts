/**
 * `npm run crash-test`: kill -9 of the app together with its embedded PostgreSQL, repeated,
 * while writes are being acknowledged. Each round starts the real app (src/server/main.ts, the
 * code path of `npm start` after its build and art steps) on a DATA_DIR in /tmp, registers
 * accounts through the API from several clients at once, notes each one the app answered 200,
 * then kill -9s the app and every PostgreSQL process of that data directory, mid-write. The next
 * round's start must come up by itself (no stale lock refusing it) and find every account
 * acknowledged so far. Prints how many rounds and writes it checked; exits 1 on any loss.
 *
 * Options: --rounds N (default 3), --seconds S of writing per round (default 2), --keep (leave DATA_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../src/server/db/embedded';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, def: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : def;
};
const ROUNDS = arg('rounds', 3);
const SECONDS = arg('seconds', 2);
const CLIENTS = 6;
const START_TIMEOUT_MS = 120_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-crash-'));
fs.chmodSync(dataDir, 0o755); // the embedded server's own user (as root: `postgres`) must enter it
const artDir = path.join(ROOT, '.test-data/art');

async function startApp(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REGISTRATIONS_PER_HOUR: '1000000',
    DEMO_RESIDENTS: '0',
    ...(fs.existsSync(artDir) ? { ART_DIR: artDir } : {}),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // node itself runs the app (tsx as a loader), so the pid is the app's, as under npm start.
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  app.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  app.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited (${app.exitCode}) instead of starting:\n${output.slice(-2000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/status`);
      if (res.ok) return app;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  app.kill('SIGKILL');
  throw new Error(`the app did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-2000)}`);
}

/** The embedded server's processes: the postmaster named in postmaster.pid and its children. */
function postgresPids(): number[] {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return [];
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** Registers accounts from several clients until told to stop; returns the usernames answered 200. */
async function writeUntil(port: number, round: number, stopAt: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let n = 0;
  const client = async () => {
    while (Date.now() < stopAt) {
      const username = `crash${round}x${n++}`;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/game-api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, email: `${username}@crash.test`, password: 'crash-test-1', confirmPassword: 'crash-test-1', gender: n % 2 }),
        });
        if (res.status === 200) acknowledged.push(username);
        else if (res.status !== 429) throw new Error(`register answered ${res.status}: ${await res.text()}`);
      } catch (err) {
        if (err instanceof Error && err.message.startsWith('register answered')) throw err;
        return; // the connection died with the app: this write was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return acknowledged;
}

async function present(usernames: string[]): Promise<Set<string>> {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/oldroad` });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string }>('SELECT username FROM users WHERE username = ANY($1)', [usernames]);
    return new Set(rows.map((r) => r.username));
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const acknowledged: string[] = [];
  let app: ChildProcess | null = null;
  try {
    for (let round = 1; round <= ROUNDS + 1; round++) {
      const port = await freePort();
      const started = Date.now();
      app = await startApp(port);
      const found = await present(acknowledged);
      const missing = acknowledged.filter((u) => !found.has(u));
      const how = round === 1 ? 'started' : 'started again by itself after the kill';
      console.log(`start ${round}: ${how} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${acknowledged.length - missing.length}/${acknowledged.length} acknowledged writes present`);
      if (missing.length) throw new Error(`lost ${missing.length} acknowledged writes: ${missing.slice(0, 10).join(', ')}`);
      if (round > ROUNDS) break;
      // Kill mid-write: the clients are still sending when the processes die.
      const writing = writeUntil(port, round, Date.now() + SECONDS * 1000 + 5_000);
      await sleep(SECONDS * 1000);
      const pids = [app.pid!, ...postgresPids()];
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      const acked = await writing;
      acknowledged.push(...acked);
      console.log(`round ${round}: ${acked.length} writes acknowledged, then kill -9 of the app and ${pids.length - 1} PostgreSQL processes`);
      await new Promise((r) => (app!.exitCode !== null || app!.signalCode !== null ? r(null) : app!.once('exit', r)));
    }
    console.log(`crash test: ${ROUNDS} rounds of kill -9, ${acknowledged.length} acknowledged writes checked, none lost`);
  } finally {
    if (app && app.exitCode === null && app.signalCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app!.once('exit', r));
    }
    if (!process.argv.includes('--keep')) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`crash test failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
