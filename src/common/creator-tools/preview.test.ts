import { describe, expect, it } from 'vitest';
import { categoryByKey, type LayerKey } from '../avatar/categories';
import { cdn } from '../cdn';
import { PREVIEW_BACKGROUNDS, PREVIEW_CANVAS, PREVIEW_PRESETS, nextBackground, parsePreviewSkinTone } from './preview';

describe('character preview tool facts', () => {
  it('draws on a 425x850 canvas', () => {
    expect(PREVIEW_CANVAS).toEqual({ width: 425, height: 850 });
  });

  it('cycles six backgrounds: four plain colours, a light one, then the town map', () => {
    expect(PREVIEW_BACKGROUNDS).toHaveLength(6);
    expect(PREVIEW_BACKGROUNDS.slice(0, 5).every((b) => /^#[0-9a-f]{6}$/.test(b.color ?? '') && !b.image)).toBe(true);
    const light = PREVIEW_BACKGROUNDS[4]!.color!;
    const lum = [1, 3, 5].map((i) => parseInt(light.slice(i, i + 2), 16)).reduce((a, b) => a + b) / 3;
    expect(lum).toBeGreaterThan(220);
    expect(PREVIEW_BACKGROUNDS[5]!.image).toBe(cdn.mapBackground());
    expect(nextBackground(5)).toBe(0);
    expect(nextBackground(0, -1)).toBe(5);
  });

  it('reads the skin tone as a whole number 0-22; anything non-numeric becomes 0', () => {
    expect(parsePreviewSkinTone('7')).toBe(7);
    expect(parsePreviewSkinTone(' 22 ')).toBe(22);
    expect(parsePreviewSkinTone('abc')).toBe(0);
    expect(parsePreviewSkinTone('')).toBe(0);
    expect(parsePreviewSkinTone('12px')).toBe(0);
    expect(parsePreviewSkinTone(NaN)).toBe(0);
    expect(parsePreviewSkinTone('99')).toBe(22);
    expect(parsePreviewSkinTone('-3')).toBe(0);
    expect(parsePreviewSkinTone('4.8')).toBe(4);
  });

  it('has one male and one female preset of generated items in their own categories', () => {
    expect(PREVIEW_PRESETS.map((p) => p.isMale)).toEqual([true, false]);
    for (const p of PREVIEW_PRESETS) {
      for (const [key, id] of Object.entries(p.items)) expect(Math.floor((id! - 1) / 100)).toBe(categoryByKey(key as LayerKey).id);
      expect(p.items.hair).toBeDefined();
    }
  });
});
