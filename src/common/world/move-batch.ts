import { FRAME_COUNT, TOWN } from './map';

/**
 * A tick's moves for one zone of interest, as the server sends them: binary, because a busy
 * town sends each client thousands of moves a second and reading bytes costs a client far less
 * than parsing the same moves as JSON (WorkAdventure sends its positions as protobuf for the
 * same reason). Socket.IO carries the bytes as a binary attachment: a Uint8Array (a Buffer) on
 * the server, an ArrayBuffer in a browser, a Buffer in Node.js clients.
 *
 * Layout, little-endian:
 * - byte 0: flags; bit 0 set when some mover of the batch carries a send stamp;
 * - with stamps, bytes 1-8: the server's clock as the batch left (float64 ms);
 * - then one record per mover, in ascending id order:
 *   - the id's distance from the previous record's id (the first: from 0), times two, plus 1
 *     when the record carries a stamp, as an unsigned LEB128 varint: ids are handed out one
 *     after the other, so the movers near a player are a byte apart or two, where a whole
 *     uint32 took four;
 *   - x, y and frame in three bytes (a uint24): x + (X_STEPS) * (y / 2 + Y_STEPS * frame), with
 *     x in whole world units across the street (0 to MAX_X) and y in steps of Y_STEP units
 *     (0 to MAX_Y): the street's 5165 x 1001 whole-unit places and 6 frames need a bit more
 *     than 24 bits; rounded to even, a height is at most one unit off (under a pixel at the
 *     smallest zoom, and the client glides between positions), where a fourth byte was a
 *     fifth of every record;
 *   - only for a stamped record: the mover's send stamp minus the server's clock (int16 ms).
 *     A mover that sent none, or whose clock is more than 32 s off the server's, has none.
 * A mover takes about 4 bytes, 6 with a stamp (13 before ids and positions were packed).
 * Stamps are per record, not per batch: one stamping mover (a measuring client, bench:world)
 * would otherwise make every mover of its batches two bytes longer for every client.
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
/** The largest x and y a batch carries: the street's width and height. */
export const MAX_X = TOWN.width;
export const MAX_Y = TOWN.height;
/** y travels in steps of this many units (see the layout above). */
export const Y_STEP = 2;
const X_STEPS = MAX_X + 1;
const Y_STEPS = Math.floor(MAX_Y / Y_STEP) + 1;
if (X_STEPS * Y_STEPS * FRAME_COUNT > 0x100_0000) throw new Error('move-batch: the town no longer fits a three-byte position');

const STAMPED = 1;
const HEADER = 1;
const STAMP_HEADER = 8;
const POSITION = 3;
const STAMP = 2;
/** The stamp offsets a record carries: about 32 s either side of the server's clock. */
const STAMP_MIN = -0x7fff;
const STAMP_MAX = 0x7fff;

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
/** x, y and frame as one number below 2^24 (see the layout above). */
function position(u: MoveUpdate): number {
  const frame = Math.min(FRAME_COUNT - 1, Math.max(0, Math.trunc(u.frame) || 0));
  return clamp(u.x, MAX_X) + X_STEPS * (clamp(u.y / Y_STEP, Y_STEPS - 1) + Y_STEPS * frame);
}
const varintBytes = (n: number) => (n < 0x80 ? 1 : n < 0x4000 ? 2 : n < 0x20_0000 ? 3 : n < 0x1000_0000 ? 4 : 5);

function ascending(updates: readonly MoveUpdate[]): readonly MoveUpdate[] {
  for (let i = 1; i < updates.length; i++) {
    if (updates[i]!.id < updates[i - 1]!.id) return [...updates].sort((a, b) => a.id - b.id);
  }
  return updates;
}

/** A mover's stamp as an offset from `sent`, or undefined when it has none the wire can carry. */
function stampOffset(u: MoveUpdate, sent: number): number | undefined {
  if (u.t === undefined) return undefined;
  const dt = Math.round(u.t - sent);
  return dt >= STAMP_MIN && dt <= STAMP_MAX ? dt : undefined;
}

/**
 * Encodes movers for the wire (the server passes them in ascending id order; others are
 * sorted here). `sent` (the server's clock now) goes along only when some mover stamped its
 * move: measuring clients split their latency there, and stamps travel as small offsets from
 * it, so one client with a wrong clock cannot blur the others' stamps.
 */
export function encodeMoves(moves: readonly MoveUpdate[], sent: number): Uint8Array {
  const updates = ascending(moves);
  const offsets = updates.map((u) => stampOffset(u, sent));
  const stamped = offsets.some((dt) => dt !== undefined);
  let size = stamped ? HEADER + STAMP_HEADER : HEADER;
  let prev = 0;
  for (let i = 0; i < updates.length; i++) {
    const id = updates[i]!.id >>> 0;
    const own = offsets[i] !== undefined;
    size += varintBytes((id - prev) * 2 + (own ? 1 : 0)) + POSITION + (own ? STAMP : 0);
    prev = id;
  }
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, stamped ? STAMPED : 0);
  if (stamped) view.setFloat64(HEADER, sent, true);
  let at = stamped ? HEADER + STAMP_HEADER : HEADER;
  prev = 0;
  for (let i = 0; i < updates.length; i++) {
    const u = updates[i]!;
    const dt = offsets[i];
    const id = u.id >>> 0;
    // Arithmetic, not bit operations: ids go up to 2^32, so twice a distance passes 2^31.
    let head = (id - prev) * 2 + (dt === undefined ? 0 : 1);
    prev = id;
    while (head >= 0x80) {
      bytes[at++] = (head % 0x80) | 0x80;
      head = Math.floor(head / 0x80);
    }
    bytes[at++] = head;
    const packed = position(u);
    bytes[at] = packed & 0xff;
    bytes[at + 1] = (packed >>> 8) & 0xff;
    bytes[at + 2] = packed >>> 16;
    at += POSITION;
    if (dt !== undefined) {
      view.setInt16(at, dt, true);
      at += STAMP;
    }
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
  const end = view.byteLength;
  let at = stamped ? HEADER + STAMP_HEADER : HEADER;
  let id = 0;
  while (at < end) {
    let head = 0;
    let scale = 1;
    let byte: number;
    do {
      if (at >= end) return;
      byte = view.getUint8(at++);
      head += (byte & 0x7f) * scale;
      scale *= 0x80;
    } while (byte & 0x80);
    const own = head % 2 === 1;
    // A stamp needs the batch's send time: without it, this is not a batch of ours.
    if (own && !stamped) return;
    if (at + POSITION + (own ? STAMP : 0) > end) return;
    id += Math.floor(head / 2);
    const packed = view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
    at += POSITION;
    let t: number | undefined;
    if (own) {
      t = sent + view.getInt16(at, true);
      at += STAMP;
    }
    const x = packed % X_STEPS;
    const rest = (packed - x) / X_STEPS;
    const y = rest % Y_STEPS;
    visit(id, x, y * Y_STEP, (rest - y) / Y_STEPS, t);
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
