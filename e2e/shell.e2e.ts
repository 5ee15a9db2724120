import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STARTING_GEMS } from '@common/accounts';
import { DIALOG_LABELS, MENU_ENTRIES } from '@common/dialogs';
import { formatCount } from '@common/format';
import { OFFLINE_TEXT } from '@common/texts';
import { mail } from '../src/server/modules/mail/schema';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { account, keepAdAway, registerAccount } from './support/session';

/**
 * The shell around the game in a real Chromium: landing and offline screens, the top bar,
 * the dialog host with its history, the unread-mail badge, settings kept in the browser, and
 * the merged menu on a phone.
 */
const server = useServer();
const browser = useBrowser();
const PASSWORD = 'a cosy password';
const ids: Record<string, string> = {};

async function register(username: string) {
  ids[username] = (await registerAccount(server, account(username, 'example.test', PASSWORD))).id;
}

beforeAll(async () => {
  await register('Poppy');
  await register('Basil');
  await register('Clover');
});

/**
 * Signs in through the sign-in screen. The daily support dialog is kept away (keepAdAway: the
 * stories are not about it, and on a busy machine the town's chat may take the focus, and an
 * Escape, while the ad opens); `keepAd` leaves it to open by itself.
 */
async function signIn(page: Page, username: string, opts: { keepAd?: boolean } = {}) {
  if (!opts.keepAd) await keepAdAway(page);
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(`${username.toLowerCase()}@example.test`);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('top-bar').waitFor();
}

const dialogTitle = (page: Page) => page.getByTestId('dialog-title').textContent();

describe('visitor screens', () => {
  it('shows the landing with the server status and the way in', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByTestId('landing-screen').waitFor();
    // Other modules may seed residents into the template database: compare with the server's answer.
    const status = (await (await fetch(`${server.url}/api/status`)).json()) as { onlinePlayerCount: number; playerCount: number };
    expect(status.playerCount).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => page.getByTestId('server-status').textContent())
      .toBe(`${status.onlinePlayerCount} players online · ${status.playerCount} residents`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('shows the offline screen when the status call says the server is not well, and Try Again reloads', async () => {
    const page = await browser.newPage();
    await page.route('**/api/status', (route) => route.fulfill({ status: 200, json: { success: false, onlinePlayerCount: 0, playerCount: 0 } }));
    await page.goto(server.url);
    await page.getByTestId('offline-screen').waitFor();
    expect(await page.getByText(OFFLINE_TEXT.title).count()).toBe(1);
    expect(await page.getByText(OFFLINE_TEXT.body).count()).toBe(1);

    await page.unroute('**/api/status');
    await page.getByRole('button', { name: OFFLINE_TEXT.retry }).click();
    await page.getByTestId('landing-screen').waitFor();
    await page.context().close();
  });

  it('registers the service worker, which starts the app without a network on the next visit', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByTestId('landing-screen').waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('offline-screen').waitFor();
    expect(await page.getByText(OFFLINE_TEXT.title).count()).toBe(1);
    await page.context().close();
  });

  it('shows the offline screen when the server cannot be reached', async () => {
    const page = await browser.newPage();
    await page.route('**/api/status', (route) => route.abort('connectionrefused'));
    await page.goto(server.url);
    await page.getByTestId('offline-screen').waitFor();
    await page.context().close();
  });

  it('starts from the service worker with the network gone: the shell, its scripts and the offline screen', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await page.context().setOffline(true);
    const noEval = page.waitForResponse((r) => new URL(r.url()).pathname === '/no-eval.js');
    await page.reload();
    await page.getByTestId('offline-screen').waitFor();
    const served = await noEval;
    expect(served.status()).toBe(200);
    expect(served.fromServiceWorker()).toBe(true);
    await page.context().close();
  });
});

describe('the game frame', () => {
  it('opens the ad by itself once, then not again on the next visit', async () => {
    const page = await browser.newPage();
    await signIn(page, 'Poppy', { keepAd: true });
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.ad);
    await page.keyboard.press('Escape');
    await page.getByTestId('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    // The ad decides when the game frame mounts: let that commit's effects run, then look.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(await page.getByTestId('menu-button').count()).toBe(1);
    expect(await page.getByTestId('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('opens dialogs from the menu, walks their history back and forward, and closes them', async () => {
    const page = await browser.newPage();
    await signIn(page, 'Poppy');
    expect(await page.getByTestId('topbar-username').textContent()).toBe('Poppy');
    expect(await page.getByTestId('gems-value').textContent()).toBe(formatCount(STARTING_GEMS));

    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('main-menu');
    expect(await menu.getByTestId('location-card').textContent()).toContain('Old Road Town');
    for (const entry of MENU_ENTRIES.filter((e) => e.disabled)) {
      expect(await menu.getByTestId(`menu-${entry.key}`).isDisabled()).toBe(true);
    }
    expect(await menu.getByTestId('menu-outfitsFeed').textContent()).toContain('New');
    await menu.getByTestId('menu-creator').click();

    // The entry opens its dialog; the Menu button turns into CLOSE.
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.creator);
    await page.getByTestId('creator-dialog').waitFor();
    expect(await page.getByTestId('menu-button').count()).toBe(0);
    expect(await page.getByTestId('close-dialog').textContent()).toContain('CLOSE');

    // Coins open the ad (the support page) at its gem packs: a second entry in the history.
    await page.getByTestId('coins').click();
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.ad);
    await page.getByTestId('ad-section-gems').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.creator);
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Forward' }).click();
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.ad);
    expect(await page.getByRole('button', { name: 'Forward' }).isDisabled()).toBe(true);

    // The close button (desktop), then the red CLOSE, then Escape each close the dialog.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('menu-button').waitFor();

    await page.getByTestId('gems').click();
    await page.getByTestId('close-dialog').click();
    await page.getByTestId('dialog').waitFor({ state: 'detached' });

    await page.getByTestId('level').click();
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.flow);
    await page.keyboard.press('Escape');
    await page.getByTestId('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows unread mail on the profile badge and in the page title', async () => {
    await server.server.ctx.db.insert(mail).values([
      { senderId: ids.Poppy!, recipientId: ids.Basil!, message: 'Tea at the mill?' },
      { senderId: ids.Clover!, recipientId: ids.Basil!, message: 'Found your hat' },
      { senderId: ids.Clover!, recipientId: ids.Basil!, message: 'Radio tonight!' },
    ]);
    const page = await browser.newPage();
    await signIn(page, 'Basil');
    await expect.poll(() => page.title()).toBe('(3) Oldroad');
    expect(await page.getByTestId('profile-button').locator('..').textContent()).toContain('3');

    // A hundred unread: the badge and the title say 99+ (the next 10 s poll brings it).
    await server.server.ctx.db.insert(mail).values(Array.from({ length: 97 }, (_, i) => ({ senderId: ids.Clover!, recipientId: ids.Basil!, message: `Letter ${i + 1}` })));
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('(99+) Oldroad');
    expect(await page.getByTestId('unread-badge').textContent()).toContain('99+');

    await page.getByTestId('profile-button').click();
    await page.getByTestId('profile-menu').getByRole('menuitem', { name: /Mail/ }).click();
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.email);
    await page.context().close();
  });

  it('keeps Optimized Mode in the browser across reloads', async () => {
    const page = await browser.newPage();
    await signIn(page, 'Clover');
    await page.getByTestId('settings-button').click();
    const toggle = page.getByTestId('optimized-mode');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('menuitem', { name: 'Options' }).isDisabled()).toBe(true);

    await page.reload();
    await page.getByTestId('settings-button').click();
    await expect.poll(() => page.getByTestId('optimized-mode').getAttribute('aria-checked')).toBe('true');
    await page.context().close();
  });

  it('merges the menus into one on a phone and fills the screen with dialogs', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'Clover');
    expect(await page.getByTestId('settings-button').count()).toBe(0);
    expect(await page.getByTestId('profile-button').count()).toBe(0);
    expect(await page.getByTestId('level').count()).toBe(0);

    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('main-menu');
    expect(await menu.getByTestId('profile-username').textContent()).toBe('Clover');
    expect(await menu.getByTestId('logout').count()).toBe(1);
    await menu.getByTestId('menu-forums').click();
    await expect.poll(() => dialogTitle(page)).toBe(DIALOG_LABELS.forums);
    // Full screen below the top bar, no close button of its own: the red CLOSE closes it.
    expect(await page.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
    const box = await page.getByTestId('dialog').boundingBox();
    expect(box?.width).toBe(390);
    await page.getByTestId('close-dialog').click();
    await page.getByTestId('dialog').waitFor({ state: 'detached' });

    await page.getByTestId('menu-button').click();
    await page.getByTestId('main-menu').getByTestId('logout').click();
    await page.getByTestId('landing-screen').waitFor();
    await page.context().close();
  });
});
