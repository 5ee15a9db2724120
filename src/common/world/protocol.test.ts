import { describe, expect, it } from 'vitest';
import { encodeMoves, movesOf, MOVE_STRIDE } from './protocol';

describe('move batches on the wire', () => {
  it('carry each mover as id, whole-unit x and y, and frame, in one flat array', () => {
    const batch = encodeMoves([
      { id: 7, x: 100.4, y: 550.6, frame: 2 },
      { id: 12, x: 4000, y: 900, frame: 5 },
    ]);
    expect(batch).toEqual({ moves: [7, 100, 551, 2, 12, 4000, 900, 5] });
    expect(batch.moves).toHaveLength(2 * MOVE_STRIDE);
    expect(movesOf(batch)).toEqual([
      { id: 7, x: 100, y: 551, frame: 2 },
      { id: 12, x: 4000, y: 900, frame: 5 },
    ]);
  });

  it('carry send stamps as small offsets from the earliest, and give them back whole', () => {
    const batch = encodeMoves([
      { id: 1, x: 0, y: 0, frame: 0, t: 1_795_446_085_700 },
      { id: 2, x: 0, y: 0, frame: 0 },
      { id: 3, x: 0, y: 0, frame: 0, t: 1_795_446_085_659 },
    ]);
    expect(batch.t).toBe(1_795_446_085_659);
    expect(batch.dt).toEqual([41, null, 0]);
    expect(movesOf(batch).map((m) => m.t)).toEqual([1_795_446_085_700, undefined, 1_795_446_085_659]);
  });

  it("carry the server's send time only where clients stamped their moves", () => {
    expect(encodeMoves([{ id: 1, x: 0, y: 0, frame: 0, t: 1000 }], 1090).sent).toBe(1090);
    expect(encodeMoves([{ id: 1, x: 0, y: 0, frame: 0 }], 1090)).toEqual({ moves: [1, 0, 0, 0] });
  });

  it('are a few bytes per mover', () => {
    const movers = Array.from({ length: 100 }, (_, i) => ({ id: 900 + i, x: 2345.6, y: 612.2, frame: 3, t: 1_795_446_085_000 + i }));
    // id, x, y, frame and a stamp in about 20 characters each (usernames and full stamps took ~37).
    expect(JSON.stringify(encodeMoves(movers)).length / movers.length).toBeLessThan(22);
  });
});
