import WebSocket from 'ws';
import type { JoinRoom, PlayerState } from '@common/world/protocol';

/**
 * A bare Socket.IO client for the world benchmark's Oldroad bots: Engine.IO v4 / Socket.IO v5
 * over a websocket only. socket.io-client decodes every packet it receives (JSON-parses each of
 * ~100 chat lines a second, reassembles each binary move batch), and a thousand of them took
 * more than a core on their own: the benchmark measured its bots' event loops, not the server.
 * This client looks at a text frame's first bytes for its event and parses only what a bot
 * acts on (join_room, correct_position); move batches are handed over as the bytes they are.
 *
 * The wire, as socket.io-client speaks it: the server opens with `0{...,"pingInterval":..}`;
 * we send CONNECT `40` with the auth as JSON and get `40{"sid":..}` back, or `44{"message":..}`
 * when the handshake refuses us; the server pings with `2`, we answer `3`; events are
 * `42["name",payload]`, and a binary one is a `451-["name",{"_placeholder":true,"num":0}]`
 * header followed by its bytes as the next (binary) frame.
 */

/**
 * A Socket.IO text frame's event: `42["chat",...]` is an event, `451-["move",...]` a binary
 * event whose bytes follow as the next frame(s); anything else (Engine.IO's pings) is `engine`.
 */
const SOCKET_IO_EVENT = /^4(?:2|5\d+-)\["([^"]+)"/;
/** Enough of a frame's start to hold any of the town's event names after `451-["`. */
const EVENT_PREFIX = 40;

export interface WireHandlers {
  /** Every frame received once connected: its event (binary frames: their header's), size, and whether it is the text frame. */
  frame(event: string, bytes: number, text: boolean): void;
  joinRoom(j: JoinRoom): void;
  correctPosition(s: PlayerState): void;
  /** A move batch's bytes; only asked for while `wantMoves()`, so warm-up costs no reading. */
  moves(batch: Uint8Array): void;
  wantMoves(): boolean;
  connectError(message: string): void;
  /** The connection was lost after the town accepted it (not by `close`). */
  disconnect(): void;
}

export interface WireSocket {
  /** Sends `42["event",payload]`, exactly the text socket.io-client would send. */
  emit(event: string, payload: unknown): void;
  /** Leaves as socket.io-client's disconnect() does: DISCONNECT `41`, then the websocket closes. */
  close(): void;
}

export function connectWire(url: string, auth: Record<string, string>, on: WireHandlers): WireSocket {
  // No UTF-8 check: the bot trusts its server, and checking every chat line in JS is the kind of cost we are removing.
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false, skipUTF8Validation: true });
  let connected = false;
  let closing = false;
  let binaryOf = 'engine';
  let heartbeat: NodeJS.Timeout | undefined;
  let silenceMs = 0;
  // Like socket.io-client, give up on a server that stops pinging (pingInterval + pingTimeout).
  const expectPing = () => {
    clearTimeout(heartbeat);
    if (silenceMs > 0) heartbeat = setTimeout(() => ws.terminate(), silenceMs);
  };
  // As socket.io-client's 'disconnect': only a connection the town had accepted is lost.
  const lose = () => {
    clearTimeout(heartbeat);
    if (connected && !closing) on.disconnect();
    connected = false;
  };

  ws.on('message', (raw, isBinary) => {
    // ws hands every message over as one Buffer (its default binaryType, fragments joined).
    const data = raw as Buffer;
    if (isBinary) {
      if (!connected) return;
      on.frame(binaryOf, data.length, false);
      if (binaryOf === 'move' && on.wantMoves()) on.moves(data);
      return;
    }
    const kind = data[0];
    if (kind === 0x32 /* '2': ping */) {
      ws.send('3');
      expectPing();
    }
    if (!connected) {
      if (kind === 0x30 /* '0': open */) {
        const open = JSON.parse(data.toString('utf8', 1)) as { pingInterval: number; pingTimeout: number };
        silenceMs = open.pingInterval + open.pingTimeout;
        expectPing();
        ws.send(`40${JSON.stringify(auth)}`);
      } else if (data[1] === 0x30 /* '40': connected */) {
        connected = true;
      } else if (data[1] === 0x34 /* '44': refused */) {
        on.connectError((JSON.parse(data.toString('utf8', 2)) as { message?: string }).message ?? 'refused');
        // A refused bot has nothing more to do (socket.io-client, not reconnecting, would only keep pinging).
        closing = true;
        ws.close();
      }
      return;
    }
    const event = SOCKET_IO_EVENT.exec(data.toString('latin1', 0, EVENT_PREFIX))?.[1] ?? 'engine';
    binaryOf = event;
    on.frame(event, data.length, true);
    if (event === 'join_room') on.joinRoom((JSON.parse(data.toString('utf8', 2)) as [string, JoinRoom])[1]);
    else if (event === 'correct_position') on.correctPosition((JSON.parse(data.toString('utf8', 2)) as [string, PlayerState])[1]);
    else if (kind === 0x34 && data[1] === 0x31 /* '41': the server let us go */) ws.close();
  });
  ws.on('error', (err) => {
    if (!connected && !closing) on.connectError(`websocket error: ${err.message}`);
  });
  ws.on('close', lose);

  return {
    emit: (event, payload) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(`42${JSON.stringify([event, payload])}`);
    },
    close: () => {
      closing = true;
      clearTimeout(heartbeat);
      if (ws.readyState === WebSocket.OPEN) ws.send('41');
      ws.close();
    },
  };
}
