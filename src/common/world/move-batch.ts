/**
 * A tick's moves for one zone of interest, as the server sends them: binary, because a busy
 * town sends each client thousands of moves a second and reading bytes costs a client far less
 * than parsing the same moves as JSON (WorkAdventure sends its positions as protobuf for the
 * same reason). Socket.IO carries the bytes as a binary attachment: a Uint8Array (a Buffer) on
 * the server, an ArrayBuffer in a browser, a Buffer in Node.js clients.
 *
 * Layout, little-endian:
 * - byte 0: flags; bit 0 set when the batch carries send stamps;
 * - with stamps, bytes 1-8: the server's clock as the batch left (float64 ms);
 * - then one record per mover: id (uint32, the mover's Player.id), x and y (uint16, whole world
 *   units), frame (uint8) and, with stamps, the mover's send stamp minus the server's clock
 *   (int32 ms; NO_STAMP for a mover that sent none or whose clock is beyond 24 days off).
 */
export type MoveBatch = ArrayBuffer | Uint8Array;

export interface MoveUpdate {
  /** The mover's Player.id. */
  id: number;
  x: number;
  y: number;
  frame: number;
  /** The mover's send stamp (its own clock, ms), when it sent one. */
  t?: number;
}

/** Player ids travel as uint32: the counters that hand them out start over at this. */
export const PLAYER_ID_LIMIT = 2 ** 32;

const STAMPED = 1;
const HEADER = 1;
const STAMP_HEADER = 8;
const RECORD = 9;
const STAMP = 4;
const NO_STAMP = -0x8000_0000;
const MAX_COORD = 0xffff;

const coord = (v: number) => Math.min(MAX_COORD, Math.max(0, Math.round(v)));

/**
 * Encodes movers for the wire. `sent` (the server's clock now) goes along only when some mover
 * stamped its move: measuring clients split their latency there, and stamps travel as small
 * offsets from it, so one client with a wrong clock cannot blur the others' stamps.
 */
export function encodeMoves(updates: readonly MoveUpdate[], sent: number): Uint8Array {
  const stamped = updates.some((u) => u.t !== undefined);
  const record = stamped ? RECORD + STAMP : RECORD;
  const start = stamped ? HEADER + STAMP_HEADER : HEADER;
  const bytes = new Uint8Array(start + updates.length * record);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, stamped ? STAMPED : 0);
  if (stamped) view.setFloat64(HEADER, sent, true);
  let at = start;
  for (const u of updates) {
    view.setUint32(at, u.id >>> 0, true);
    view.setUint16(at + 4, coord(u.x), true);
    view.setUint16(at + 6, coord(u.y), true);
    view.setUint8(at + 8, u.frame);
    if (stamped) {
      const dt = u.t === undefined ? NO_STAMP : Math.round(u.t - sent);
      view.setInt32(at + RECORD, dt > NO_STAMP && dt <= 0x7fff_ffff ? dt : NO_STAMP, true);
    }
    at += record;
  }
  return bytes;
}

function viewOf(batch: MoveBatch): DataView | null {
  if (batch instanceof ArrayBuffer) return new DataView(batch);
  if (ArrayBuffer.isView(batch)) return new DataView(batch.buffer, batch.byteOffset, batch.byteLength);
  return null;
}

/**
 * Calls `visit` for each mover in the batch, without allocating per mover: a client reads
 * hundreds of these a second. A batch that is not bytes, or a cut-off record, is skipped.
 */
export function readMoves(batch: MoveBatch, visit: (id: number, x: number, y: number, frame: number, t: number | undefined) => void): void {
  const view = viewOf(batch);
  if (!view || view.byteLength < HEADER) return;
  const stamped = (view.getUint8(0) & STAMPED) !== 0;
  if (stamped && view.byteLength < HEADER + STAMP_HEADER) return;
  const sent = stamped ? view.getFloat64(HEADER, true) : 0;
  const record = stamped ? RECORD + STAMP : RECORD;
  for (let at = stamped ? HEADER + STAMP_HEADER : HEADER; at + record <= view.byteLength; at += record) {
    const dt = stamped ? view.getInt32(at + RECORD, true) : NO_STAMP;
    visit(view.getUint32(at, true), view.getUint16(at + 4, true), view.getUint16(at + 6, true), view.getUint8(at + 8), dt === NO_STAMP ? undefined : sent + dt);
  }
}

/** The server's clock as the batch left, in batches with send stamps. */
export function sentAt(batch: MoveBatch): number | undefined {
  const view = viewOf(batch);
  if (!view || view.byteLength < HEADER + STAMP_HEADER || (view.getUint8(0) & STAMPED) === 0) return undefined;
  return view.getFloat64(HEADER, true);
}

/** The moves of a batch as objects (for code where clarity beats the allocation). */
export function movesOf(batch: MoveBatch): MoveUpdate[] {
  const out: MoveUpdate[] = [];
  readMoves(batch, (id, x, y, frame, t) => out.push(t === undefined ? { id, x, y, frame } : { id, x, y, frame, t }));
  return out;
}
