import type { MoveBatch } from '@common/world/move-batch';
import type { TownServer } from './sockets';

/**
 * Sending a zone's move batch to everyone in the zone, in one process. Socket.IO builds the
 * websocket frames of a text broadcast (chat) once for all its receivers, but not those of a
 * binary one: each receiver's two packets (the event's text header and the bytes) were encoded
 * and framed again, every tick, for every player. Here both frames are built once per zone
 * and handed to each connection as Engine.IO's pre-encoded frames (what the adapter does for
 * text). A connection on HTTP long-polling, or one Engine.IO cannot give a pre-encoded frame
 * to, gets the same packets the ordinary way. Leans on the internals checked in
 * held-writes.ts (Engine.IO 6.6, ws 8) plus the adapter's encoder.
 */
interface EncodedPacket {
  encode(packet: { type: number; nsp: string; data: unknown[] }): (string | Uint8Array)[];
}
interface EngineConnection {
  readyState: string;
  write(data: string | Uint8Array, options: { wsPreEncodedFrame: Buffer[] }): void;
}

/** Socket.IO's packet type of an event (its encoder makes it a binary event when it holds bytes). */
const EVENT = 2;
const TEXT = 0x1;
const BINARY = 0x2;

/** A whole (FIN), unmasked websocket frame as a server sends it: header and payload. */
export function websocketFrame(payload: Buffer, opcode: number): Buffer[] {
  const n = payload.length;
  let header: Buffer;
  if (n < 126) {
    header = Buffer.from([0x80 | opcode, n]);
  } else if (n < 0x1_0000) {
    header = Buffer.allocUnsafe(4);
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(n, 2);
  } else {
    header = Buffer.allocUnsafe(10);
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(n), 2);
  }
  return [header, payload];
}

export function emitMovesLocally(io: TownServer, room: string, batch: MoveBatch): void {
  const nsp = io.of('/');
  const ids = nsp.adapter.rooms.get(room);
  if (!ids || ids.size === 0) return;
  const encoder = (nsp.adapter as unknown as { encoder: EncodedPacket }).encoder;
  const [head, bytes] = encoder.encode({ type: EVENT, nsp: '/', data: ['move', batch] });
  if (typeof head !== 'string' || !(bytes instanceof Uint8Array)) {
    // Not the two packets this was written for: let Socket.IO send it.
    io.to(room).emit('move', batch);
    return;
  }
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Engine.IO's message packet is "4" before Socket.IO's text; its binary packet is the bytes.
  const headOptions = { wsPreEncodedFrame: websocketFrame(Buffer.from(`4${head}`), TEXT) };
  const bodyOptions = { wsPreEncodedFrame: websocketFrame(body, BINARY) };
  for (const id of ids) {
    const socket = nsp.sockets.get(id);
    if (!socket?.connected) continue;
    const conn = socket.conn as unknown as EngineConnection;
    if (conn.readyState !== 'open') continue;
    // Shared by every receiver, as the adapter shares a text broadcast's options.
    conn.write(head, headOptions);
    conn.write(body, bodyOptions);
  }
}
