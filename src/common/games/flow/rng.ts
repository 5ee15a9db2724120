/**
 * FLOW's random numbers: mulberry32, a 32-bit generator whose whole state is one unsigned
 * integer. The server deals the seed; the state travels with the game (it is plain JSON), so
 * the server's replay and the player's browser draw the same refills in the same order.
 */
export class FlowRng {
  constructor(public state: number) {
    this.state = state >>> 0;
  }

  /** The next number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** A seed within the generator's range (0 .. 2^32 - 1). */
export const isFlowSeed = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
