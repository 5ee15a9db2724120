import { describe, expect, it } from 'vitest';
import { gridGeometry, itemGridColumns, moveFocus } from './layout';

describe('item grid layout', () => {
  it('uses 1, 3, 4, 5 or 6 columns by the width it has', () => {
    expect([200, 390, 600, 760, 1100].map(itemGridColumns)).toEqual([1, 3, 4, 5, 6]);
  });

  it('sizes square cards plus the text block and counts rows', () => {
    const g = gridGeometry(400, 10, 3, 10);
    expect(g.cardWidth).toBeCloseTo(126.67, 1);
    expect(g.rows).toBe(4);
    expect(g.rowHeight).toBe(Math.round(126.67 + 54 + 10));
  });

  it('moves focus by card and by row, staying in the list', () => {
    expect(moveFocus('ArrowRight', 4, 10, 3)).toBe(5);
    expect(moveFocus('ArrowLeft', 0, 10, 3)).toBe(0);
    expect(moveFocus('ArrowDown', 4, 10, 3)).toBe(7);
    expect(moveFocus('ArrowDown', 8, 10, 3)).toBe(8);
    expect(moveFocus('ArrowUp', 1, 10, 3)).toBe(1);
    expect(moveFocus('End', 1, 10, 3)).toBe(9);
    expect(moveFocus('PageDown', 0, 10, 3, 2)).toBe(6);
    expect(moveFocus('a', 0, 10, 3)).toBeNull();
    expect(moveFocus('ArrowRight', 0, 0, 3)).toBeNull();
  });
});
