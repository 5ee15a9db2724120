import type { Socket } from 'socket.io';

/**
 * Writing a tick's packets to each player at once. This leans on Engine.IO internals (checked
 * against engine.io 6.6 and ws 8): a websocket transport's `writable` flag (packets wait in the
 * connection's buffer while it is false), the connection's `flush()` and the TCP socket under
 * the websocket. The town's tests and browser tests run through all of it.
 */
interface WsTransport {
  name?: string;
  writable: boolean;
  socket?: { _socket?: { cork(): void; uncork(): void; writable: boolean } };
}
interface EngineConnection {
  transport?: WsTransport;
  flush(): void;
}

/**
 * Held connections written per turn of the event loop. Writing a thousand at once kept the
 * loop busy for tens of milliseconds, during which players' moves waited unread; between
 * chunks, they are read.
 */
const RELEASE_CHUNK = 100;

/**
 * Runs `send` (which emits this tick's packets) while every websocket connection holds its
 * packets, then writes each connection's packets at once. Engine.IO writes a packet as soon as
 * the previous write is done, so a tick with ten chat lines and a move batch would make eleven
 * system calls per player; held, they leave in one, into a corked TCP socket.
 */
export function inOneWrite(sockets: Iterable<Socket>, send: () => void): void {
  const held: EngineConnection[] = [];
  for (const s of sockets) {
    const conn = s.conn as unknown as EngineConnection;
    const t = conn.transport;
    if (t?.name === 'websocket' && t.writable && t.socket?._socket) {
      t.writable = false;
      held.push(conn);
    }
  }
  try {
    send();
  } finally {
    release(held, 0);
  }
}

function release(held: EngineConnection[], from: number): void {
  const end = Math.min(held.length, from + RELEASE_CHUNK);
  for (let i = from; i < end; i++) {
    const conn = held[i]!;
    const transport = conn.transport;
    const raw = transport?.socket?._socket;
    if (!transport || !raw) continue;
    transport.writable = true;
    // A connection that closed meanwhile is not written: that would only build errors (with
    // stack traces) for a thousand sockets when everyone drops at once.
    if (!raw.writable) continue;
    raw.cork();
    conn.flush();
    raw.uncork();
  }
  if (end < held.length) setImmediate(release, held, end);
}
