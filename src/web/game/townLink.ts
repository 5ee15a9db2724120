import { readMoves, type MoveBatch } from '@common/world/move-batch';
import type { ClientMove, Player, PlayerState, PlayerUser } from '@common/world/protocol';
import type { Town } from './engine/town';

/** What the connection tells the town canvas (engine/town.ts). */
export type TownSink = Pick<Town, 'setSender' | 'join' | 'addPlayer' | 'updateUser' | 'removePlayer' | 'applyMoves' | 'correct' | 'say' | 'clear'>;

/** Lines kept for bubbles until the canvas is attached. */
const KEPT_LINES = 50;

/**
 * Between the town's connection and its canvas (issue 23: the town shows at once). The socket
 * connects as soon as the town screen opens, so the chat and the HUD work at once, while the
 * canvas may wait seconds for WebGL (10-15 s of CPU in headless Chromium). Until the canvas is
 * attached this keeps who is where (the join, arrivals, departures, moves, corrections), so
 * the avatars start from the present; then it passes everything straight on. Lines said before
 * are kept with when they were said (the last few), so the canvas shows the bubbles that are
 * still due (a greeting said while WebGL started), as long as they would have lasted anyway.
 */
export class TownLink implements TownSink {
  private town: TownSink | null = null;
  private send: ((m: ClientMove) => void) | null = null;
  private self: Player | null = null;
  private readonly players = new Map<string, Player>();
  private readonly usernameOf = new Map<number, string>();
  private said: { username: string; text: string; at: number }[] = [];

  /** `onPlaced`: where the local player stands, before the canvas (the first picture's camera). */
  constructor(private readonly onPlaced: (state: PlayerState) => void = () => {}) {}

  /** From now on the canvas gets everything, starting with the town as it is now. */
  attach(town: TownSink): void {
    this.town = town;
    town.setSender(this.send);
    if (this.self) town.join(this.self, [...this.players.values()]);
    for (const line of this.said) town.say(line.username, line.text, line.at);
    this.said = [];
    this.self = null;
    this.players.clear();
    this.usernameOf.clear();
  }

  setSender(send: ((m: ClientMove) => void) | null): void {
    this.send = send;
    this.town?.setSender(send);
  }

  join(self: Player, players: Player[]): void {
    if (this.town) return this.town.join(self, players);
    this.onPlaced(self.state);
    this.clear();
    this.self = { ...self, state: { ...self.state } };
    for (const p of players) if (p.user.username !== self.user.username) this.keep(p);
  }

  addPlayer(p: Player): void {
    if (this.town) return this.town.addPlayer(p);
    if (p.user.username !== this.self?.user.username) this.keep(p);
  }

  updateUser(username: string, user: PlayerUser): void {
    if (this.town) return this.town.updateUser(username, user);
    if (this.self?.user.username === username) this.self.user = user;
    const p = this.players.get(username);
    if (p) p.user = user;
  }

  removePlayer(username: string): void {
    if (this.town) return this.town.removePlayer(username);
    const p = this.players.get(username);
    if (!p) return;
    this.players.delete(username);
    this.usernameOf.delete(p.id);
  }

  applyMoves(batch: MoveBatch): void {
    if (this.town) return this.town.applyMoves(batch);
    readMoves(batch, this.applyMove);
  }

  private readonly applyMove = (id: number, x: number, y: number, frame: number): void => {
    const p = this.players.get(this.usernameOf.get(id) ?? '');
    if (p) p.state = { x, y, frame };
  };

  correct(state: PlayerState): void {
    if (this.town) return this.town.correct(state);
    this.onPlaced(state);
    if (this.self) this.self.state = { ...state };
  }

  say(username: string, text: string, at = performance.now()): void {
    if (this.town) return this.town.say(username, text, at);
    this.said.push({ username, text, at });
    // The canvas shows a few bubbles per player, for seconds: older lines would be gone anyway.
    if (this.said.length > KEPT_LINES) this.said.splice(0, this.said.length - KEPT_LINES);
  }

  clear(): void {
    if (this.town) return this.town.clear();
    this.said = [];
    this.self = null;
    this.players.clear();
    this.usernameOf.clear();
  }

  private keep(p: Player): void {
    const old = this.players.get(p.user.username);
    if (old) this.usernameOf.delete(old.id);
    this.players.set(p.user.username, { ...p, state: { ...p.state } });
    this.usernameOf.set(p.id, p.user.username);
  }
}
