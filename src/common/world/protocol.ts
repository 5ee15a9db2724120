import { z } from 'zod';
import { TOWN } from './map';
import type { MoveBatch } from './move-batch';

/**
 * The town's real-time protocol (live-world §7), one zod schema per event payload. The server
 * validates every incoming event against these; a malformed one is dropped and counted.
 */
export const CHAT_MAX = 128;

export const handshakeAuth = z.object({
  sessionKey: z.string().min(1).max(200),
  location: z.literal(TOWN.name),
});
export type HandshakeAuth = z.infer<typeof handshakeAuth>;

const coord = z.number().finite();
export const frameSchema = z.number().int().min(0).max(5);

// ---- client -> server ----
export const clientMove = z.object({
  x: coord,
  y: coord,
  frame: frameSchema,
  /**
   * Client clock at send (whole ms since 1970); echoed to observers so latency can be measured
   * (as an offset from the server's clock: move-batch.ts). Anything but a plain timestamp is a
   * malformed move.
   */
  t: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const clientChat = z.object({ text: z.string().max(4 * CHAT_MAX) });
export const clientWhisper = z.object({ to: z.string().min(1).max(40), text: z.string().max(4 * CHAT_MAX) });
export const clientUpdateCharacter = z.object({}).passthrough().optional();
export const clientMatchScore = z.object({ score: z.number().int().min(0).max(1_000_000), combo: z.number().int().min(0).max(1000) });

export type ClientMove = z.infer<typeof clientMove>;
export type ClientChat = z.infer<typeof clientChat>;
export type ClientWhisper = z.infer<typeof clientWhisper>;
export type ClientMatchScore = z.infer<typeof clientMatchScore>;

// ---- server -> client ----
export interface PlayerState {
  x: number;
  y: number;
  frame: number;
}
export interface PlayerUser {
  username: string;
  membership: number;
  /** Hash of the composed look: the sheet is cdn.lookSheet(look). */
  look: string;
  customization: { nametagColor: string | null; width: number; height: number };
  /** Only on the viewer's own player (join_room self): usernames whose chat they never see. */
  blockedList?: string[];
}
export interface Player {
  socketId: string;
  /** The connection's number in town, unique across processes: moves name players by it. */
  id: number;
  state: PlayerState;
  user: PlayerUser;
}
export interface JoinRoom {
  self: Player;
  players: Player[];
}
export interface ChatMessageEvent {
  id: string;
  username: string;
  text: string;
  timestamp: string;
}
export interface WhisperEvent {
  id: string;
  username: string;
  to: string;
  text: string;
  timestamp: string;
}
export interface NotificationMessage {
  message: string;
  username?: string;
}

/**
 * Why the town refuses a connection: the connect_error message a client receives. A refused
 * key is not retried by a sensible client; the web app signs out instead.
 */
export const CONNECT_ERRORS = {
  noKey: 'Sign in to enter Old Road Town.',
  badKey: 'Your session has expired or you signed out. Please sign in again.',
  noUsername: 'Finish creating your account before entering Old Road Town.',
  badLocation: `Unknown location: only ${TOWN.name} is open.`,
  unavailable: 'Old Road Town is not available right now. Please try again.',
} as const;

/** Honor from a FLOW game: floor(score / 100), at most this much per player per minute. */
export const MATCH_HONOR_DIVISOR = 100;
export const MATCH_HONOR_PER_MINUTE = 50;

/*
 * Delivery rules a client can rely on:
 * - `chat` goes to everyone in town (the sender included: it is the authoritative, filtered
 *   text) except players who block the sender; `whisper` goes to the recipient and back to the
 *   sender. Texts may contain REDACTION_MARKER (src/common/world/chat.ts).
 * - `move` batches arrive once per server tick, as bytes (src/common/world/move-batch.ts), and
 *   cover the players in the receiver's zone of interest (src/common/world/zones.ts); players
 *   further away keep their last position.
 * - `user_disconnected` names the socket that left: ignore it when that username has since
 *   reconnected under a new socketId (a new connection replaces the old one).
 */
export interface ServerToClientEvents {
  notification_message: (p: NotificationMessage) => void;
  join_room: (p: JoinRoom) => void;
  user_connected: (p: Player) => void;
  user_disconnected: (p: { socketId: string; username: string }) => void;
  user_updated: (p: { username: string; user: PlayerUser }) => void;
  honor_updated: (p: { honor: number }) => void;
  move: (p: MoveBatch) => void;
  /** The server refused a move: the client snaps back here. */
  correct_position: (p: PlayerState) => void;
  chat: (p: ChatMessageEvent) => void;
  whisper: (p: WhisperEvent) => void;
}

export interface ClientToServerEvents {
  move: (p: ClientMove) => void;
  chat: (p: ClientChat) => void;
  whisper: (p: ClientWhisper) => void;
  update_character: (p?: unknown) => void;
  match_score: (p: ClientMatchScore) => void;
}

/** Client timing (live-world §9). */
export const MOVE_SEND_THROTTLE_MS = 175;
export const FORCED_UPDATE_MS = 3000;
export const FORCED_UPDATE_OPTIMIZED_MS = 5000;
export const RECONNECT = { delayMin: 50, delayMax: 1000, attempts: 100 } as const;
