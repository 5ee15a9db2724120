import { describe, expect, it } from 'vitest';
import { pageCount, pagerSlots, type PagerSlot } from './pagination';

/** The pager as a player reads it: numbers and '...'. */
const read = (slots: PagerSlot[]) => slots.map((s) => (s.kind === 'page' ? String(s.page) : '...')).join(' ');

describe('replies pager', () => {
  it('shows every page when there are few', () => {
    expect(read(pagerSlots(1, 1))).toBe('1');
    expect(read(pagerSlots(2, 5))).toBe('1 2 3 4 5');
  });

  it('shows the first, the last and pages within 2 of the current, with ellipses between', () => {
    expect(read(pagerSlots(1, 10))).toBe('1 2 3 ... 10');
    expect(read(pagerSlots(5, 10))).toBe('1 ... 3 4 5 6 7 ... 10');
    expect(read(pagerSlots(10, 10))).toBe('1 ... 8 9 10');
    expect(read(pagerSlots(4, 10))).toBe('1 2 3 4 5 6 ... 10');
  });

  it('stands one ellipsis for a single left-out page too', () => {
    expect(read(pagerSlots(5, 9))).toBe('1 ... 3 4 5 6 7 ... 9');
    expect(read(pagerSlots(1, 5))).toBe('1 2 3 ... 5');
  });

  it('clamps a current page outside the range and shows nothing without pages', () => {
    expect(read(pagerSlots(99, 6))).toBe('1 ... 4 5 6');
    expect(read(pagerSlots(-3, 6))).toBe('1 2 3 ... 6');
    expect(pagerSlots(1, 0)).toEqual([]);
  });

  it('gives every ellipsis its own key', () => {
    const gaps = pagerSlots(6, 12).filter((s) => s.kind === 'gap');
    expect(gaps).toHaveLength(2);
    expect(new Set(gaps.map((g) => (g.kind === 'gap' ? g.key : ''))).size).toBe(2);
  });

  it('counts 15 replies a page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(31, 15)).toBe(3);
  });
});
