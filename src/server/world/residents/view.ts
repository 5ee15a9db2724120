import { readMoves, type MoveBatch } from '@common/world/move-batch';
import type { Player } from '@common/world/protocol';

/** Another player as a resident last saw them. */
export interface Seen {
  username: string;
  x: number;
  y: number;
}

/**
 * What a resident knows of the town, from what its connection receives as any client's does:
 * everyone at join_room, arrivals, departures, and the moves of its zones of interest.
 */
export class TownView {
  private readonly others = new Map<number, Seen>();
  private readonly idOfSocket = new Map<string, number>();

  constructor(private readonly self: string) {}

  /** Everyone in town, on joining it. */
  reset(players: readonly Player[]): void {
    this.clear();
    for (const p of players) this.arrived(p);
  }

  clear(): void {
    this.others.clear();
    this.idOfSocket.clear();
  }

  arrived(p: Player): void {
    if (p.user.username.toLowerCase() === this.self.toLowerCase()) return;
    // A player who connects again replaces their older connection.
    for (const [id, seen] of this.others) if (seen.username === p.user.username) this.others.delete(id);
    this.others.set(p.id, { username: p.user.username, x: p.state.x, y: p.state.y });
    this.idOfSocket.set(p.socketId, p.id);
  }

  left(socketId: string): void {
    const id = this.idOfSocket.get(socketId);
    this.idOfSocket.delete(socketId);
    if (id !== undefined) this.others.delete(id);
  }

  moved(batch: MoveBatch): void {
    readMoves(batch, (id, x, y) => {
      const seen = this.others.get(id);
      if (seen) {
        seen.x = x;
        seen.y = y;
      }
    });
  }

  find(username: string): Seen | undefined {
    for (const seen of this.others.values()) if (seen.username === username) return seen;
    return undefined;
  }

  /** The nearest player within `radius` of (x, y) that `wanted` accepts. */
  nearest(x: number, y: number, radius: number, wanted: (seen: Seen) => boolean): Seen | undefined {
    let best: Seen | undefined;
    let bestD = radius;
    for (const seen of this.others.values()) {
      if (!wanted(seen)) continue;
      const d = Math.hypot(seen.x - x, seen.y - y);
      if (d <= bestD) {
        best = seen;
        bestD = d;
      }
    }
    return best;
  }
}
