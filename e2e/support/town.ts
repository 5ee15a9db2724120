import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { useBrowser } from './browser';
import { keepAdAway } from './session';
import type { E2EServer } from './server';

/**
 * Players in the town for browser tests: a registered, signed-in page, and where each page
 * shows each avatar, read through the documented test hook window.__oldroadTown
 * (src/web/game/testHook.ts), installed only under WebDriver.
 */
export const PASSWORD = 'walk-the-old-road';
/** Software-rendered Chromium on a busy CI machine can be slow: generous per-test limits. */
export const SLOW = 180_000;
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Registers `username` (email `<name>@town.test`), signs in and opens the town. */
export async function signedInPage(
  chromium: ReturnType<typeof useBrowser>,
  server: E2EServer,
  username: string,
  opts: BrowserContextOptions = {},
): Promise<Page> {
  const page = await chromium.newPage(opts);
  await keepAdAway(page);
  const email = `${username.toLowerCase()}@town.test`;
  const reg = await page.request.post(`${server.url}/game-api/register`, {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 },
  });
  expect(reg.status()).toBe(200);
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/`);
  return page;
}

export type Seen = { username: string; x: number; y: number; local: boolean };
export const positions = (page: Page) => page.evaluate(() => window.__oldroadTown?.positions() ?? []) as Promise<Seen[]>;
export const where = async (page: Page, username: string) => (await positions(page)).find((p) => p.username === username);

/** Waits until `page` shows at least `n` avatars. */
export const showsPlayers = (page: Page, n: number, timeout = 120_000) =>
  page.waitForFunction((k) => (window.__oldroadTown?.positions().length ?? 0) >= k, n, { timeout });

/** Waits until both pages show `username` within 2 units of each other (network and smoothing caught up). */
export const agreeOn = (a: Page, b: Page, username: string) =>
  expect
    .poll(async () => Math.abs((await where(a, username))!.x - (await where(b, username))!.x), { timeout: 30_000, interval: 250 })
    .toBeLessThan(2);
