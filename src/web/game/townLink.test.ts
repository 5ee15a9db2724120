import { describe, expect, it } from 'vitest';
import { encodeMoves } from '@common/world/move-batch';
import type { ClientMove, Player, PlayerState, PlayerUser } from '@common/world/protocol';
import { TownLink, type TownSink } from './townLink';

const user = (username: string, look = 'look0'): PlayerUser => ({ username, membership: 0, look, customization: { nametagColor: null, width: 1, height: 1 } });
const player = (username: string, id: number, x: number, y: number): Player => ({ socketId: `s-${username}`, id, state: { x, y, frame: 0 }, user: user(username) });

/** A canvas that records what it is told. */
class FakeTown implements TownSink {
  calls: string[] = [];
  joined: { self: Player; players: Player[] } | null = null;
  sender: ((m: ClientMove) => void) | null = null;
  setSender(send: ((m: ClientMove) => void) | null) {
    this.sender = send;
    this.calls.push(`sender:${send ? 'set' : 'none'}`);
  }
  join(self: Player, players: Player[]) {
    this.joined = { self, players };
    this.calls.push(`join:${self.user.username}+${players.map((p) => p.user.username).join(',')}`);
  }
  addPlayer(p: Player) {
    this.calls.push(`add:${p.user.username}`);
  }
  updateUser(username: string) {
    this.calls.push(`update:${username}`);
  }
  removePlayer(username: string) {
    this.calls.push(`remove:${username}`);
  }
  applyMoves() {
    this.calls.push('moves');
  }
  correct(state: PlayerState) {
    this.calls.push(`correct:${state.x},${state.y}`);
  }
  said: { username: string; text: string; at: number }[] = [];
  say(username: string, text: string, at = performance.now()) {
    this.said.push({ username, text, at });
    this.calls.push(`say:${username}:${text}`);
  }
  clear() {
    this.calls.push('clear');
  }
}

describe('the town before its canvas is ready', () => {
  it('gives the canvas the town as it is when it arrives: who stayed, where they walked, their new looks', () => {
    const placed: PlayerState[] = [];
    const link = new TownLink((s) => placed.push(s));
    const send = () => {};
    link.setSender(send);
    link.join(player('Ann', 1, 100, 600), [player('Ann', 1, 100, 600), player('Bob', 2, 300, 650), player('Cid', 3, 500, 700)]);
    link.addPlayer(player('Dee', 4, 900, 620));
    link.applyMoves(encodeMoves([{ id: 2, x: 340, y: 660, frame: 3 }], Date.now()));
    link.removePlayer('Cid');
    link.updateUser('Bob', user('Bob', 'look9'));
    link.correct({ x: 120, y: 610, frame: 1 });
    link.say('Bob', 'hello');

    const town = new FakeTown();
    link.attach(town);
    expect(town.sender).toBe(send);
    expect(town.joined!.self.user.username).toBe('Ann');
    expect(town.joined!.self.state).toEqual({ x: 120, y: 610, frame: 1 });
    const byName = Object.fromEntries(town.joined!.players.map((p) => [p.user.username, p]));
    expect(Object.keys(byName).sort()).toEqual(['Bob', 'Dee']);
    expect(byName.Bob!.state).toEqual({ x: 340, y: 660, frame: 3 });
    expect(byName.Bob!.user.look).toBe('look9');
    expect(byName.Dee!.state).toEqual({ x: 900, y: 620, frame: 0 });
    // The first picture's camera followed the local player.
    expect(placed).toEqual([
      { x: 100, y: 600, frame: 0 },
      { x: 120, y: 610, frame: 1 },
    ]);
  });

  it('hands the canvas the lines said before it, with when they were said, so their bubbles age as they would have', () => {
    const link = new TownLink();
    link.join(player('Ann', 1, 100, 600), [player('Bob', 2, 300, 650)]);
    link.say('Bob', 'Hi Ann! Welcome to Old Road Town.', 1000);
    link.say('Ann', 'hello', 2500);
    const town = new FakeTown();
    link.attach(town);
    expect(town.said).toEqual([
      { username: 'Bob', text: 'Hi Ann! Welcome to Old Road Town.', at: 1000 },
      { username: 'Ann', text: 'hello', at: 2500 },
    ]);
    // After the canvas takes over, lines go straight to it, once.
    link.say('Bob', 'nice to see you', 3000);
    expect(town.said).toHaveLength(3);
  });

  it('keeps no lines from a town it was disconnected from', () => {
    const link = new TownLink();
    link.say('Bob', 'before the drop', 1000);
    link.clear();
    const town = new FakeTown();
    link.attach(town);
    expect(town.said).toEqual([]);
  });

  it('passes everything straight on once attached', () => {
    const link = new TownLink();
    const town = new FakeTown();
    link.attach(town);
    link.join(player('Ann', 1, 100, 600), []);
    link.addPlayer(player('Bob', 2, 300, 650));
    link.applyMoves(encodeMoves([{ id: 2, x: 340, y: 660, frame: 3 }], Date.now()));
    link.say('Bob', 'hi');
    link.correct({ x: 1, y: 2, frame: 0 });
    link.removePlayer('Bob');
    link.clear();
    expect(town.calls).toEqual(['sender:none', 'join:Ann+', 'add:Bob', 'moves', 'say:Bob:hi', 'correct:1,2', 'remove:Bob', 'clear']);
  });

  it('forgets a town it was disconnected from, and moves of players it never met', () => {
    const link = new TownLink();
    link.join(player('Ann', 1, 100, 600), [player('Bob', 2, 300, 650)]);
    link.clear();
    link.applyMoves(encodeMoves([{ id: 7, x: 10, y: 10, frame: 0 }], Date.now()));
    const town = new FakeTown();
    link.attach(town);
    expect(town.joined).toBeNull();
    expect(town.calls).toEqual(['sender:none']);
  });

  it('follows a player who reconnected under a new number', () => {
    const link = new TownLink();
    link.join(player('Ann', 1, 100, 600), [player('Bob', 2, 300, 650)]);
    link.addPlayer(player('Bob', 5, 310, 650));
    link.applyMoves(encodeMoves([{ id: 2, x: 999, y: 999, frame: 0 }, { id: 5, x: 320, y: 656, frame: 2 }], Date.now()));
    const town = new FakeTown();
    link.attach(town);
    expect(town.joined!.players).toEqual([expect.objectContaining({ id: 5, state: { x: 320, y: 656, frame: 2 } })]);
  });
});
