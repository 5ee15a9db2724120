import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { child as benchChild, nextMessage as benchMessage, numberOption, option, stopChild } from '../support';
import type { BotsStart } from './bots';
import { Histogram, type BotsReport, type ServerReply, type ServerRequest } from './measure';

/**
 * `npm run bench:world`: the town under load. For each bot count, bots in a separate process
 * join the town, walk and chat; we print move-to-observer latency (p50, p99), server CPU,
 * event-loop lag p99, bytes per second per client and disconnects, for Oldroad and for the
 * Colyseus 0.16 reference room, then one JSON line with every figure. For Oldroad, "p99 in /
 * out" splits the latency at the moment the server's batch leaves: the way in (bots' sending,
 * the server reading, waiting for the tick) and the way out (writing, the bots reading).
 *
 * Options: --bots 100,300,1000  --seconds 15 (measured window)  --warmup 8  --ramp 50
 * (connections per second)  --chat 10 (seconds between a bot's chat lines; 0: no chat)
 * --bot-processes 2 (bots are spread over that many processes, one per 100 bots at most)
 * --only oldroad|colyseus. Bots' CPU is summed over their processes.
 * BENCH_DATABASE_URL=postgres://... uses that PostgreSQL server (a fresh database) instead of
 * an embedded one.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const BOT_COUNTS = option('bots', '100,300,1000')
  .split(',')
  .map((n) => {
    if (!/^[1-9]\d*$/.test(n)) {
      console.error('--bots takes whole numbers, comma-separated: --bots 100,300,1000');
      process.exit(2);
    }
    return Number(n);
  });
const MEASURE_S = numberOption('seconds', '15', 1);
const WARMUP_S = numberOption('warmup', '8', 0);
const RAMP = numberOption('ramp', '50', 1);
const ONLY = option('only', '');
if (!['', 'oldroad', 'colyseus'].includes(ONLY)) {
  console.error('--only takes oldroad or colyseus');
  process.exit(2);
}
const CHAT_S = numberOption('chat', '10', 0);
const P99_BOUND_MS = 150;

interface Row {
  target: 'oldroad' | 'colyseus';
  bots: number;
  connected: number;
  p50Ms: number;
  p99Ms: number;
  /** Oldroad: p99 of the way in (send to the batch leaving the server) and of the way out. */
  inP99Ms: number | null;
  outP99Ms: number | null;
  samples: number;
  serverCpuPercent: number;
  lagP99Ms: number;
  bytesPerSecondPerClient: number;
  disconnects: number;
  botsCpuPercent: number;
  botsLagP99Ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** BENCH_PROFILE=dir writes a CPU profile of each server and bots process there. */
const child = (file: string): ChildProcess => benchChild(here, file);
const nextMessage = <T extends { type: string }>(proc: ChildProcess, type: T['type']) => benchMessage<T>(proc, type, 120_000);

/** Bots are spread over this many processes so no single event loop limits a large town. */
const BOT_PROCESSES = numberOption('bot-processes', '2', 1);

async function round(target: Row['target'], server: ChildProcess, url: string, keys: string[], n: number): Promise<Row> {
  const procs = Math.max(1, Math.min(BOT_PROCESSES, Math.ceil(n / 100)));
  const fleets = Array.from({ length: procs }, (_, k) => {
    const first = Math.floor((n * k) / procs);
    const count = Math.floor((n * (k + 1)) / procs) - first;
    return { proc: child('bots.ts'), first, count };
  });
  let joined = 0;
  for (const f of fleets) {
    f.proc.on('message', (m: { type: string }) => {
      if (m.type === 'joined') joined++;
    });
    const start: BotsStart = { type: 'start', target, url, keys, first: f.first, n: f.count, rampPerSecond: RAMP / procs, chatEveryMs: CHAT_S * 1000 };
    f.proc.send(start);
  }
  const deadline = Date.now() + (n / RAMP) * 1000 + 30_000;
  while (joined < n && Date.now() < deadline) await sleep(200);
  await sleep(WARMUP_S * 1000);
  server.send({ type: 'measure-start' } satisfies ServerRequest);
  for (const f of fleets) f.proc.send({ type: 'measure-start' });
  await sleep(MEASURE_S * 1000);
  const measured = nextMessage<Extract<ServerReply, { type: 'measure' }>>(server, 'measure');
  server.send({ type: 'measure-read' } satisfies ServerRequest);
  const reports = fleets.map((f) => nextMessage<BotsReport>(f.proc, 'report'));
  for (const f of fleets) f.proc.send({ type: 'measure-stop' });
  const [m, ...rs] = await Promise.all([measured, ...reports]);
  await Promise.all(fleets.map((f) => stopChild(f.proc, 10_000)));
  const h = new Histogram();
  const wayIn = new Histogram();
  const wayOut = new Histogram();
  for (const r of rs) {
    h.merge(r.latency);
    wayIn.merge(r.wayIn);
    wayOut.merge(r.wayOut);
  }
  const connected = rs.reduce((a, r) => a + r.connected, 0);
  const bytes = rs.reduce((a, r) => a + r.bytesPerSecondPerClient * r.connected, 0);
  // Let the server notice the bots are gone before the next round.
  await sleep(2000);
  return {
    target,
    bots: n,
    connected,
    p50Ms: h.percentile(50),
    p99Ms: h.percentile(99),
    inP99Ms: wayIn.n > 0 ? wayIn.percentile(99) : null,
    outP99Ms: wayOut.n > 0 ? wayOut.percentile(99) : null,
    samples: h.n,
    serverCpuPercent: Math.round(m.cpuPercent),
    lagP99Ms: Math.round(m.lagP99Ms * 10) / 10,
    bytesPerSecondPerClient: connected > 0 ? Math.round(bytes / connected) : 0,
    disconnects: rs.reduce((a, r) => a + r.disconnects, 0),
    botsCpuPercent: rs.reduce((a, r) => a + r.botsCpuPercent, 0),
    botsLagP99Ms: Math.max(...rs.map((r) => r.botsLagP99Ms)),
  };
}

async function runTarget(target: Row['target']): Promise<Row[]> {
  const server = child(target === 'oldroad' ? 'oldroad-server.ts' : 'colyseus-server.ts');
  const rows: Row[] = [];
  try {
    const { port } = await nextMessage<Extract<ServerReply, { type: 'ready' }>>(server, 'ready');
    const url = `http://127.0.0.1:${port}`;
    server.send({ type: 'accounts', n: Math.max(...BOT_COUNTS) } satisfies ServerRequest);
    const { keys } = await nextMessage<Extract<ServerReply, { type: 'accounts' }>>(server, 'accounts');
    for (const n of BOT_COUNTS) {
      const row = await round(target, server, url, keys, n);
      rows.push(row);
      print(row);
    }
  } finally {
    await stopChild(server);
  }
  return rows;
}

function print(r: Row): void {
  const cells = [
    r.target.padEnd(8),
    String(r.bots).padStart(5),
    String(r.connected).padStart(9),
    `${r.p50Ms} ms`.padStart(8),
    `${r.p99Ms} ms`.padStart(8),
    (r.inP99Ms === null ? '-' : `${r.inP99Ms} / ${r.outP99Ms} ms`).padStart(15),
    `${r.serverCpuPercent}%`.padStart(10),
    `${r.lagP99Ms} ms`.padStart(9),
    `${(r.bytesPerSecondPerClient / 1024).toFixed(1)} KB/s`.padStart(13),
    String(r.disconnects).padStart(11),
    `${r.botsCpuPercent}% / ${r.botsLagP99Ms} ms`.padStart(16),
  ];
  console.log(cells.join('  '));
}

async function main(): Promise<void> {
  console.log(`World benchmark: ${BOT_COUNTS.join(', ')} bots, ${WARMUP_S} s warm-up, ${MEASURE_S} s measured, moves every 175 ms, ${CHAT_S > 0 ? `chat every ~${CHAT_S} s` : 'no chat'}`);
  console.log(['target  ', 'bots ', 'connected', '     p50', '     p99', '   p99 in / out', 'server CPU', 'lag p99', 'bytes/client', 'disconnects', 'bots CPU / lag'].join('  '));
  const rows: Row[] = [];
  if (ONLY !== 'colyseus') rows.push(...(await runTarget('oldroad')));
  if (ONLY !== 'oldroad') rows.push(...(await runTarget('colyseus')));
  const best = (t: Row['target']) =>
    Math.max(0, ...rows.filter((r) => r.target === t && r.p99Ms <= P99_BOUND_MS && r.disconnects === 0 && r.connected === r.bots).map((r) => r.bots));
  console.log(`Most bots within p99 <= ${P99_BOUND_MS} ms and no disconnects: oldroad ${best('oldroad')}, colyseus ${best('colyseus')}`);
  console.log(JSON.stringify({ bench: 'world', p99BoundMs: P99_BOUND_MS, rows }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
