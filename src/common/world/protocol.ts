import { z } from 'zod';
import { FLOW_CELLS, FLOW_ROUND_MS } from '../games/flow/constants';
import { TOWN } from './map';
import type { ChatWire, WhisperWire } from './chat-wire';
import type { MoveBatch } from './move-batch';

/** The lines `chat` and `whisper` carry, once decoded (chat-wire.ts). */
export type { ChatMessageEvent, WhisperEvent } from './chat-wire';

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
   * (as an offset from the server's clock: move-batch.ts). Only a measuring client sends it (the
   * world benchmark's sampled bots): the app's own sends none, since each stamp costs every
   * observer bytes and nothing on screen uses it. Anything but a plain timestamp is a malformed
   * move.
   */
  t: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const clientChat = z.object({ text: z.string().max(4 * CHAT_MAX) });
export const clientWhisper = z.object({ to: z.string().min(1).max(40), text: z.string().max(4 * CHAT_MAX) });
export const clientUpdateCharacter = z.object({}).passthrough().optional();
/**
 * A FLOW swap and what the client's copy of the game made of it (see "FLOW over the socket"
 * below): the chain's score and combo, plus the move (game id, its number in the game, the two
 * cells). A claim without the move earns nothing.
 */
const flowCell = z.number().int().min(0).max(FLOW_CELLS - 1);
export const clientMatchScore = z.object({
  score: z.number().int().min(0).max(1_000_000),
  combo: z.number().int().min(0).max(1000),
  game: z.string().min(1).max(64).optional(),
  move: z.number().int().min(0).max(1_000_000_000).optional(),
  a: flowCell.optional(),
  b: flowCell.optional(),
});

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
/**
 * What kind of notification_message this is, when it is more than a toast (issue 21):
 * `announcement`: an admin's message to everyone online; `signedOut`: the account was
 * suspended or banned, and the town closes this connection (the client leaves for the sign-in
 * page showing the message, and does not reconnect); `renamed`: staff changed the player's
 * username, and the town closes this connection (the client comes back under the new name).
 */
export type NotificationKind = 'announcement' | 'signedOut' | 'renamed';
export interface NotificationMessage {
  message: string;
  username?: string;
  kind?: NotificationKind;
  /** A chat refusal because the player is muted: when the mute ends (ISO), so the chat counts down. */
  mutedUntil?: string;
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

/**
 * FLOW over the socket (avatar-economy §7, issue 12).
 * - A game starts over HTTP: POST /api/flow/game deals a seed the server keeps (one live game
 *   per player, in the database, so any process can replay the next swap) and answers the
 *   game's id and state; GET /api/flow/state answers the live game to resume it.
 * - The client plays its own copy (src/common/games/flow) and sends each valid swap at once as
 *   `match_score`. The server replays it on its copy: honor comes only from the replay
 *   (honorForChain of the replay's chain score, times the active multiplier), never from the
 *   claimed numbers; a claim that disagrees with the replay earns nothing and is counted.
 * - Every claim is answered with `honor_updated` carrying the honor balance and the verdict.
 *   `out_of_sync` (no such game, not the next move, a swap the server's board refuses) applied
 *   nothing: the client reloads GET /api/flow/state. Any other outcome applied the swap.
 * Limits, all shared across processes (Redis counters when REDIS_URL is set; the pace lives
 * on the game's row):
 * - Pace: each round of a chain holds the player FLOW_ROUND_MS (its three 300 ms waits), so a
 *   swap arriving sooner than the previous chain's rounds x 900 ms after the one before it,
 *   less MATCH_PACE_SLACK_MS of network jitter, is faster than a person: `too_fast`, no honor.
 * - At most MATCH_HONOR_PER_MINUTE honor a minute (a fast player with the 7x multiplier makes
 *   about 150) and MATCH_HONOR_PER_HOUR an hour per player: beyond them, `capped`.
 */
export const MATCH_HONOR_PER_MINUTE = 250;
export const MATCH_HONOR_PER_HOUR = 3000;
export const MATCH_PACE_SLACK_MS = 1000;
export const MATCH_PACE_ROUND_MS = FLOW_ROUND_MS;

export type FlowClaimOutcome = 'earned' | 'too_fast' | 'capped' | 'disagrees' | 'out_of_sync';
/** The server's verdict on one `match_score`, sent with `honor_updated`. */
export interface FlowVerdict {
  game: string;
  /** The claimed move's number in the game. */
  move: number;
  outcome: FlowClaimOutcome;
  /** Honor granted for this swap (after the multiplier and the caps). */
  earned: number;
  /** The game's score and the player's high score, by the server's replay. */
  score: number;
  highScore: number;
}
export interface HonorUpdated {
  honor: number;
  /** Present when the update answers a FLOW claim. */
  flow?: FlowVerdict;
}

/*
 * Delivery rules a client can rely on:
 * - `chat` goes to everyone in town (the sender included: it is the authoritative, filtered
 *   text) except players who block the sender; `whisper` goes to the recipient and back to the
 *   sender, both as arrays (src/common/world/chat-wire.ts). Texts may contain REDACTION_MARKER
 *   (src/common/world/chat.ts).
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
  honor_updated: (p: HonorUpdated) => void;
  move: (p: MoveBatch) => void;
  /** The server refused a move: the client snaps back here. */
  correct_position: (p: PlayerState) => void;
  /** A line as an array: decodeChat (chat-wire.ts) gives it back as a ChatMessageEvent. */
  chat: (p: ChatWire) => void;
  /** A whisper as an array: decodeWhisper (chat-wire.ts) gives it back as a WhisperEvent. */
  whisper: (p: WhisperWire) => void;
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
