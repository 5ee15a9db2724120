/**
 * Chat lines and whispers as the server sends them: arrays rather than objects, because every
 * public line goes to everyone in town, so at 1000 players its size is paid a hundred times a
 * second by each client (bench:world). The keys, the uuid's dashes and hex, and the ISO time
 * were most of each line; the client decodes here, at the one place it receives these events,
 * back to exactly the line the server meant.
 *
 * - `chat`:    [id, username, text, at] or, for a line held by the word filter, [id, username, text, at, 1]
 * - `whisper`: [id, username, to, text, at]
 *
 * `at` is the line's time in whole ms since 1970 (the stored time has no finer part a player
 * sees). `id` is the row's uuid as 22 base64url characters (its 16 bytes); any other id, which
 * the database never hands out, travels as `~` and the id itself, so every id comes back as it
 * went: a report of the line names it by that id.
 */

export interface ChatMessageEvent {
  id: string;
  username: string;
  text: string;
  /** ISO 8601 with milliseconds, as Date.prototype.toISOString writes it. */
  timestamp: string;
  /** Held by the word filter: sent only to moderators in town and to its author (issue 21 §4). */
  held?: true;
}
export interface WhisperEvent {
  id: string;
  username: string;
  to: string;
  text: string;
  /** ISO 8601 with milliseconds, as Date.prototype.toISOString writes it. */
  timestamp: string;
}

const HELD = 1;
export type ChatWire = [id: string, username: string, text: string, at: number] | [id: string, username: string, text: string, at: number, held: typeof HELD];
export type WhisperWire = [id: string, username: string, to: string, text: string, at: number];

export function encodeChat(line: ChatMessageEvent): ChatWire {
  const wire: ChatWire = [packId(line.id), line.username, line.text, Date.parse(line.timestamp)];
  return line.held ? [...wire, HELD] : wire;
}

export function encodeWhisper(w: WhisperEvent): WhisperWire {
  return [packId(w.id), w.username, w.to, w.text, Date.parse(w.timestamp)];
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The line a `chat` event carries, or null for anything that is not one (it is then ignored). */
export function decodeChat(wire: unknown): ChatMessageEvent | null {
  if (!Array.isArray(wire) || wire.length < 4 || wire.length > 5) return null;
  const [id, username, text, at, held] = wire as unknown[];
  if (!isText(id) || !isText(username) || !isText(text) || !isTime(at)) return null;
  const line: ChatMessageEvent = { id: unpackId(id), username, text, timestamp: new Date(at).toISOString() };
  return held === HELD ? { ...line, held: true } : line;
}

/** The whisper a `whisper` event carries, or null for anything that is not one. */
export function decodeWhisper(wire: unknown): WhisperEvent | null {
  if (!Array.isArray(wire) || wire.length !== 5) return null;
  const [id, username, to, text, at] = wire as unknown[];
  if (!isText(id) || !isText(username) || !isText(to) || !isText(text) || !isTime(at)) return null;
  return { id: unpackId(id), username, to, text, timestamp: new Date(at).toISOString() };
}

/** The form PostgreSQL writes a uuid in: lowercase hex, dashed 8-4-4-4-12. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PACKED = /^[A-Za-z0-9_-]{21}[A-D]$/;
/** Starts an id sent as it is: not a base64url character, so never the start of a packed uuid. */
const RAW = '~';

/**
 * A uuid's 128 bits as 22 base64url characters: ten pairs of characters carry three hex digits
 * (12 bits) each, the last pair the final two digits (8 bits, the last character only 2 of them).
 */
export function packId(id: string): string {
  if (!UUID.test(id)) return RAW + id;
  const hex = id.replaceAll('-', '');
  let out = '';
  for (let i = 0; i < 30; i += 3) {
    const v = parseInt(hex.slice(i, i + 3), 16);
    out += BASE64URL[v >> 6]! + BASE64URL[v & 63]!;
  }
  const last = parseInt(hex.slice(30), 16);
  return out + BASE64URL[last >> 2]! + BASE64URL[last & 3]!;
}

export function unpackId(wire: string): string {
  if (wire.startsWith(RAW)) return wire.slice(RAW.length);
  if (!PACKED.test(wire)) return wire;
  const digit = (i: number) => BASE64URL.indexOf(wire[i]!);
  let hex = '';
  for (let i = 0; i < 20; i += 2) hex += ((digit(i) << 6) | digit(i + 1)).toString(16).padStart(3, '0');
  hex += ((digit(20) << 2) | digit(21)).toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
