import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, Room, Server, type Client } from '@colyseus/core';
import { Encoder, MapSchema, Schema, defineTypes } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ServerMeter, type ServerReply, type ServerRequest } from './measure';

/**
 * The benchmark's peer: the same town as a Colyseus 0.16 room, written the way its guides
 * do it: every player's position is synced state (a MapSchema of players), patched to every
 * client at the default patch rate (50 ms), chat broadcast as a message. No interest
 * management, no move validation: the reference point for the plain approach.
 */
// Fields are declared, not initialised as class fields: those would shadow the accessors
// defineTypes installs, and the state would never be encoded.
class PlayerState extends Schema {
  declare x: number;
  declare y: number;
  declare frame: number;
  /** The mover's send stamp, so observers can measure latency. */
  declare t: number;

  constructor() {
    super();
    this.x = 0;
    this.y = 0;
    this.frame = 0;
    this.t = 0;
  }
}
defineTypes(PlayerState, { x: 'number', y: 'number', frame: 'uint8', t: 'float64' });

class TownState extends Schema {
  declare players: MapSchema<PlayerState>;

  constructor() {
    super();
    this.players = new MapSchema<PlayerState>();
  }
}
defineTypes(TownState, { players: { map: PlayerState } });

interface Move {
  x: number;
  y: number;
  frame: number;
  t?: number;
}

class TownRoom extends Room<TownState> {
  override maxClients = 10_000;
  override autoDispose = false;

  override onCreate(): void {
    this.setState(new TownState());
    this.onMessage('move', (client: Client, m: Move) => {
      const p = this.state.players.get(client.sessionId);
      if (!p || typeof m?.x !== 'number' || typeof m?.y !== 'number') return;
      p.x = m.x;
      p.y = m.y;
      p.frame = m.frame | 0;
      // Only the sampled bots stamp (bots.ts): an unstamped move leaves t, and sends nothing for it.
      if (typeof m.t === 'number') p.t = m.t;
    });
    this.onMessage('chat', (client: Client, m: { text: string }) => {
      this.broadcast('chat', { from: client.sessionId, text: String(m?.text ?? '').slice(0, 128) });
    });
  }

  override onJoin(client: Client, options: { x?: number; y?: number }): void {
    const p = new PlayerState();
    p.x = options?.x ?? 2582;
    p.y = options?.y ?? 640;
    this.state.players.set(client.sessionId, p);
  }

  override onLeave(client: Client): void {
    this.state.players.delete(client.sessionId);
  }
}

// A thousand players' state is larger than the default 16 KB; this is the documented fix.
Encoder.BUFFER_SIZE = 1024 * 1024;

async function main(): Promise<void> {
  const meter = new ServerMeter();
  const http = createServer();
  const gameServer = new Server({ transport: new WebSocketTransport({ server: http }), greet: false });
  gameServer.define('town', TownRoom);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  await matchMaker.createRoom('town', {});
  const send = (m: ServerReply) => process.send?.(m);
  process.on('message', (m: ServerRequest) => {
    if (m.type === 'measure-start') meter.start();
    else if (m.type === 'measure-read') send({ type: 'measure', ...meter.read() });
    else if (m.type === 'accounts') send({ type: 'accounts', keys: [] });
    else if (m.type === 'stop') void gameServer.gracefullyShutdown(false).finally(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: (http.address() as AddressInfo).port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
