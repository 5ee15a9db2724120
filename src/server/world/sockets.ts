import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/world/protocol';
import type { SocketData } from './handshake';

/** The town's Socket.IO server and sockets, typed by the protocol (a file of its own so the fan-out needs none of the town's code). */
export type TownServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type TownSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
