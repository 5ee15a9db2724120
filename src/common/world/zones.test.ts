import { describe, expect, it } from 'vitest';
import { TOWN } from './map';
import { interestOf, VIEW_HALF_WIDTH, zoneOf } from './zones';

const at = (x: number, y = 500) => ({ x, y });
/** Whether a player at `viewer` is sent the moves of a player at `mover`. */
function sees(viewer: { x: number; y: number }, mover: { x: number; y: number }): boolean {
  const { first, last } = interestOf(zoneOf(viewer.x));
  const z = zoneOf(mover.x);
  return z >= first && z <= last;
}

describe('zones of interest', () => {
  it('send a player everyone a 16:9 screen shows at the smallest zoom', () => {
    // 1000 units high, so 1778 wide: 889 either side of a centred player.
    for (const x of [950, 1190, 2600, 4200]) {
      expect(sees(at(x), at(x + 889))).toBe(true);
      expect(sees(at(x), at(x - 889))).toBe(true);
    }
    expect(sees(at(100, 50), at(100, 950))).toBe(true); // the whole height of the street
  });

  it('cover what the camera shows at the ends of the street, where it stops following', () => {
    // Near the west end the camera shows 0..1778 whatever the player's x.
    expect(sees(at(20), at(1770))).toBe(true);
    expect(sees(at(TOWN.width - 20), at(TOWN.width - 1770))).toBe(true);
  });

  it('do not send moves from further along the street', () => {
    expect(sees(at(100), at(5000))).toBe(false);
    expect(sees(at(2000), at(2000 + VIEW_HALF_WIDTH + 200))).toBe(false);
    expect(sees(at(2000), at(2000 - VIEW_HALF_WIDTH - 200))).toBe(false);
  });
});
