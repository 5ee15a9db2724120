import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { agreeOn, PHONE, showsPlayers, signedInPage, SLOW, where } from './support/town';

/**
 * The other two ways to walk (live-world §2): clicking the street walks there along a found
 * path; on a phone, the joystick walks in its direction. Each player's own page and the
 * other player's page agree on where they end up.
 */
const server = useServer();
const chromium = useBrowser();

/** Waits until `page` shows `username` at least `distance` units from `from` along x. */
const movedAway = (page: Page, username: string, fromX: number, distance: number, timeout = 60_000) =>
  page.waitForFunction(
    ([u, x0, d]) => {
      const p = window.__oldroadTown?.positions().find((q) => q.username === u);
      return !!p && Math.abs(p.x - x0) >= d;
    },
    [username, fromX, distance] as const,
    { timeout },
  );

describe('walking by click and by joystick', () => {
  let cara: Page;
  let dev: Page;

  it('a click on the street walks there, and the other player sees it', async () => {
    cara = await signedInPage(chromium, server, 'Cara');
    dev = await signedInPage(chromium, server, 'Dev', PHONE);
    await showsPlayers(cara, 2);
    await showsPlayers(dev, 2);
    const start = (await where(cara, 'Cara'))!;
    const feet = (await cara.evaluate(() => window.__oldroadTown?.screenOf('Cara')))!;
    const other = (await cara.evaluate(() => window.__oldroadTown?.screenOf('Dev')))!;
    // The street runs left and right. Click it a few hundred px aside, away from Dev (a click
    // on an avatar opens its profile) and from the screen's edge; a lamp post or a bench may
    // stand on the first spot, so like a player, click again a little further if need be.
    const side = Math.abs(other.x - feet.x) < 450 ? Math.sign(feet.x - other.x) || 1 : feet.x > 720 ? -1 : 1;
    let walked = false;
    for (const [dx, dy] of [[300, 55], [380, 30], [220, 70], [450, 45]] as const) {
      await cara.mouse.click(feet.x + side * dx, feet.y + dy);
      walked = await movedAway(cara, 'Cara', start.x, 150, 10_000).then(() => true, () => false);
      if (walked) break;
    }
    expect(walked).toBe(true);
    await agreeOn(dev, cara, 'Cara');
    expect(Math.sign((await where(dev, 'Cara'))!.x - start.x)).toBe(side);
  }, SLOW);

  it('on a phone, holding the joystick to one side walks that way until let go', async () => {
    const start = (await where(dev, 'Dev'))!;
    const pad = (await dev.getByTestId('joystick').boundingBox())!;
    const cx = pad.x + pad.width / 2;
    const cy = pad.y + pad.height / 2;
    const dir = start.x > 2500 ? -1 : 1;
    await dev.mouse.move(cx, cy);
    await dev.mouse.down();
    await dev.mouse.move(cx + dir * pad.width * 0.45, cy, { steps: 5 });
    await movedAway(dev, 'Dev', start.x, 120);
    await dev.mouse.up();
    const stopped = (await where(dev, 'Dev'))!;
    await dev.waitForTimeout(600);
    expect(Math.abs((await where(dev, 'Dev'))!.x - stopped.x)).toBeLessThan(40);
    expect(Math.sign(stopped.x - start.x)).toBe(dir);
    await agreeOn(cara, dev, 'Dev');
  }, SLOW);
});
