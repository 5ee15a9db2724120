import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { child as benchChild, nextMessage as benchMessage, numberOption, option, stopChild } from '../support';
import type { BotsStart } from './bots';
import { Histogram, type BotsReport, type EventFlow, type ServerReply, type ServerRequest } from './measure';

/**
 * `npm run bench:world`: the town under load. For each bot count, bots in separate processes
 * join the town, walk and chat; we print move-to-observer latency (p50, p99), server CPU (and
 * per player: microseconds of CPU per player per second, where the cost of a shorter tick
 * shows), event-loop lag p99, bytes per second per client (split into moves, chat and the
 * rest, and under each row by event with how many of each a client gets and their average
 * size) and disconnects, for Oldroad and for the Colyseus 0.16 reference room, then the targets of
 * issue 23 §3 beside the figures, then one JSON line with every figure. For Oldroad, "p99 in /
 * out" splits the latency at the moment the server's batch leaves: the way in (bots' sending,
 * the server reading, waiting for the tick) and the way out (writing, the bots reading).
 *
 * Both servers run for the whole benchmark and each bot count is measured on Oldroad, then at
 * once on Colyseus, so the two share this machine's load of the moment as closely as possible.
 *
 * Options: --bots 300,500,1000  --tick 100,50 (Oldroad's tick in ms, each measured in turn;
 * default: the app's own)  --seconds 15 (measured window)  --warmup 8  --ramp 50 (connections
 * per second)  --chat 10 (seconds between a bot's chat lines; 0: no chat)  --bot-processes 2
 * (bots are spread over that many processes, one per 100 bots at most)  --only
 * oldroad|colyseus. Bots' CPU is summed over their processes. BENCH_DATABASE_URL=postgres://...
 * uses that PostgreSQL server (a fresh database) instead of an embedded one.
 *
 * Targets (issue 23 §3): at 1000 bots p99 at most 100 ms with no disconnects and at most
 * 20 KB/s per client; at 300 and 500 bots a lower p99 than Colyseus in the same run.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const wholeNumbers = (name: string, fallback: string): number[] =>
  option(name, fallback)
    .split(',')
    .filter((n) => n !== '')
    .map((n) => {
      if (!/^[1-9]\d*$/.test(n)) {
        console.error(`--${name} takes whole numbers, comma-separated: --${name} ${fallback || '100,50'}`);
        process.exit(2);
      }
      return Number(n);
    });
const BOT_COUNTS = wholeNumbers('bots', '300,500,1000');
/** Oldroad's ticks to measure; empty: the app's own. */
const TICKS = wholeNumbers('tick', '');
const MEASURE_S = numberOption('seconds', '15', 1);
const WARMUP_S = numberOption('warmup', '8', 0);
const RAMP = numberOption('ramp', '50', 1);
const ONLY = option('only', '');
if (!['', 'oldroad', 'colyseus'].includes(ONLY)) {
  console.error('--only takes oldroad or colyseus');
  process.exit(2);
}
const CHAT_S = numberOption('chat', '10', 0);
const TARGET = { bots: 1000, p99Ms: 100, kbPerSecond: 20, belowColyseusAt: [300, 500] };
/** Colyseus's default patch rate: its "tick". */
const COLYSEUS_PATCH_MS = 50;

interface Row {
  target: 'oldroad' | 'colyseus';
  tickMs: number;
  bots: number;
  connected: number;
  p50Ms: number;
  p99Ms: number;
  /** Oldroad: p99 of the way in (send to the batch leaving the server) and of the way out. */
  inP99Ms: number | null;
  outP99Ms: number | null;
  samples: number;
  serverCpuPercent: number;
  /** Microseconds of server CPU per connected player per second. */
  cpuPerPlayerUs: number;
  lagP99Ms: number;
  bytesPerSecondPerClient: number;
  moveBytesPerSecondPerClient: number;
  /** Public chat and whispers (Colyseus: its chat message). */
  chatBytesPerSecondPerClient: number;
  /** Per client per second, by event, largest first. */
  byEvent: Record<string, EventFlow>;
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

const CHAT_EVENTS = ['chat', 'whisper'];

/** The fleets' per-client flows by event, averaged over all connected bots, largest first. */
function perClient(rs: BotsReport[], connected: number): Record<string, EventFlow> {
  const sum = new Map<string, EventFlow>();
  for (const r of rs) {
    for (const [event, f] of Object.entries(r.byEvent)) {
      const e = sum.get(event) ?? { bytes: 0, count: 0 };
      e.bytes += f.bytes * r.connected;
      e.count += f.count * r.connected;
      sum.set(event, e);
    }
  }
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return Object.fromEntries(
    [...sum]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .map(([event, e]) => [event, connected > 0 ? { bytes: Math.round(e.bytes / connected), count: round1(e.count / connected) } : { bytes: 0, count: 0 }]),
  );
}

async function round(target: Row['target'], tickMs: number, server: ChildProcess, url: string, keys: string[], n: number): Promise<Row> {
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
  const moveBytes = rs.reduce((a, r) => a + r.moveBytesPerSecondPerClient * r.connected, 0);
  const byEvent = perClient(rs, connected);
  const chatBytes = CHAT_EVENTS.reduce((a, e) => a + (byEvent[e]?.bytes ?? 0), 0);
  // Let the server notice the bots are gone before the next round.
  await sleep(2000);
  return {
    target,
    tickMs,
    bots: n,
    connected,
    p50Ms: h.percentile(50),
    p99Ms: h.percentile(99),
    inP99Ms: wayIn.n > 0 ? wayIn.percentile(99) : null,
    outP99Ms: wayOut.n > 0 ? wayOut.percentile(99) : null,
    samples: h.n,
    serverCpuPercent: Math.round(m.cpuPercent),
    cpuPerPlayerUs: connected > 0 ? Math.round((m.cpuPercent / 100 / connected) * 1e6) : 0,
    lagP99Ms: Math.round(m.lagP99Ms * 10) / 10,
    bytesPerSecondPerClient: connected > 0 ? Math.round(bytes / connected) : 0,
    moveBytesPerSecondPerClient: connected > 0 ? Math.round(moveBytes / connected) : 0,
    chatBytesPerSecondPerClient: Math.round(chatBytes),
    byEvent,
    disconnects: rs.reduce((a, r) => a + r.disconnects, 0),
    botsCpuPercent: rs.reduce((a, r) => a + r.botsCpuPercent, 0),
    botsLagP99Ms: Math.max(...rs.map((r) => r.botsLagP99Ms)),
  };
}

interface Running {
  target: Row['target'];
  proc: ChildProcess;
  url: string;
  keys: string[];
}

async function startTarget(target: Row['target'], accounts: number): Promise<Running> {
  const proc = child(target === 'oldroad' ? 'oldroad-server.ts' : 'colyseus-server.ts');
  try {
    const { port } = await nextMessage<Extract<ServerReply, { type: 'ready' }>>(proc, 'ready');
    proc.send({ type: 'accounts', n: accounts } satisfies ServerRequest);
    const { keys } = await nextMessage<Extract<ServerReply, { type: 'accounts' }>>(proc, 'accounts');
    return { target, proc, url: `http://127.0.0.1:${port}`, keys };
  } catch (err) {
    await stopChild(proc);
    throw err;
  }
}

/** Sets Oldroad's tick (0: leaves it) and answers the tick in force. */
async function setTick(s: Running, ms: number): Promise<number> {
  const answer = nextMessage<Extract<ServerReply, { type: 'tick' }>>(s.proc, 'tick');
  s.proc.send({ type: 'tick', ms } satisfies ServerRequest);
  return (await answer).ms;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB/s`;
const otherBytes = (r: Row) => Math.max(0, r.bytesPerSecondPerClient - r.moveBytesPerSecondPerClient - r.chatBytesPerSecondPerClient);

function print(r: Row): void {
  const cells = [
    r.target.padEnd(8),
    `${r.tickMs} ms`.padStart(6),
    String(r.bots).padStart(5),
    String(r.connected).padStart(9),
    `${r.p50Ms} ms`.padStart(8),
    `${r.p99Ms} ms`.padStart(8),
    (r.inP99Ms === null ? '-' : `${r.inP99Ms} / ${r.outP99Ms} ms`).padStart(15),
    `${r.serverCpuPercent}%`.padStart(10),
    `${r.cpuPerPlayerUs} us/s`.padStart(10),
    `${r.lagP99Ms} ms`.padStart(9),
    `${kb(r.bytesPerSecondPerClient)} (${kb(r.moveBytesPerSecondPerClient)} / ${kb(r.chatBytesPerSecondPerClient)} / ${kb(otherBytes(r))})`.padStart(48),
    String(r.disconnects).padStart(11),
    `${r.botsCpuPercent}% / ${r.botsLagP99Ms} ms`.padStart(16),
  ];
  console.log(cells.join('  '));
  // What each client receives, by event: the bytes, how many a second and their average size.
  const events = Object.entries(r.byEvent).map(([e, f]) => `${e} ${kb(f.bytes)} (${f.count}/s${f.count > 0 ? `, ${Math.round(f.bytes / f.count)} B each` : ''})`);
  console.log(`    by event: ${events.join(', ')}`);
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** The issue's targets beside the figures: absolute at 1000 bots, ratios to Colyseus at 300 and 500. */
function printTargets(rows: Row[]): void {
  const ticks = [...new Set(rows.filter((r) => r.target === 'oldroad').map((r) => r.tickMs))];
  for (const tick of ticks) {
    console.log(`Targets (issue 23 §3), Oldroad with a ${tick} ms tick:`);
    const mine = (n: number) => rows.find((r) => r.target === 'oldroad' && r.tickMs === tick && r.bots === n);
    const big = mine(TARGET.bots);
    if (big) {
      const all = big.disconnects === 0 && big.connected === big.bots;
      console.log(
        `  ${TARGET.bots} bots: p99 ${big.p99Ms} ms (at most ${TARGET.p99Ms} ms: ${verdict(big.p99Ms <= TARGET.p99Ms)}), ` +
          `${big.connected} connected and ${big.disconnects} disconnects (none lost: ${verdict(all)}), ` +
          `${kb(big.bytesPerSecondPerClient)} per client (at most ${TARGET.kbPerSecond} KB/s: ${verdict(big.bytesPerSecondPerClient <= TARGET.kbPerSecond * 1024)}; ` +
          `moves ${kb(big.moveBytesPerSecondPerClient)}, chat ${kb(big.chatBytesPerSecondPerClient)}, other ${kb(otherBytes(big))})`,
      );
    }
    for (const n of TARGET.belowColyseusAt) {
      const ours = mine(n);
      const theirs = rows.find((r) => r.target === 'colyseus' && r.bots === n);
      if (!ours || !theirs) continue;
      const ratio = ours.p99Ms / theirs.p99Ms;
      console.log(`  ${n} bots: p99 ${ours.p99Ms} ms, ${ratio.toFixed(2)} of Colyseus's ${theirs.p99Ms} ms in this run (below 1: ${verdict(ratio < 1)})`);
    }
  }
}

async function main(): Promise<void> {
  console.log(
    `World benchmark: ${BOT_COUNTS.join(', ')} bots, ${WARMUP_S} s warm-up, ${MEASURE_S} s measured, moves every 175 ms, ${CHAT_S > 0 ? `chat every ~${CHAT_S} s` : 'no chat'}; ` +
      `each bot count on Oldroad${TICKS.length > 1 ? ` (ticks ${TICKS.join(', ')} ms)` : ''}, then on Colyseus`,
  );
  const accounts = Math.max(...BOT_COUNTS);
  const targets: Row['target'][] = ONLY === '' ? ['oldroad', 'colyseus'] : [ONLY as Row['target']];
  const servers = await Promise.all(targets.map((t) => startTarget(t, accounts)));
  const rows: Row[] = [];
  try {
    console.log(
      ['target  ', '  tick', 'bots ', 'connected', '     p50', '     p99', '   p99 in / out', 'server CPU', 'CPU/player', '  lag p99', 'bytes/client (moves / chat / other)'.padStart(48), 'disconnects', 'bots CPU / lag'].join('  '),
    );
    for (const n of BOT_COUNTS) {
      for (const s of servers) {
        const ticks = s.target === 'oldroad' ? (TICKS.length > 0 ? TICKS : [0]) : [COLYSEUS_PATCH_MS];
        for (const t of ticks) {
          const tick = s.target === 'oldroad' ? await setTick(s, t) : t;
          const row = await round(s.target, tick, s.proc, s.url, s.keys, n);
          rows.push(row);
          print(row);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((s) => stopChild(s.proc)));
  }
  printTargets(rows);
  console.log(JSON.stringify({ bench: 'world', target: TARGET, rows }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
