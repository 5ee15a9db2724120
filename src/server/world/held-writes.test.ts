import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneWrite } from './held-writes';

describe("a tick's writes", () => {
  const http = createServer();
  const io = new Server(http);
  const clients: ClientSocket[] = [];
  const received: string[][] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    // More players than one chunk of writes, so later ones are written on later turns.
    for (let i = 0; i < 230; i++) {
      const c = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
      const log: string[] = [];
      c.onAny((event: string, n: number) => log.push(`${event}${n}`));
      clients.push(c);
      received.push(log);
    }
    await Promise.all(clients.map((c) => new Promise<void>((resolve) => (c.connected ? resolve() : c.once('connect', () => resolve())))));
  });
  afterAll(() => {
    for (const c of clients) c.disconnect();
    io.close();
  });

  it('reach every player complete and in order, with what was sent to one player alone', async () => {
    const [first] = io.of('/').sockets.values();
    inOneWrite(io.of('/').sockets.values(), () => {
      io.emit('chat', 1);
      io.emit('chat', 2);
      first!.emit('own', 3);
      io.emit('move', 4);
    });
    await expect.poll(() => received.every((r) => r.length >= 3), { timeout: 5000 }).toBe(true);
    expect(received.filter((r) => r.join() === 'chat1,chat2,move4')).toHaveLength(229);
    expect(received.filter((r) => r.join() === 'chat1,chat2,own3,move4')).toHaveLength(1);
  });

  it('leave no player holding packets afterwards', async () => {
    for (const r of received) r.length = 0;
    io.emit('later', 5);
    await expect.poll(() => received.every((r) => r.join() === 'later5'), { timeout: 5000 }).toBe(true);
  });
});
