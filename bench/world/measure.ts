import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Latencies in whole milliseconds, counted in buckets so millions of samples cost nothing. */
export class Histogram {
  readonly counts: number[] = new Array(10_001).fill(0);
  n = 0;

  add(ms: number, times = 1): void {
    const b = Math.max(0, Math.min(10_000, Math.round(ms)));
    this.counts[b] += times;
    this.n += times;
  }

  merge(other: { counts: number[]; n: number }): void {
    for (let i = 0; i < this.counts.length; i++) this.counts[i] += other.counts[i] ?? 0;
    this.n += other.n;
  }

  percentile(p: number): number {
    if (this.n === 0) return Number.NaN;
    const target = Math.ceil((p / 100) * this.n);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i];
      if (seen >= target) return i;
    }
    return this.counts.length - 1;
  }
}

/** A server process's CPU (percent of one core) and event-loop lag over a window. */
export class ServerMeter {
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });
  private cpu = process.cpuUsage();
  private at = performance.now();

  constructor() {
    this.loop.enable();
  }

  start(): void {
    this.loop.reset();
    this.cpu = process.cpuUsage();
    this.at = performance.now();
  }

  read(): { cpuPercent: number; lagP50Ms: number; lagP99Ms: number } {
    const used = process.cpuUsage(this.cpu);
    const wallMs = performance.now() - this.at;
    return {
      cpuPercent: ((used.user + used.system) / 1000 / wallMs) * 100,
      lagP50Ms: this.loop.percentile(50) / 1e6,
      lagP99Ms: this.loop.percentile(99) / 1e6,
    };
  }
}

/** Messages between the orchestrator and its child processes. */
export type ServerRequest =
  | { type: 'accounts'; n: number }
  | { type: 'measure-start' }
  | { type: 'measure-read' }
  | { type: 'stop' }
  /** Oldroad: set the town's tick (0: leave it); answered with the tick in force. */
  | { type: 'tick'; ms: number };
export type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'tick'; ms: number }
  | { type: 'accounts'; keys: string[] }
  | { type: 'measure'; cpuPercent: number; lagP50Ms: number; lagP99Ms: number };

/** What one client receives of one event per second: bytes and messages. */
export interface EventFlow {
  bytes: number;
  count: number;
}

export interface BotsReport {
  type: 'report';
  connected: number;
  latency: { counts: number[]; n: number };
  /** Oldroad only: latency up to the server's batch leaving, and from there to receipt. */
  wayIn: { counts: number[]; n: number };
  wayOut: { counts: number[]; n: number };
  bytesPerSecondPerClient: number;
  /** Of those, the move batches (Oldroad: both frames of each binary event; Colyseus: state patches). */
  moveBytesPerSecondPerClient: number;
  /** Per client per second, by event (Oldroad: Socket.IO event, `engine` for pings; Colyseus: message type, `patch` for state). */
  byEvent: Record<string, EventFlow>;
  disconnects: number;
  movesSent: number;
  chatsSent: number;
  /** The bots' own process: when it is saturated, latency figures include its delays. */
  botsCpuPercent: number;
  botsLagP99Ms: number;
}

export function percent(n: number): string {
  return `${n.toFixed(0)}%`;
}
