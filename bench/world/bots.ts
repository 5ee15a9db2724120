import { Client as ColyseusClient, getStateCallbacks, type Room } from 'colyseus.js';
import { TOWN } from '@common/world/map';
import { readMoves, sentAt } from '@common/world/move-batch';
import { MOVE_SEND_THROTTLE_MS } from '@common/world/protocol';
import { Histogram, ServerMeter, type BotsReport } from './measure';
import { randomWalkable, Walker } from './walker';
import { connectWire } from './wire-bot';

/**
 * The bots, in a process of their own: each signs in, joins the town, walks found paths
 * sending its position every 175 ms, chats about every 10 s and records, for every other
 * player's stamped move it receives, the time since that move was sent (one bot in
 * STAMP_ONE_IN stamps its moves with its send time, as players' browsers stamp none).
 */
export interface BotsStart {
  type: 'start';
  target: 'oldroad' | 'colyseus';
  url: string;
  keys: string[];
  /** This process's bots are bot{first} .. bot{first + n - 1}, signed in with keys[first + i]. */
  first: number;
  n: number;
  rampPerSecond: number;
  /** Each bot chats about this often (0: never). */
  chatEveryMs: number;
}
type Control = BotsStart | { type: 'measure-start' } | { type: 'measure-stop' } | { type: 'stop' };

const TICK_MS = 25;
/**
 * One bot in this many stamps its moves with its send time (the latency samples). Players'
 * browsers send no stamp (protocol.ts): stamping every bot would make each client receive
 * bytes no player causes. At 300 bots that is still 30 movers' worth of samples a tick.
 */
const STAMP_ONE_IN = 10;

interface Bot {
  name: string;
  walker: Walker;
  nextMove: number;
  nextChat: number;
  lastAdvance: number;
  /** `t`: the send stamp, for the bots that take the latency samples (STAMP_ONE_IN). */
  send(x: number, y: number, frame: number, t: number | undefined): void;
  stamps: boolean;
  chat(text: string): void;
  close(): void;
  ready: boolean;
  closing: boolean;
}

const latency = new Histogram();
/** The way in (send stamp to the server's batch leaving) and the way out (batch leaving to receipt). */
const wayIn = new Histogram();
const wayOut = new Histogram();
let measuring = false;
let bytes = 0;
let moveBytes = 0;
/** Bytes and messages received while measuring, by Socket.IO event (or Colyseus message). */
let byEvent = new Map<string, { bytes: number; count: number }>();
let measureStartedAt = 0;
let disconnects = 0;
let movesSent = 0;
let chatsSent = 0;
const bots: Bot[] = [];
let chatEveryMs = 0;
const meter = new ServerMeter();

function tally(event: string, n: number, counted: boolean): void {
  const e = byEvent.get(event) ?? { bytes: 0, count: 0 };
  e.bytes += n;
  if (counted) e.count++;
  byEvent.set(event, e);
}

/** Colyseus's ROOM_DATA (13) carries the message type as a msgpack string; 15 is a state patch. */
function colyseusEvent(data: ArrayBuffer): string {
  const b = new Uint8Array(data);
  if (b[0] === 15) return 'patch';
  if (b[0] === 13 && b.length > 1 && (b[1]! & 0xe0) === 0xa0) return Buffer.from(b.subarray(2, 2 + (b[1]! & 0x1f))).toString();
  return `protocol ${b[0]}`;
}

/**
 * An Oldroad bot on a bare websocket (wire-bot.ts), not socket.io-client: it reads only what
 * it acts on, so a thousand of them cost the machine little beside the server they measure.
 */
function oldroadBot(url: string, key: string, name: string, stamps: boolean): Bot {
  let self = -1;
  const socket = connectWire(url, { sessionKey: key, location: TOWN.name }, {
    frame: (event, n, text) => {
      if (!measuring) return;
      bytes += n;
      if (event === 'move') moveBytes += n;
      tally(event, n, text);
    },
    joinRoom: (j) => {
      self = j.self.id;
      bot.walker.reset(j.self.state.x, j.self.state.y);
      start(bot);
    },
    correctPosition: (s) => bot.walker.reset(s.x, s.y),
    wantMoves: () => measuring,
    moves: (batch) => {
      const now = Date.now();
      const sent = sentAt(batch);
      if (sent === undefined) return;
      let seen = 0;
      readMoves(batch, (id, _x, _y, _frame, t) => {
        if (t === undefined || id === self) return;
        latency.add(now - t);
        wayIn.add(sent - t);
        seen++;
      });
      // The way out is the same for every move of the batch.
      wayOut.add(now - sent, seen);
    },
    connectError: (message) => console.error(`${name}: ${message}`),
    disconnect: () => {
      if (!bot.closing) disconnects++;
    },
  });
  const bot: Bot = {
    name,
    stamps,
    walker: new Walker(0, 0),
    nextMove: 0,
    nextChat: 0,
    lastAdvance: 0,
    ready: false,
    closing: false,
    send: (x, y, frame, t) => socket.emit('move', { x, y, frame, t }),
    chat: (text) => socket.emit('chat', { text }),
    close: () => socket.close(),
  };
  return bot;
}

function colyseusBot(url: string, name: string, stamps: boolean): Bot {
  const client = new ColyseusClient(url.replace(/^http/, 'ws'));
  const spawn = randomWalkable();
  let room: Room | undefined;
  const bot: Bot = {
    name,
    stamps,
    walker: new Walker(spawn.x, spawn.y),
    nextMove: 0,
    nextChat: 0,
    lastAdvance: 0,
    ready: false,
    closing: false,
    send: (x, y, frame, t) => room?.send('move', { x, y, frame, t }),
    chat: (text) => room?.send('chat', { text }),
    close: () => void room?.leave(true),
  };
  client
    .join('town', { x: spawn.x, y: spawn.y })
    .then((r) => {
      room = r;
      r.onMessage('chat', () => {});
      const ws = (r.connection.transport as unknown as { ws: { addEventListener(e: string, f: (ev: { data: ArrayBuffer }) => void): void } }).ws;
      ws.addEventListener('message', (ev) => {
        if (!measuring) return;
        bytes += ev.data.byteLength;
        const event = colyseusEvent(ev.data);
        if (event === 'patch') moveBytes += ev.data.byteLength;
        tally(event, ev.data.byteLength, true);
      });
      const $ = getStateCallbacks(r);
      const state = $(r.state as never) as unknown as { players: { onAdd(cb: (p: unknown, key: string) => void): void } };
      state.players.onAdd((p, key) => {
        if (key === r.sessionId) return;
        ($(p as never) as unknown as { listen(f: string, cb: (t: number) => void): void }).listen('t', (t) => {
          if (measuring && t > 0) latency.add(Date.now() - t);
        });
      });
      r.onLeave(() => {
        if (!bot.closing) disconnects++;
      });
      start(bot);
    })
    .catch((err: unknown) => console.error(`${name}: ${String(err)}`));
  return bot;
}

function start(bot: Bot): void {
  const now = Date.now();
  bot.ready = true;
  bot.lastAdvance = now;
  bot.nextMove = now + Math.random() * MOVE_SEND_THROTTLE_MS;
  bot.nextChat = chatEveryMs > 0 ? now + Math.random() * chatEveryMs : Number.POSITIVE_INFINITY;
  process.send?.({ type: 'joined' });
}

/** One loop for every bot: walk, send a move every 175 ms, chat every ~10 s. */
setInterval(() => {
  const now = Date.now();
  for (const bot of bots) {
    if (!bot.ready || bot.closing) continue;
    if (now >= bot.nextMove) {
      bot.walker.advance((now - bot.lastAdvance) / 1000);
      bot.lastAdvance = now;
      bot.send(Math.round(bot.walker.x * 10) / 10, Math.round(bot.walker.y * 10) / 10, bot.walker.frame, bot.stamps ? now : undefined);
      bot.nextMove = now + MOVE_SEND_THROTTLE_MS;
      movesSent++;
    }
    if (now >= bot.nextChat) {
      bot.chat(`hello from ${bot.name}`);
      bot.nextChat = now + chatEveryMs * (0.8 + Math.random() * 0.4);
      chatsSent++;
    }
  }
}, TICK_MS);

// Never outlive the orchestrator.
process.on('disconnect', () => process.exit(0));

process.on('message', (m: Control) => {
  if (m.type === 'start') {
    chatEveryMs = m.chatEveryMs;
    let i = 0;
    const spacing = 1000 / m.rampPerSecond;
    const timer = setInterval(() => {
      if (i >= m.n) return clearInterval(timer);
      const name = `bot${m.first + i}`;
      const stamps = (m.first + i) % STAMP_ONE_IN === 0;
      bots.push(m.target === 'oldroad' ? oldroadBot(m.url, m.keys[m.first + i]!, name, stamps) : colyseusBot(m.url, name, stamps));
      i++;
    }, spacing);
  } else if (m.type === 'measure-start') {
    measuring = true;
    bytes = 0;
    moveBytes = 0;
    byEvent = new Map();
    movesSent = 0;
    chatsSent = 0;
    measureStartedAt = Date.now();
    meter.start();
  } else if (m.type === 'measure-stop') {
    measuring = false;
    const seconds = (Date.now() - measureStartedAt) / 1000;
    const connected = bots.filter((b) => b.ready).length;
    const own = meter.read();
    const report: BotsReport = {
      botsCpuPercent: Math.round(own.cpuPercent),
      botsLagP99Ms: Math.round(own.lagP99Ms),
      type: 'report',
      connected,
      latency: { counts: latency.counts, n: latency.n },
      wayIn: { counts: wayIn.counts, n: wayIn.n },
      wayOut: { counts: wayOut.counts, n: wayOut.n },
      bytesPerSecondPerClient: connected > 0 ? bytes / seconds / connected : 0,
      moveBytesPerSecondPerClient: connected > 0 ? moveBytes / seconds / connected : 0,
      byEvent: Object.fromEntries(
        [...byEvent].map(([event, e]) => [event, { bytes: connected > 0 ? e.bytes / seconds / connected : 0, count: connected > 0 ? e.count / seconds / connected : 0 }]),
      ),
      disconnects,
      movesSent,
      chatsSent,
    };
    process.send?.(report);
  } else if (m.type === 'stop') {
    for (const b of bots) {
      b.closing = true;
      b.close();
    }
    setTimeout(() => process.exit(0), 500);
  }
});
