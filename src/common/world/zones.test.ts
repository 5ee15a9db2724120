import { describe, expect, it } from 'vitest';
import { zoneOf, zonesAround } from './zones';

const sees = (viewer: [number, number], mover: [number, number]) => zonesAround(zoneOf(...mover)).includes(zoneOf(...viewer));

describe('zones of interest', () => {
  it('lets a player see everyone a desktop screen shows at the smallest zoom (800 units either side)', () => {
    for (const x of [410, 799, 1190, 2600]) {
      expect(sees([x, 500], [x + 800, 500])).toBe(true);
      expect(sees([x, 500], [x - 400, 500])).toBe(true);
    }
    expect(sees([100, 50], [100, 950])).toBe(true); // the whole height of the street
  });

  it('does not send moves from the far end of the town', () => {
    expect(sees([100, 500], [5000, 500])).toBe(false);
    expect(sees([2000, 500], [3400, 500])).toBe(false);
  });
});
