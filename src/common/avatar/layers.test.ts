import { describe, expect, it } from 'vitest';
import { LAYER_KEYS } from './categories';
import { ALL_LAYERS, LAYER_COUNT, LAYER_ORDER, layerLabel, layerName } from './layers';
import { SHEET_COLUMNS } from './views';

describe('the 38 layers and their draw order (avatar-economy §2, §9)', () => {
  it('lists 38 layers once: the body, the back of long hair and one per item category', () => {
    const names = ALL_LAYERS.map(layerName);
    expect(LAYER_COUNT).toBe(38);
    expect(names).toHaveLength(38);
    expect(new Set(names).size).toBe(38);
    expect([...names].sort()).toEqual(['body', 'hair:back', ...LAYER_KEYS].sort());
  });

  it('draws the same 38 layers in each of the three view groups, in different orders', () => {
    const all = [...ALL_LAYERS.map(layerName)].sort();
    for (const order of Object.values(LAYER_ORDER)) expect([...order.map(layerName)].sort()).toEqual(all);
    const orders = new Set(Object.values(LAYER_ORDER).map((o) => o.map(layerName).join()));
    expect(orders.size).toBe(3);
  });

  it('groups the views 0, 1, 4 / 2, 5 / 3', () => {
    const byGroup = (g: string) => SHEET_COLUMNS.filter((c) => c.group === g).map((c) => c.column);
    expect(byGroup('front')).toEqual([0, 1, 4]);
    expect(byGroup('backSide')).toEqual([2, 5]);
    expect(byGroup('back')).toEqual([3]);
  });

  it('names every layer for people, each differently', () => {
    const labels = ALL_LAYERS.map(layerLabel);
    expect(new Set(labels).size).toBe(38);
    expect(labels).toContain('Body');
    expect(labels).toContain('Hair (back part)');
    expect(labels).toContain('Chest tattoo');
  });
});
