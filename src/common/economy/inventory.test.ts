import { describe, expect, it } from 'vitest';
import { EQUIPPED_FILTER_ID } from '../avatar/categories';
import { ALL_FILTER_ID, INVENTORY_TABS, emptyText, inTab, matchesName, matchesNameDescriptionOrCreator, sizePercent } from './inventory';

const cap = { name: 'Red Cap', description: 'A cosy wool cap', creator: ['Bruno'], category: 7, isEquipped: true };
const ink = { name: 'Rose', description: 'Chest ink', creator: ['Oldroad'], category: 21, isEquipped: false };

describe('inventory filters', () => {
  it('the wardrobe searches names only, ignoring case', () => {
    expect(matchesName(cap, 'red c')).toBe(true);
    expect(matchesName(cap, 'WOOL')).toBe(false);
    expect(matchesName(cap, '  ')).toBe(true);
  });

  it('the in-world inventory searches name, description and creator', () => {
    expect(matchesNameDescriptionOrCreator(cap, 'wool')).toBe(true);
    expect(matchesNameDescriptionOrCreator(cap, 'bruno')).toBe(true);
    expect(matchesNameDescriptionOrCreator(cap, 'rose')).toBe(false);
  });

  it('has Equipped, All and one tab per category, tattoos together', () => {
    expect(INVENTORY_TABS.slice(0, 3).map((t) => t.label)).toEqual(['Equipped', 'All', 'Make up']);
    expect(INVENTORY_TABS.at(-1)!.label).toBe('Tattoos');
    expect(new Set(INVENTORY_TABS.map((t) => t.id)).size).toBe(INVENTORY_TABS.length);
    expect(inTab(cap, EQUIPPED_FILTER_ID)).toBe(true);
    expect(inTab(ink, EQUIPPED_FILTER_ID)).toBe(false);
    expect(inTab(ink, ALL_FILTER_ID)).toBe(true);
    expect(inTab(ink, INVENTORY_TABS.at(-1)!.id)).toBe(true);
    expect(inTab(cap, 7)).toBe(true);
    expect(inTab(cap, 0)).toBe(false);
  });

  it('says why a list is empty', () => {
    expect(emptyText({ total: 0, term: 'x', tabId: ALL_FILTER_ID })).toBe('No items found, yet :)');
    expect(emptyText({ total: 3, term: ' cap ', tabId: ALL_FILTER_ID })).toBe('No items found with "cap"');
    expect(emptyText({ total: 3, term: '', tabId: 7 })).toBe('No items found in Hat');
  });
});

describe('size sliders', () => {
  it('show the percent change from 1', () => {
    expect(sizePercent(1)).toBe('0%');
    expect(sizePercent(1.15)).toBe('+15%');
    expect(sizePercent(0.85)).toBe('-15%');
    expect(sizePercent(0.999)).toBe('-0.1%');
    expect(sizePercent(1.07)).toBe('+7%');
  });
});
