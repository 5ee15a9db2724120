import { movesOf } from '@common/world/move-batch';
import { describe, expect, it } from 'vitest';
import { worldToCollider } from '@common/world/map';
import { syntheticLocation } from '@common/world/test-location';
import { collect, joinAs, nextEvent, useTestTown } from './test-support';

// The synthetic street (100..5000 x 300..900) with a house (1000..1400 x 400..700) in it;
// players spawn just left of the house.
const location = { ...syntheticLocation(), SpawnPoints: [worldToCollider({ x: 960, y: 550 })] };
const town = useTestTown({ location });

describe('the server owns positions', () => {
  it('spawns a player on a spawn point and shows them to the others', async () => {
    const a = await joinAs(town, 'Walker');
    expect(a.joined.self.state).toMatchObject({ x: 960, y: 550 });
    expect(a.joined.self.user.username).toBe('Walker');
    const seen = nextEvent(a.client, 'user_connected');
    const b = await joinAs(town, 'Watcher');
    expect((await seen).user.username).toBe('Watcher');
    expect(b.joined.players.map((p) => p.user.username)).toContain('Walker');
    a.client.disconnect();
    b.client.disconnect();
  });

  it('refuses walking into a house or off the street and puts the player back', async () => {
    const a = await joinAs(town, 'Into_Wall');
    a.client.emit('move', { x: 1050, y: 550, frame: 1 });
    expect(await nextEvent(a.client, 'correct_position')).toEqual({ x: 960, y: 550, frame: 0 });
    a.client.emit('move', { x: 960, y: 950, frame: 0 });
    expect(await nextEvent(a.client, 'correct_position')).toEqual({ x: 960, y: 550, frame: 0 });
    a.client.disconnect();
  });

  it('refuses a speed hack, keeps the last honest position and still accepts honest steps', async () => {
    const cheat = await joinAs(town, 'Speedy');
    const watcher = await joinAs(town, 'Speed_Cam');
    const moves = collect(watcher.client, 'move');
    const corrections = collect(cheat.client, 'correct_position');
    // 150 units at once fits the one-second burst; four more at once are far beyond 210/s.
    for (const x of [810, 660, 510, 360, 210]) cheat.client.emit('move', { x, y: 550, frame: 4 });
    await nextEvent(cheat.client, 'correct_position');
    while (corrections.length < 4) await nextEvent(cheat.client, 'correct_position');
    expect(corrections.every((c) => c.x === 810)).toBe(true);
    cheat.client.emit('move', { x: 805, y: 550, frame: 4 });
    const speedy = cheat.joined.self.id;
    await nextEvent(watcher.client, 'move', (b) => movesOf(b).some((m) => m.id === speedy && m.x === 805));
    const seenXs = moves.flatMap((b) => movesOf(b).filter((m) => m.id === speedy).map((m) => m.x));
    expect(seenXs.every((x) => x === 810 || x === 805)).toBe(true);
    expect(town.world.stats.refusedMoves).toBeGreaterThanOrEqual(4);
    cheat.client.disconnect();
    watcher.client.disconnect();
  });

  it('sends a player standing still to no one, however often its client repeats the position', async () => {
    const still = await joinAs(town, 'Standing');
    const watcher = await joinAs(town, 'Onlooker');
    const moves = collect(watcher.client, 'move');
    const stillId = still.joined.self.id;
    const t = Date.now();
    // The client's forced update repeats where the player stands (live-world §9: every 3 s).
    for (let i = 0; i < 5; i++) still.client.emit('move', { x: 960, y: 550, frame: 0, t: t - i });
    // A refused step is answered after the repeats were read; a tick then sends whatever they left.
    still.client.emit('move', { x: 1050, y: 550, frame: 1 });
    await nextEvent(still.client, 'correct_position');
    town.world.town.tick();
    still.client.emit('move', { x: 950, y: 550, frame: 4, t: t + 1 });
    await nextEvent(watcher.client, 'move', (b) => movesOf(b).some((m) => m.id === stillId && m.x === 950));
    expect(moves.flatMap((b) => movesOf(b)).filter((m) => m.id === stillId)).toEqual([{ id: stillId, x: 950, y: 550, frame: 4, t: t + 1 }]);
    still.client.disconnect();
    watcher.client.disconnect();
  });

  it('sends moves only to players whose zone of interest covers the mover', async () => {
    // A player who left at the far end of the street comes back there.
    const far = await town.player('Far_Away');
    const state = { x: 4800, y: 600, frame: 0 };
    await town.world.presence.add({ socketId: 'gone', id: await town.world.presence.nextId(), state, user: { username: 'Far_Away', membership: 0, look: 'x', customization: { nametagColor: null, width: 1, height: 1 } } });
    await town.world.presence.remove('Far_Away', 'gone');
    const farClient = town.connect({ sessionKey: far.key });
    const farJoined = nextEvent(farClient, 'join_room');
    expect((await farJoined).self.state).toEqual(state);
    const farMoves = collect(farClient, 'move');

    const mover = await joinAs(town, 'Mover');
    const near = await joinAs(town, 'Neighbour');
    const moverId = mover.joined.self.id;
    // Players are numbered in moves; the numbers come with join_room and user_connected.
    expect(near.joined.players.find((p) => p.user.username === 'Mover')?.id).toBe(moverId);
    expect(near.joined.self.id).not.toBe(moverId);
    const t = Date.now() - 40;
    mover.client.emit('move', { x: 940, y: 560, frame: 4, t });
    const batch = await nextEvent(near.client, 'move', (b) => movesOf(b).some((m) => m.id === moverId));
    expect(movesOf(batch).find((m) => m.id === moverId)).toEqual({ id: moverId, x: 940, y: 560, frame: 4, t });
    // The far player still gets moves of its own neighbourhood, and never the Mover's.
    farClient.emit('move', { x: 4790, y: 600, frame: 5 });
    const farId = (await farJoined).self.id;
    await nextEvent(farClient, 'move', (b) => movesOf(b).some((m) => m.id === farId));
    expect(farMoves.flatMap((b) => movesOf(b)).some((m) => m.id === moverId)).toBe(false);
  });
});
