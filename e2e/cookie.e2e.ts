import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COOKIE_TEXT } from '@common/games/cookie/constants';
import { freshGame, type CookieGameState } from '@common/games/cookie/state';
import { cookieGames } from '../src/server/modules/cookie/schema';
import { users } from '../src/server/modules/users/schema';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';

/**
 * The cookie clicker as a player uses it (avatar-economy §2-§4, §7): open it, click the big
 * cookie, buy a click upgrade and a building, save, reload the page, and find the game as it
 * was left. The player's bakery is seeded with 200 cookies on the server (the save check only
 * lets a game grow as fast as a person can click, so a test cannot click its way there quickly).
 */
const server = useServer();
const chromium = useBrowser();
const PASSWORD = 'a cosy password';

async function signIn(username: string): Promise<{ page: Page; userId: string }> {
  const page = await chromium.newPage();
  await keepAdAway(page);
  const email = `${username.toLowerCase()}@example.test`;
  expect((await page.request.post(`${server.url}/game-api/register`, { data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } })).status()).toBe(200);
  expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(200);
  const [row] = await server.server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { page, userId: row!.id };
}

async function openCookieClicker(page: Page) {
  await page.goto(`${server.url}/?town=off`);
  await page.waitForFunction(() => !!window.__oldroadDialogs);
  await page.evaluate(() => window.__oldroadDialogs!.open('cookie-clicker'));
  await page.getByTestId('big-cookie').waitFor();
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();
const savedGame = async (userId: string) =>
  (await server.server.ctx.db.select({ state: cookieGames.state }).from(cookieGames).where(eq(cookieGames.userId, userId)))[0]!.state as CookieGameState;

describe('cookie clicker', () => {
  it('clicks, buys a click upgrade and a building, saves, and after a reload the game is as left', async () => {
    const { page, userId } = await signIn('Crumble');
    await server.server.ctx.db.insert(cookieGames).values({ userId, state: { ...freshGame(Date.now()), cookies: 200, totalCookies: 200 } });

    await openCookieClicker(page);
    expect(await text(page, 'cookie-count')).toContain('200');
    // 200 cookies baked in all: the first achievement unlocks on load.
    await expect.poll(() => page.getByTestId('cookie-achievement-baked-100').getAttribute('data-unlocked')).toBe('true');
    expect(await page.getByTestId('cookie-achievement-baked-1000').getAttribute('data-unlocked')).toBeNull();

    // Five clicks at one cookie each.
    const cookie = page.getByTestId('big-cookie');
    for (let i = 0; i < 5; i++) await cookie.click();
    await expect.poll(() => text(page, 'cookie-clicks')).toBe('5');
    expect(await text(page, 'cookie-count')).toContain('205');

    // The 2x click upgrade (100): clicks now bake 2; it cannot be bought twice.
    const upgrade = page.getByTestId('cookie-upgrade-2');
    await upgrade.click();
    await expect.poll(() => upgrade.getAttribute('data-bought')).toBe('true');
    expect(await upgrade.isDisabled()).toBe(true);
    expect(await text(page, 'cookie-per-click')).toBe('2');
    expect(await text(page, 'cookie-count')).toContain('105');

    // A cursor (15): owned 1, the next one costs 17, and the bakery bakes 0.1 a second.
    const cursor = page.getByTestId('cookie-building-cursor');
    await cursor.click();
    await expect.poll(() => text(page, 'cookie-building-cursor-owned')).toBe('1');
    expect(await text(page, 'cookie-building-cursor-cost')).toContain('17');
    expect(await text(page, 'cookie-rate')).toBe('0.1');
    // A farm (1,100) is out of reach.
    expect(await page.getByTestId('cookie-building-farm').isDisabled()).toBe(true);

    await cookie.click();
    await expect.poll(() => text(page, 'cookie-clicks')).toBe('6');

    await page.getByTestId('cookie-save').click();
    await page.locator('.mantine-Notification-root', { hasText: COOKIE_TEXT.saved }).first().waitFor();
    const saved = await savedGame(userId);
    expect(saved).toMatchObject({ clickCount: 6 });
    expect(saved.upgrades.cursor.count).toBe(1);
    expect(saved.clickUpgrades.map((u) => u.purchased)).toEqual([true, false, false, false]);
    // 200 + 5 - 100 - 15 + 2, plus what the cursor baked meanwhile.
    expect(saved.cookies).toBeGreaterThanOrEqual(92);
    expect(saved.totalCookies - saved.cookies).toBeCloseTo(115, 6);

    await page.reload();
    await page.waitForFunction(() => !!window.__oldroadDialogs);
    await page.evaluate(() => window.__oldroadDialogs!.open('cookie-clicker'));
    await page.getByTestId('big-cookie').waitFor();
    expect(await text(page, 'cookie-clicks')).toBe('6');
    expect(await text(page, 'cookie-per-click')).toBe('2');
    expect(await text(page, 'cookie-building-cursor-owned')).toBe('1');
    expect(await page.getByTestId('cookie-upgrade-2').getAttribute('data-bought')).toBe('true');
    expect(await page.getByTestId('cookie-achievement-baked-100').getAttribute('data-unlocked')).toBe('true');
    const shown = Number((await text(page, 'cookie-count'))!.replace(/\D/g, ''));
    expect(shown).toBeGreaterThanOrEqual(Math.floor(saved.cookies));
    await page.context().close();
  });
});
