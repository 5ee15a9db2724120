import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACING, facingFrame } from './facing';

describe('facing', () => {
  it('faces the way the avatar walks', () => {
    expect(facingFrame(0, 1)).toBe(FACING.front);
    expect(facingFrame(0, -1)).toBe(FACING.back);
    expect(facingFrame(1, 0)).toBe(FACING.frontRight);
    expect(facingFrame(-1, 0)).toBe(FACING.frontLeft);
    expect(facingFrame(1, -1)).toBe(FACING.backRight);
    expect(facingFrame(-1, -1)).toBe(FACING.backLeft);
  });

  it('keeps the last frame when standing still', () => {
    expect(facingFrame(0, 0, FACING.back)).toBe(FACING.back);
  });

  it('always answers one of the six frames', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (dx, dy) => {
        const f = facingFrame(dx, dy);
        expect(Number.isInteger(f) && f >= 0 && f <= 5).toBe(true);
      }),
    );
  });
});

describe('facing views', () => {
  it('uses the avatar view numbers: the renderer swaps 4 and 5 when reading columns', () => {
    expect(FACING).toEqual({ front: 0, frontRight: 1, backRight: 2, back: 3, backLeft: 4, frontLeft: 5 });
  });
});
