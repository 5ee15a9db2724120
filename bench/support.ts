import http from 'node:http';
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { adminQuery, dropDatabase, withDatabase } from '@server/test/database';

/** What the benchmarks share: their options, their child processes, and the app they measure. */

/** `--name value` from the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** A number option; anything else stops the run with the option's name rather than measuring nonsense. */
export function numberOption(name: string, fallback: string, min: number, whole = false): number {
  const value = Number(option(name, fallback));
  if (!(whole ? Number.isInteger(value) : Number.isFinite(value)) || value < min) {
    console.error(`--${name} must be a ${whole ? 'whole number' : 'number'} of at least ${min}`);
    process.exit(2);
  }
  return value;
}

/** As `npm start` runs the server (package.json); every child gets the same. */
const NODE_FLAGS = ['--max-semi-space-size=32'];

/** A TypeScript child process with an IPC channel; BENCH_PROFILE=dir writes its CPU profile there when `profile`. */
export function child(dir: string, file: string, profile = true): ChildProcess {
  const prof = profile && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  return fork(path.join(dir, file), [], { execArgv: ['--import', 'tsx', ...NODE_FLAGS, ...prof], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** The child's next message of `type`; rejects if it exits or stays silent first. */
export function nextMessage<T extends { type: string }>(proc: ChildProcess, type: T['type'], timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const name = proc.spawnargs.at(-1);
    const done = () => {
      clearTimeout(timer);
      proc.off('message', on);
      proc.off('exit', exited);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${type} from ${name} in ${timeoutMs} ms`));
    }, timeoutMs);
    const exited = (code: number | null) => {
      done();
      reject(new Error(`${name} exited (${code}) while waiting for ${type}`));
    };
    const on = (m: T) => {
      if (m?.type !== type) return;
      done();
      resolve(m);
    };
    proc.on('message', on);
    proc.once('exit', exited);
  });
}

/** Asks a child to stop and waits for it (at most `graceMs`, then kills it). */
export async function stopChild(proc: ChildProcess, graceMs = 20_000): Promise<void> {
  if (proc.exitCode !== null) return;
  if (proc.connected) proc.send({ type: 'stop' });
  await Promise.race([new Promise((r) => proc.once('exit', r)), new Promise((r) => setTimeout(r, graceMs))]);
  if (proc.exitCode === null) proc.kill('SIGKILL');
}

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The app as `npm start` runs it (production mode), on a free port with its own data under
 * /tmp: an embedded PostgreSQL, or a fresh database on BENCH_DATABASE_URL's server. `stop`
 * (also on the orchestrator's going away) shuts it down, drops that database, removes the data
 * and ends the process.
 */
export async function startBenchServer(name: string): Promise<{ server: BenchServer; stop: () => Promise<never> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `oldroad-bench-${name}-`));
  // mkdtemp makes it 0700; started as root, embedded PostgreSQL runs as its own user and must enter it.
  fs.chmodSync(dataDir, 0o755);
  const admin = process.env.BENCH_DATABASE_URL;
  const dbName = `oldroad_bench_${randomBytes(4).toString('hex')}`;
  if (admin) await adminQuery(admin, `CREATE DATABASE "${dbName}"`);
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(admin ? { DATABASE_URL: withDatabase(admin, dbName) } : {}),
  });
  const server = await startServer(config);
  let stopping: Promise<never> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await server.stop();
      if (admin) await dropDatabase(admin, dbName);
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })());
  process.on('disconnect', () => void stop());
  return { server, stop };
}

/** What a browser says it takes (Chromium's Accept-Encoding), sent with the benchmarks' page requests. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The port a started server listens on. */
export const portOf = (server: BenchServer): number => Number(new URL(server.url).port);

/** What a load child reports for one measured window (autocannon's figures, boiled down). */
export interface LoadFigures {
  scenario: string;
  /** Pages per second: a page is the sequence of requests a scenario makes (most make one). */
  requestsPerSecond: number;
  /** Requests per page (the outlet's first page takes two). */
  requestsPerPage: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Bytes on the wire per page, headers included. */
  bytesPerResponse: number;
  /** The load process's own CPU over the window (percent of one core). */
  loadCpuPercent: number;
  /** Status and start of the body of the first non-2xx answer, if any. */
  firstRefusal: string | null;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Rounds of one scenario as one row: requests per second over all of them (2xx answers over
 * the measured time), the median round's p50 and p99, failures summed.
 */
export function combineRounds<T extends LoadFigures>(rounds: T[], secondsPerRound: number): T {
  const sum = (f: (r: T) => number) => rounds.reduce((a, r) => a + f(r), 0);
  return {
    ...rounds[0]!,
    requestsPerSecond: Math.round(sum((r) => r.ok / r.requestsPerPage) / (rounds.length * secondsPerRound)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    ok: sum((r) => r.ok),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    loadCpuPercent: Math.round(sum((r) => r.loadCpuPercent) / rounds.length),
    firstRefusal: rounds.find((r) => r.firstRefusal)?.firstRefusal ?? null,
  };
}

/**
 * One scenario measured in `rounds` windows alternating with the reference (hello-world, its
 * own process): the machine's other load weighs on both sides of the ratio alike.
 */
export async function alternateWithReference<T extends LoadFigures>(
  rounds: number,
  secondsPerRound: number,
  reference: () => Promise<T>,
  scenario: () => Promise<T>,
): Promise<{ result: T; hello: T; helloRounds: T[] }> {
  const mine: T[] = [];
  const theirs: T[] = [];
  for (let round = 0; round < rounds; round++) {
    theirs.push(await reference());
    mine.push(await scenario());
  }
  return { result: combineRounds(mine, secondsPerRound), hello: combineRounds(theirs, secondsPerRound), helloRounds: theirs };
}

/**
 * autocannon decodes the body of every answer into a string, for onResponse, whether anyone
 * reads it or not. A gzipped answer is binary, which UTF-8 decoding takes slowly: most of the
 * load generator's CPU went to Buffer.toString, and it, not the server, set the pace of
 * gzipped pages (the server was two-thirds idle), while the same-size reference, plain ASCII,
 * decoded fast. No browser does this. Only a refusal's body is read (the first is reported),
 * so only those are kept.
 */
function keepRefusalBodiesOnly(): void {
  type Pending = { headers?: { statusCode?: number }; body: string };
  const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { peek(): Pending | undefined; addBody(data: Buffer): void } };
  Queue.prototype.addBody = function (this: { peek(): Pending | undefined }, data: Buffer) {
    const req = this.peek();
    if (req && (req.headers?.statusCode ?? 0) >= 300) req.body += data.toString();
  };
}

/**
 * The body of a load child (a process of its own, so the server's figures are not its own
 * requests' cost): on each `run` message it drives autocannon with the requests the benchmark
 * builds (none: a GET of the url itself, as for the references) and answers the figures;
 * `stop` or the orchestrator's going away ends it. Requests pass `onResponse` to autocannon so
 * the first refusal is reported (status and body); other bodies are not decoded
 * (keepRefusalBodiesOnly). `alongside` may start work that runs beside the measured requests
 * (other players' writes), given how many answers the measured requests have had so far; what
 * its `stop` answers is added to the figures.
 */
export function serveLoad<M extends { type: 'run'; url: string; connections: number; seconds: number; scenario: string; fixture: unknown }, X extends object = object>(
  requestsFor: (scenario: M['scenario'], fixture: M['fixture'], onResponse: (status: number, body: string) => void) => autocannon.Request[] | undefined,
  alongside?: (m: M, answered: () => number) => { stop(): Promise<X> } | undefined,
): void {
  keepRefusalBodiesOnly();
  async function run(m: M) {
    let firstRefusal: string | null = null;
    let answered = 0;
    const onResponse = (status: number, body: string) => {
      answered++;
      if (status >= 300 && firstRefusal === null) firstRefusal = `${status} ${body.slice(0, 200)}`;
    };
    const cpu = process.cpuUsage();
    const started = performance.now();
    const requests = requestsFor(m.scenario, m.fixture, onResponse);
    const beside = alongside?.(m, () => answered);
    const result = await autocannon({ url: m.url, connections: m.connections, duration: m.seconds, requests, timeout: 30 });
    const extra = await beside?.stop();
    const used = process.cpuUsage(cpu);
    // autocannon runs a scenario's requests in turn on each connection: a page is one round.
    const perPage = requests?.length ?? 1;
    return {
      type: 'result' as const,
      scenario: m.scenario,
      requestsPerSecond: Math.round(result['2xx'] / perPage / result.duration),
      requestsPerPage: perPage,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytesPerResponse: result.requests.total ? Math.round((result.throughput.total / result.requests.total) * perPage) : 0,
      loadCpuPercent: Math.round(((used.user + used.system) / 1000 / (performance.now() - started)) * 100),
      firstRefusal,
      ...extra,
    };
  }
  process.on('message', (m: M | { type: 'stop' }) => {
    if (m.type === 'run') void run(m as M).then((r) => process.send?.(r));
    else if (m.type === 'stop') process.exit(0);
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready' });
}

/**
 * The url of the reference answer as large as a measured page (bench/economy/hello.ts serves
 * it): `wireBytes` is the page's bytes per answer as the load generator counted them, headers
 * included, so the reference's own header bytes (read from one answer) are taken off its body.
 */
async function sameSizeUrl(helloUrl: string, wireBytes: number): Promise<string> {
  const probe = `${helloUrl}/same-size/1000`;
  const headerBytes = await new Promise<number>((resolve, reject) => {
    http
      .get(probe, (res) => {
        // Status line, each "name: value" line, and the blank line that ends them.
        let n = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) n += res.rawHeaders[i]!.length + 2 + res.rawHeaders[i + 1]!.length + 2;
        res.resume();
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
  return `${helloUrl}/same-size/${Math.max(16, wireBytes - headerBytes)}`;
}

/**
 * A page's same-size reference measured as the page was: warmed up, then in rounds alternating
 * with hello-world. `get(url, seconds)` runs the load generator on a url (both references are
 * plain GETs of hello-world's process).
 */
export async function measureSameSize<T extends LoadFigures>(
  helloUrl: string,
  wireBytes: number,
  timing: { rounds: number; secondsPerRound: number; warmup: number },
  get: (url: string, seconds: number) => Promise<T>,
): Promise<{ result: T; hello: T; helloRounds: T[] }> {
  const url = await sameSizeUrl(helloUrl, wireBytes);
  if (timing.warmup > 0) await get(url, timing.warmup);
  return alternateWithReference(
    timing.rounds,
    timing.secondsPerRound,
    () => get(helloUrl, timing.secondsPerRound),
    () => get(url, timing.secondsPerRound),
  );
}
