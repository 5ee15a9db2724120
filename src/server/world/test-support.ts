import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { LocationData } from '@common/world/map';
import { decodeChat, decodeWhisper, type ChatMessageEvent, type WhisperEvent } from '@common/world/chat-wire';
import type { ClientToServerEvents, ServerToClientEvents } from '@common/world/protocol';
import { TOWN } from '@common/world/map';
import { buildApp } from '../app';
import { ChangeFeed } from '../db/changes';
import { connectDatabase, databaseHandles } from '../db/client';
import { useTestApp, type TestApp } from '../test/app';
import { makePlayer, type TestPlayer } from '../test/players';
import { startWorld, type World } from './index';
import { LocalPresence } from './presence';

export type TownClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectOptions {
  sessionKey?: string | null;
  location?: string;
  origin?: string;
}

export interface TestTown {
  t: TestApp;
  world: World;
  url: string;
  /** A registered player with a live session key. */
  player(username: string): Promise<TestPlayer>;
  /** A real Socket.IO client (websocket, no reconnection), closed after the file's tests. */
  connect(opts: ConnectOptions): TownClient;
}

/**
 * A test app listening on a free port with the town attached, over a fresh database: tests
 * drive it with real socket.io-client connections, as players' browsers do.
 */
export function useTestTown(
  opts: { location?: LocationData; overrides?: Partial<Record<string, string>>; redis?: boolean; redisPrefix?: string; changes?: boolean } = {},
): TestTown {
  const t = useTestApp(opts.overrides ?? {}, { redis: opts.redis, changes: opts.changes });
  const clients: TownClient[] = [];
  const holder = { t } as TestTown;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    holder.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    holder.world = await startWorld(t.app.server, t.ctx, { location: opts.location, redisPrefix: opts.redisPrefix });
  });
  // Registered after useTestApp's, so it runs before the app and database close.
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await holder.world?.close();
    // Leave no keys of this test's town behind in a shared Redis.
    const redis = t.ctx.redis;
    if (redis && opts.redisPrefix) {
      const keys = await redis.keys(`${opts.redisPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  });
  holder.player = (username) => makePlayer(t, { username });
  holder.connect = (c) => connectTo(holder.url, c, clients);
  return holder;
}

function connectTo(url: string, c: ConnectOptions, clients: TownClient[]): TownClient {
  const client: TownClient = connectClient(url, {
    auth: { ...(c.sessionKey === null ? {} : { sessionKey: c.sessionKey }), location: c.location ?? TOWN.name },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(c.origin ? { extraHeaders: { origin: c.origin } } : {}),
  });
  clients.push(client);
  return client;
}

/** What a test reads of an event: chat lines and whispers decoded as a client decodes them (chat-wire.ts). */
export type Heard<E extends keyof ServerToClientEvents> = E extends 'chat' ? ChatMessageEvent : E extends 'whisper' ? WhisperEvent : Parameters<ServerToClientEvents[E]>[0];

function decoded<E extends keyof ServerToClientEvents>(event: E, payload: unknown): Heard<E> {
  const line = event === 'chat' ? decodeChat(payload) : event === 'whisper' ? decodeWhisper(payload) : payload;
  if (line === null) throw new Error(`a ${String(event)} no client can read: ${JSON.stringify(payload)}`);
  return line as Heard<E>;
}

/** The next `event` on a client that satisfies `match` (fails after a generous timeout). */
export function nextEvent<E extends keyof ServerToClientEvents>(client: TownClient, event: E, match: (payload: Heard<E>) => boolean = () => true, timeoutMs = 5000): Promise<Heard<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off(event, handler as never);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (raw: unknown) => {
      let payload: Heard<E>;
      try {
        payload = decoded(event, raw);
      } catch (err) {
        clearTimeout(timer);
        client.off(event, handler as never);
        return reject(err as Error);
      }
      if (!match(payload)) return;
      clearTimeout(timer);
      client.off(event, handler as never);
      resolve(payload);
    };
    client.on(event, handler as never);
  });
}

/** Every payload of `event` a client receives from now on (chat lines and whispers decoded). */
export function collect<E extends keyof ServerToClientEvents>(client: TownClient, event: E): Heard<E>[] {
  const out: Heard<E>[] = [];
  client.on(event, ((raw: unknown) => out.push(decoded(event, raw))) as never);
  return out;
}

/** Resolves with the connect_error message, or rejects if the client connects. */
export function refusal(client: TownClient): Promise<string> {
  return new Promise((resolve, reject) => {
    client.once('connect_error', (err) => resolve(err.message));
    client.once('connect', () => reject(new Error('connected although it should have been refused')));
  });
}

/** Connects a new player and waits until they are in town. */
export async function joinAs(town: TestTown, username: string) {
  const player = await town.player(username);
  const client = town.connect({ sessionKey: player.key });
  const joined = await nextEvent(client, 'join_room');
  return { ...player, client, joined };
}

export const uniquePrefix = () => `world_test_${randomBytes(4).toString('hex')}`;

/**
 * A second app process for multi-process tests: its own Fastify app, database pool, Redis
 * connections and Socket.IO server, on the first town's database and Redis prefix. Both
 * towns must be started with the same redisPrefix.
 */
export function useSecondTown(first: TestTown, opts: { redisPrefix: string; location?: LocationData }): { town: () => TestTown } {
  const holder = {} as TestTown;
  const clients: TownClient[] = [];
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const log = pino({ level: 'silent' });
    const database = connectDatabase(first.t.databaseUrl, log, 5);
    const redis = new Redis(first.t.ctx.config.REDIS_URL!);
    // Its own change notices when the first listens: each process keeps its own memory.
    const changes = first.t.ctx.changes ? new ChangeFeed(first.t.databaseUrl, log) : undefined;
    await changes?.start();
    const app = await buildApp({ ...first.t.ctx, ...databaseHandles(database), redis, log, presence: new LocalPresence(), changes }, { serveWeb: false });
    const ctx = app.ctx;
    await app.listen({ port: 0, host: '127.0.0.1' });
    holder.url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    holder.world = await startWorld(app.server, ctx, opts);
    holder.t = {
      ...first.t,
      app,
      ctx,
      call: async ({ key, headers, ...rest }) => {
        const res = await app.inject({ ...rest, headers: { ...(headers ?? {}), ...(key ? { 'x-session-key': key } : {}) } });
        return { status: res.statusCode, body: res.json(), headers: res.headers };
      },
    };
    holder.player = first.player;
    holder.connect = (c) => connectTo(holder.url, c, clients);
    cleanup = async () => {
      for (const c of clients) c.disconnect();
      await holder.world.close();
      await app.close();
      await changes?.stop();
      await database.close();
      redis.disconnect();
    };
  });
  afterAll(async () => {
    await cleanup?.();
  });
  return { town: () => holder };
}
