import { beforeAll, describe, expect, it } from 'vitest';
import { columnOfView } from '@common/avatar/views';
import { cdn } from '@common/cdn';
import { DEMO_PASSWORD, demoEmail, seedDemoWorld } from '../src/server/seed/demo';
import { dressDemoPlayers } from '../src/server/modules/items/demo-outfits';
import { useBrowser } from './support/browser';
import { E2E_ART_DIR } from './support/art';
import { useServer } from './support/server';

/** A demo player's composed avatar in a real Chromium: the top bar thumbnail and all six views. */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const browser = useBrowser();

beforeAll(async () => {
  await seedDemoWorld(server.server.ctx);
  await dressDemoPlayers(server.server.ctx);
});

describe('avatar', () => {
  it('shows the signed-in player in the top bar as a 218x218 thumbnail of their look', async () => {
    const page = await browser.newPage();
    // Optimized mode: half-size sheets keep the software-rendered town light on this machine.
    await page.addInitScript(() => localStorage.setItem('oldroad.settings', JSON.stringify({ state: { optimizedMode: true }, version: 0 })));
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="email"]').fill(demoEmail('Ava'));
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('top-bar').waitFor();
    // CSS, not role: the ad dialog that opens on sign-in hides the rest of the page from the accessibility tree.
    const avatar = page.getByTestId('profile-button').locator('[role="img"][aria-label="Ava\'s avatar"]');
    await page.getByTestId('profile-button').waitFor();
    await expect.poll(() => avatar.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const style = (await avatar.getAttribute('style')) ?? '';
    const url = /url\("([^"]+)"\)/.exec(style)?.[1];
    expect(url).toMatch(/^\/cdn\/look\/[A-Za-z0-9_-]{22}\.thumb\.webp$/);
    const size = await page.evaluate(async (u) => {
      const img = new Image();
      img.src = u;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, url!);
    expect(size).toEqual([218, 218]);
    await page.context().close();
  });

  it('draws each of the six views of a demo player, views 4 and 5 from swapped columns', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 520 } });
    const profile = (await (await fetch(`${server.url}/api/profile/customization/Cleo`)).json()) as { look: string };
    const sheet = cdn.lookSheet(profile.look);
    const columns = [0, 1, 2, 3, 4, 5].map(columnOfView);
    await page.goto(`${server.url}/cdn/fallback/clothing.png`);
    const views = await page.evaluate(
      async ({ sheet, columns }) => {
        document.body.replaceChildren();
        document.body.style.cssText = 'margin:0;background:#eef3e6;display:flex;align-items:flex-start;gap:8px;padding:8px';
        const img = new Image();
        img.src = sheet;
        await img.decode();
        return columns.map((col, view) => {
          const canvas = document.createElement('canvas');
          canvas.width = 212;
          canvas.height = 425;
          canvas.dataset.view = String(view);
          document.body.append(canvas);
          const g = canvas.getContext('2d')!;
          g.drawImage(img, col * 425, 0, 425, 850, 0, 0, 212, 425);
          const data = g.getImageData(0, 0, 212, 425).data;
          let opaque = 0;
          let sum = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 200) {
            opaque++;
            sum += data[i - 3]! + data[i - 2]! * 3 + data[i - 1]! * 7;
          }
          return { opaque, sum };
        });
      },
      { sheet, columns },
    );
    // Every view shows a body (lots of opaque pixels) and no two views are the same picture.
    for (const v of views) expect(v.opaque).toBeGreaterThan(15_000);
    expect(new Set(views.map((v) => v.sum)).size).toBe(6);
    await page.screenshot({ path: '/tmp/oldroad-avatar-views.png' });
    await page.context().close();
  });
});
