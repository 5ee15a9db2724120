import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { facingFrame } from '@common/world/facing';
import type { ChatMessageEvent, PlayerState } from '@common/world/protocol';
import { io as connectClient } from 'socket.io-client';
import { colliderToWorld, TOWN } from '@common/world/map';
import { RESIDENT_GREETINGS, RESIDENT_LINES } from '@common/world/residents';
import { loadTownLocation } from '../../art/town';
import { loadConfig } from '../../config';
import { sessions } from '../../modules/auth/schema';
import { createSession } from '../../modules/auth/sessions';
import { blocks, users } from '../../modules/users/schema';
import { DEMO_RESIDENT_NAMES, seedDemoWorld } from '../../seed/demo';
import { collect, joinAs, nextEvent, useTestTown } from '../test-support';
import type { TownSocket } from '../town';
import { startDemoResidents, startResidents, type Residents } from './index';
import { allInTown, FAST_RESIDENTS, residentsUntil } from './testing';
import { newResidentToken, retireResidentToken } from './tokens';

/**
 * The demo residents in a real town (issue 22 §3): real Socket.IO clients of the world server,
 * checked by it like players.
 */
const town = useTestTown();
let running: Residents | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function keyOf(username: string): Promise<string> {
  const [row] = await town.t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return createSession(town.t.ctx, row!.id);
}

describe('without the demo world', () => {
  it('starts no residents when the demo world is not seeded', async () => {
    expect(await startDemoResidents(town.t.ctx)).toBeNull();
    expect(await town.world.presence.count()).toBe(0);
  });
});

describe('demo residents', () => {
  beforeAll(async () => {
    await seedDemoWorld(town.t.ctx);
  });

  it('are the demo players who are not staff, flagged on their accounts and marked on their profiles', async () => {
    expect(DEMO_RESIDENT_NAMES).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);
    const flagged = await town.t.ctx.db.select({ username: users.username }).from(users).where(eq(users.isDemoResident, true));
    expect(flagged.map((r) => r.username).sort()).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);
    const key = await keyOf('Cleo');
    const get = (url: string) => town.t.call({ method: 'GET', url, key });
    expect((await get('/api/profile/Ava/quickAction')).body.isDemoResident).toBe(true);
    expect((await get('/api/profile/Ava')).body.isDemoResident).toBe(true);
    expect((await get('/api/profile/Finn/quickAction')).body.isDemoResident).toBe(false);
    expect((await get('/api/profile/Cleo')).body.isDemoResident).toBe(false);
  });

  it('stay out with DEMO_RESIDENTS=0', async () => {
    expect(loadConfig({}).DEMO_RESIDENTS).toBe(true);
    expect(loadConfig({ DEMO_RESIDENTS: '0' }).DEMO_RESIDENTS).toBe(false);
    const config = town.t.ctx.config;
    config.DEMO_RESIDENTS = false;
    try {
      expect(await startDemoResidents(town.t.ctx)).toBeNull();
    } finally {
      config.DEMO_RESIDENTS = true;
    }
    expect(await town.world.presence.count()).toBe(0);
  });

  it('walk in, show online to their friends, and walk only along walkable paths, facing where they go', async () => {
    // What the town receives from each resident, read on the server side of its connection.
    const sent = new Map<string, PlayerState[]>();
    const record = (socket: TownSocket) => {
      const moves = [{ ...socket.data.start }];
      sent.set(socket.data.username, moves);
      socket.on('move', (m: PlayerState) => moves.push({ x: m.x, y: m.y, frame: m.frame }));
    };
    town.world.io.on('connection', record);
    onTestFinished(() => void town.world.io.off('connection', record));
    const refusedBefore = town.world.stats.refusedMoves;
    running = (await startDemoResidents(town.t.ctx, { settings: FAST_RESIDENTS }))!;
    expect(running.usernames).toEqual(['Ava', 'Bruno', 'Dario', 'Esme']);
    await residentsUntil(running, allInTown);

    const cleo = await keyOf('Cleo');
    const online = await town.t.call({ method: 'GET', url: '/api/friend/list/online', key: cleo });
    expect(online.body).toEqual([{ username: 'Ava' }, { username: 'Esme' }]);

    // Each walks a few strolls: many moves, and stretches of standing between them.
    const walked = (name: string) => (sent.get(name) ?? []).length;
    while (DEMO_RESIDENT_NAMES.some((n) => walked(n) < 40)) await running.afterSteps(10);

    const walk = town.world.town.walk;
    for (const name of DEMO_RESIDENT_NAMES) {
      const moves = sent.get(name)!;
      let distance = 0;
      for (let i = 1; i < moves.length; i++) {
        const [a, b] = [moves[i - 1]!, moves[i]!];
        expect(walk.isWalkable(b.x, b.y), `${name} at ${b.x},${b.y}`).toBe(true);
        // Straight pieces of a found path: never through a wall, a house or the fountain.
        expect(walk.isSegmentWalkable(a.x, a.y, b.x, b.y), `${name} ${a.x},${a.y} -> ${b.x},${b.y}`).toBe(true);
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        if (Math.hypot(dx, dy) > 1) expect(b.frame, `${name} facing`).toBe(facingFrame(dx, dy, a.frame));
        distance += Math.hypot(dx, dy);
      }
      expect(distance, name).toBeGreaterThan(300);
    }
    expect(town.world.stats.refusedMoves).toBe(refusedBefore);
  });

  it('talk only while a person is near to hear them, and never faster than their line gap', async () => {
    // Lines are due at once and all the time, but a resident speaks at most once a minute.
    running = (await startDemoResidents(town.t.ctx, { settings: { ...FAST_RESIDENTS, chatterMs: [0, 50], minLineGapMs: 60_000 } }))!;
    await residentsUntil(running, allInTown);
    await running.afterSteps(15);
    expect(Object.values(running.said())).toEqual([0, 0, 0, 0]);

    const listener = await joinAs(town, 'Lena');
    const heard = collect(listener.client, 'chat');
    await expect.poll(() => heard.length, { timeout: 30_000 }).toBe(4);
    await running.afterSteps(15);
    expect(Object.values(running.said())).toEqual([1, 1, 1, 1]);
    const lines = [...RESIDENT_LINES, ...RESIDENT_GREETINGS.map((g) => g('Lena'))];
    expect(heard.every((c) => lines.includes(c.text))).toBe(true);
    expect(new Set(heard.map((c) => c.username))).toEqual(new Set(DEMO_RESIDENT_NAMES));
    listener.client.disconnect();
  });

  it('greet a newcomer once, however often they come and go', async () => {
    running = (await startDemoResidents(town.t.ctx, { settings: FAST_RESIDENTS }))!;
    await residentsUntil(running, allInTown);
    const nell = await joinAs(town, 'Nell');
    const chats = collect(nell.client, 'chat');
    const greetings = RESIDENT_GREETINGS.map((g) => g('Nell'));
    const first = await nextEvent(nell.client, 'chat', (c) => greetings.includes(c.text), 60_000);
    expect(DEMO_RESIDENT_NAMES).toContain(first.username);

    // Nell leaves and comes back: every resident sees her arrive again.
    nell.client.disconnect();
    const again = town.connect({ sessionKey: nell.key });
    const seenAgain = collect(again, 'chat');
    await nextEvent(again, 'join_room');
    await running.afterSteps(15);
    expect(Object.values(running.greeting())).not.toContain('Nell');
    // Anything said before this round trip has arrived by its end.
    again.emit('chat', { text: 'hello everyone' });
    await nextEvent(again, 'chat', (c) => c.username === 'Nell');
    const toNell = (list: ChatMessageEvent[]) => list.filter((c) => greetings.includes(c.text));
    expect(toNell(chats)).toHaveLength(1);
    expect(toNell(seenAgain)).toHaveLength(0);
    expect(Object.values(running.said()).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('keep away from a player who blocks them: no walking over, no greeting', async () => {
    running = (await startDemoResidents(town.t.ctx, { settings: FAST_RESIDENTS }))!;
    await residentsUntil(running, allInTown);
    const bella = await town.player('Bella');
    const residentRows = await town.t.ctx.db.select({ id: users.id }).from(users).where(eq(users.isDemoResident, true));
    await town.t.ctx.db.insert(blocks).values(residentRows.map((r) => ({ blockerId: bella.id, blockedId: r.id })));
    const bellaClient = town.connect({ sessionKey: bella.key });
    await nextEvent(bellaClient, 'join_room');
    // Nora arrives after her: a resident greets Nora, and none ever set out for Bella.
    const nora = await joinAs(town, 'Nora');
    const greetings = RESIDENT_GREETINGS.map((g) => g('Nora'));
    const targets = new Set<string | null>();
    const greeted = nextEvent(nora.client, 'chat', (c) => greetings.includes(c.text), 60_000);
    let done = false;
    void greeted.then(() => (done = true));
    while (!done) {
      for (const name of Object.values(running.greeting())) targets.add(name);
      await running.afterSteps(1);
    }
    expect((await greeted).text).toMatch(/Nora/);
    expect(targets).not.toContain('Bella');
    bellaClient.disconnect();
    nora.client.disconnect();
  });

  it('step aside while a person plays their account, and come back after they leave', async () => {
    running = (await startDemoResidents(town.t.ctx, { settings: FAST_RESIDENTS }))!;
    await residentsUntil(running, allInTown);
    const watcher = await joinAs(town, 'Wendy');
    // Ava has walked off from where she came in (a spawn point, where a newcomer would appear).
    const spawns = loadTownLocation().SpawnPoints.map((p) => colliderToWorld(p));
    const avaAt = async () => (await town.world.presence.list()).find((p) => p.user.username === 'Ava')!.state;
    const atSpawn = (at: { x: number; y: number }) => spawns.some((p) => Math.hypot(p.x - at.x, p.y - at.y) < 1);
    while (atSpawn(await avaAt())) await running.afterSteps(5);
    const resident = await avaAt();

    const avaKey = await keyOf('Ava');
    const person = town.connect({ sessionKey: avaKey });
    const joined = await nextEvent(person, 'join_room');
    // The person takes over the avatar where it stood (it may have taken a step meanwhile).
    expect(atSpawn(joined.self.state)).toBe(false);
    expect(Math.hypot(joined.self.state.x - resident.x, joined.self.state.y - resident.y)).toBeLessThan(150);
    await residentsUntil(running, (s) => s.Ava === 'away');
    // Many checks later the person still plays Ava, alone: the resident waits.
    for (let i = 0; i < 10; i++) await running.nextCheck();
    expect(person.connected).toBe(true);
    expect(running.states().Ava).toBe('away');
    expect(running.states().Bruno).toBe('in-town');
    const online = (await town.world.presence.list()).filter((p) => p.user.username === 'Ava');
    expect(online.map((p) => p.socketId)).toEqual([joined.self.socketId]);

    // A resident's connection that races the person in (the town's own guard) is turned away.
    const token = newResidentToken();
    try {
      const racer = connectClient(town.url, {
        auth: { sessionKey: await keyOf('Ava'), location: TOWN.name, resident: token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      const outcome = await new Promise<string>((resolve) => {
        racer.on('disconnect', (reason) => resolve(reason));
        racer.on('join_room', () => resolve('joined over the person'));
      });
      racer.disconnect();
      expect(outcome).toBe('io server disconnect');
      expect(person.connected).toBe(true);
    } finally {
      retireResidentToken(token);
    }

    const back = nextEvent(watcher.client, 'user_connected', (p) => p.user.username === 'Ava', 30_000);
    person.disconnect();
    await residentsUntil(running, (s) => s.Ava === 'in-town');
    expect((await back).socketId).not.toBe(joined.self.socketId);
  });

  it('stop with their director: out of town, sessions gone, no more checks', async () => {
    const residents = (await startDemoResidents(town.t.ctx, { settings: FAST_RESIDENTS }))!;
    await residentsUntil(residents, allInTown);
    const ids = await town.t.ctx.db.select({ id: users.id }).from(users).where(eq(users.isDemoResident, true));
    const before = await town.t.ctx.db.select().from(sessions);
    expect(before.filter((s) => s.userAgent === 'Oldroad demo resident')).toHaveLength(ids.length);
    await residents.stop();
    expect(Object.values(residents.states()).every((s) => s === 'off')).toBe(true);
    const after = await town.t.ctx.db.select().from(sessions);
    expect(after.filter((s) => s.userAgent === 'Oldroad demo resident')).toHaveLength(0);
    await residents.nextCheck();
    await expect.poll(() => town.world.presence.onlineAmong(DEMO_RESIDENT_NAMES as string[])).toEqual(new Set());
    // Stopping twice is harmless, and a new start finds the town as the first did.
    await residents.stop();
    running = await startResidents(town.t.ctx, { settings: FAST_RESIDENTS });
    await residentsUntil(running, allInTown);
  });
});
