import { io, type Socket } from 'socket.io-client';
import { chatRoutes } from '@common/api/routes/chat';
import { decodeChat, decodeWhisper } from '@common/world/chat-wire';
import { CONNECT_ERRORS, RECONNECT, type ClientToServerEvents, type NotificationMessage, type Player, type ServerToClientEvents } from '@common/world/protocol';
import { TOWN } from '@common/world/map';
import { call } from '../api/client';
import { useChat } from '../chat/store';
import { isBlocked, type ChatEntry } from '../chat/rules';
import { useSession } from '../stores/session';
import { useTown } from './store';
import type { TownSink } from './townLink';

export type TownSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The open town connection, if any (one per page). */
let live: TownSocket | null = null;
const liveListeners = new Set<(socket: TownSocket | null) => void>();

function setLive(next: TownSocket | null): void {
  live = next;
  for (const listener of liveListeners) listener(next);
}

/**
 * Follows the town's connection: the listener hears the one open now (or null) at once, then each
 * new one and null when it closes. Features that talk on the town's socket (FLOW's swaps and
 * verdicts) subscribe here, so the town never needs to know them.
 */
export function onTownSocket(listener: (socket: TownSocket | null) => void): () => void {
  liveListeners.add(listener);
  listener(live);
  return () => {
    liveListeners.delete(listener);
  };
}

/**
 * The player's look changed (clothes, skin tone, size, an outfit): the town redraws them for
 * everyone at once (the server answers update_character with user_updated to all). A page
 * without a town connection has nobody to tell.
 */
export function announceLookChange(): void {
  if (live?.connected) live.emit('update_character');
}

/**
 * The town's real-time connection (live-world §7): the handshake carries the session key and
 * the location; a dropped connection retries every 50-1000 ms up to 100 times. Events feed the
 * canvas (positions, bubbles; through a TownLink until it is ready) and the stores (who is here,
 * chat). Returns a disconnect function.
 */
export function connectTown(town: TownSink, onNotification: (n: NotificationMessage) => void): () => void {
  const sessionKey = useSession.getState().key;
  if (!sessionKey) return () => {};
  const socket: TownSocket = io({
    auth: { sessionKey, location: TOWN.name },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: RECONNECT.delayMin,
    reconnectionDelayMax: RECONNECT.delayMax,
    reconnectionAttempts: RECONNECT.attempts,
  });
  setLive(socket);
  /** username -> current socket, so a stale user_disconnected after a reconnect is ignored. */
  const socketOf = new Map<string, string>();
  let blocked: string[] = useSession.getState().user?.blockedList ?? [];
  let me = useSession.getState().user?.username ?? '';
  const town$ = useTown.getState();
  const chat$ = useChat.getState();

  const goOffline = () => {
    town.clear();
    town.setSender(null);
    socketOf.clear();
    useTown.setState({ connected: false, offline: true, me: null, players: [] });
    useChat.getState().setSend(null);
  };

  socket.on('connect', () => {
    town$.setConnected(true);
    town.setSender((m) => socket.emit('move', m));
    chat$.setSend((o) => (o.kind === 'chat' ? socket.emit('chat', { text: o.text }) : socket.emit('whisper', { to: o.to, text: o.text })));
    void loadHistory(me);
  });
  socket.on('connect_error', (err) => {
    console.warn('[town] connection failed:', err.message);
    goOffline();
    // A refused key will not get better by retrying: the session is over.
    if (err.message === CONNECT_ERRORS.badKey || err.message === CONNECT_ERRORS.noKey) {
      socket.disconnect();
      useSession.getState().expire();
    }
  });
  // A rename closes the connection (the town's rooms and presence go by name): the session is
  // read again under the new name and the town reconnects.
  let renamed = false;
  socket.on('disconnect', (reason) => {
    goOffline();
    if (renamed && reason === 'io server disconnect') {
      renamed = false;
      void useSession
        .getState()
        .load()
        .then(() => socket.connect());
    }
  });

  const track = (p: Player) => {
    socketOf.set(p.user.username, p.socketId);
    return p.user;
  };
  socket.on('join_room', ({ self, players }) => {
    me = self.user.username;
    blocked = self.user.blockedList ?? blocked;
    town.join(self, players);
    track(self);
    useTown.setState({ me: self.user, players: [self, ...players.filter((p) => p.user.username !== me)].map(track) });
  });
  socket.on('user_connected', (p) => {
    if (p.user.username === me) return;
    town.addPlayer(p);
    town$.upsertPlayer(track(p));
  });
  socket.on('user_disconnected', ({ socketId, username }) => {
    if (socketOf.get(username) !== socketId) return;
    socketOf.delete(username);
    town.removePlayer(username);
    town$.removePlayer(username);
  });
  socket.on('user_updated', ({ username, user }) => {
    town.updateUser(username, user);
    if (username === me) {
      blocked = user.blockedList ?? blocked;
      useTown.setState({ me: user });
    }
    town$.upsertPlayer(user);
  });
  socket.on('honor_updated', ({ honor }) => {
    town$.setHonor(honor);
    useSession.getState().patchUser({ honor });
  });
  socket.on('move', (batch) => town.applyMoves(batch));
  socket.on('correct_position', (state) => town.correct(state));
  socket.on('chat', (wire) => {
    const m = decodeChat(wire);
    if (!m) return;
    if (m.username !== me && isBlocked(m.username, blocked)) return;
    // A held line is no speech bubble: the street does not hear it.
    if (!m.held) town.say(m.username, m.text);
    useChat.getState().receivePublic({ id: m.id, type: 'public', user: m.username, text: m.text, timestamp: m.timestamp, isSender: m.username === me, myUsername: m.username === me ? me : undefined, held: m.held });
  });
  socket.on('whisper', (wire) => {
    const m = decodeWhisper(wire);
    if (!m) return;
    const mine = m.username === me;
    if (!mine && isBlocked(m.username, blocked)) return;
    const entry: ChatEntry = { id: m.id, type: 'whisper', user: mine ? m.to : m.username, text: m.text, timestamp: m.timestamp, isSender: mine, myUsername: mine ? me : undefined };
    useChat.getState().receiveWhisper(entry);
  });
  socket.on('notification_message', (n) => {
    // A chat refusal while muted: the chat input counts the mute down.
    if (n.mutedUntil) useChat.getState().setMutedUntil(Date.parse(n.mutedUntil));
    if (n.kind === 'renamed') renamed = true;
    if (n.kind === 'signedOut') {
      // Suspended or banned (issue 21): the town closes this connection and the sessions are over.
      socket.disconnect();
      useSession.getState().endedBy(n.message);
    }
    onNotification(n);
  });

  return () => {
    if (live === socket) setLive(null);
    socket.removeAllListeners();
    socket.disconnect();
    goOffline();
    useTown.setState({ offline: false });
  };
}

/** The chat window's history: the last 50 public messages and the whisper history. */
async function loadHistory(me: string): Promise<void> {
  const [pub, whispers] = await Promise.allSettled([call(chatRoutes.publicRecent, {}), call(chatRoutes.whispers, {})]);
  const chat = useChat.getState();
  if (pub.status === 'fulfilled') {
    chat.setPublicHistory(
      pub.value.messages.map((m) => ({ id: m.id, type: 'public', user: m.username, text: m.text, timestamp: m.timestamp, isSender: m.username === me, myUsername: m.username === me ? me : undefined })),
    );
  }
  if (whispers.status === 'fulfilled') chat.setWhisperHistory(whispers.value.messages, whispers.value.readTimestamps.whisper);
}
