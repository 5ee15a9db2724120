import { describe, expect, it } from 'vitest';
import { encodeMoves, MAX_X, MAX_Y, movesOf, PLAYER_ID_LIMIT, readMoves, sentAt } from './move-batch';

const NOW = 1_795_446_086_000;

describe('move batches on the wire', () => {
  it('carry each mover as id, x in whole units, y in steps of two, and frame, in id order', () => {
    const batch = encodeMoves(
      [
        { id: 4_000_000_000, x: 5164, y: 999.5, frame: 5 },
        { id: 7, x: 100.4, y: 550.6, frame: 2 },
        { id: 8, x: 0, y: 0, frame: 0 },
        { id: PLAYER_ID_LIMIT - 1, x: 1, y: 2, frame: 1 },
      ],
      NOW,
    );
    expect(movesOf(batch)).toEqual([
      { id: 7, x: 100, y: 550, frame: 2 },
      { id: 8, x: 0, y: 0, frame: 0 },
      { id: 4_000_000_000, x: 5164, y: 1000, frame: 5 },
      { id: PLAYER_ID_LIMIT - 1, x: 1, y: 2, frame: 1 },
    ]);
  });

  it('read the same from a browser ArrayBuffer and from a Node.js Buffer inside a larger pool', () => {
    const batch = encodeMoves([{ id: 3, x: 10, y: 20, frame: 1, t: NOW - 40 }], NOW);
    const arrayBuffer = new Uint8Array(batch).buffer;
    const pooled = Buffer.concat([Buffer.from('junk'), Buffer.from(batch)]).subarray(4);
    expect(pooled.byteOffset).toBeGreaterThan(0);
    const expected = [{ id: 3, x: 10, y: 20, frame: 1, t: NOW - 40 }];
    expect(movesOf(arrayBuffer)).toEqual(expected);
    expect(movesOf(pooled)).toEqual(expected);
  });

  it("carry send stamps, and the server's send time, only where clients stamped their moves", () => {
    const stamped = encodeMoves(
      [
        { id: 1, x: 0, y: 0, frame: 0, t: NOW - 100 },
        { id: 2, x: 0, y: 0, frame: 0 },
        { id: 3, x: 0, y: 0, frame: 0, t: NOW - 141 },
      ],
      NOW,
    );
    expect(sentAt(stamped)).toBe(NOW);
    expect(movesOf(stamped).map((m) => m.t)).toEqual([NOW - 100, undefined, NOW - 141]);
    const plain = encodeMoves([{ id: 1, x: 0, y: 0, frame: 0 }], NOW);
    expect(sentAt(plain)).toBeUndefined();
    expect(movesOf(plain)).toEqual([{ id: 1, x: 0, y: 0, frame: 0 }]);
  });

  it("drop only the stamp of a client whose clock is more than 32 s off, never the others' stamps", () => {
    const batch = encodeMoves(
      [
        { id: 1, x: 0, y: 0, frame: 0, t: 0 },
        { id: 2, x: 0, y: 0, frame: 0, t: NOW - 25 },
        { id: 3, x: 0, y: 0, frame: 0, t: NOW - 32_768 },
        { id: 4, x: 0, y: 0, frame: 0, t: NOW + 32_767 },
        { id: 5, x: 0, y: 0, frame: 0, t: NOW - 32_767 },
      ],
      NOW,
    );
    expect(movesOf(batch).map((m) => m.t)).toEqual([undefined, NOW - 25, undefined, NOW + 32_767, NOW - 32_767]);
  });

  it('keep positions within the street and skip a cut-off record or anything but bytes', () => {
    const batch = encodeMoves([{ id: 1, x: -30, y: 70_000, frame: 3 }, { id: 2, x: 9_000, y: -6, frame: 5 }], NOW);
    expect(movesOf(batch)).toEqual([
      { id: 1, x: 0, y: MAX_Y, frame: 3 },
      { id: 2, x: MAX_X, y: 0, frame: 5 },
    ]);
    for (let cut = 1; cut <= 4; cut++) expect(movesOf(batch.subarray(0, batch.length - cut))).toEqual([{ id: 1, x: 0, y: MAX_Y, frame: 3 }]);
    expect(movesOf({ moves: [1, 2, 3, 4] } as never)).toEqual([]);
    let visits = 0;
    readMoves(new Uint8Array(0), () => visits++);
    expect(visits).toBe(0);
  });

  it('are a few bytes per mover', () => {
    // Every third player of a thousand moving near the viewer.
    const movers = Array.from({ length: 100 }, (_, i) => ({ id: 900 + 3 * i, x: 2345.6, y: 612.2, frame: 3, t: NOW - i }));
    // The first id in 2 bytes, then 1 byte per id, 3 for the position, 2 for the stamp (as JSON
    // numbers these took about 20 characters; as uint32 ids and uint16 coordinates, 13 bytes).
    expect(encodeMoves(movers, NOW).byteLength).toBe(1 + 8 + 1 + 100 * 6);
    expect(encodeMoves(movers.map(({ t: _t, ...m }) => m), NOW).byteLength).toBe(1 + 1 + 100 * 4);
  });

  it('cost the stamp bytes only for the movers who stamped', () => {
    // One mover in ten measuring its latency (bench:world) must not make the other nine longer.
    const movers = Array.from({ length: 100 }, (_, i) => ({ id: 900 + 3 * i, x: 2345.6, y: 612.2, frame: 3, ...(i % 10 === 0 ? { t: NOW - i } : {}) }));
    const batch = encodeMoves(movers, NOW);
    expect(batch.byteLength).toBe(1 + 8 + 1 + 100 * 4 + 10 * 2);
    expect(movesOf(batch).filter((m) => m.t !== undefined).map((m) => m.id)).toEqual(movers.filter((m) => 't' in m).map((m) => m.id));
  });

  it('carry every place of the street and every frame exactly, y to the nearest step of two', () => {
    const places: { x: number; y: number; frame: number }[] = [];
    for (let x = 0; x <= MAX_X; x += 181) for (let y = 0; y <= MAX_Y; y += 37) for (let frame = 0; frame < 6; frame++) places.push({ x, y, frame });
    places.push({ x: MAX_X, y: MAX_Y, frame: 5 });
    const batch = encodeMoves(places.map((p, i) => ({ id: i, ...p })), NOW);
    movesOf(batch).forEach((m, i) => {
      const p = places[i]!;
      expect([m.x, m.frame]).toEqual([p.x, p.frame]);
      expect(Math.abs(m.y - p.y)).toBeLessThanOrEqual(1);
      expect(m.y % 2).toBe(0);
    });
  });

  it('skip a record that claims a stamp in a batch without a send time', () => {
    // Flags 0 (no send time), then a record whose head (id 1, stamped) is odd.
    const forged = new Uint8Array([0, 3, 0, 0, 0, 0, 0, 0]);
    expect(movesOf(forged)).toEqual([]);
  });
});
