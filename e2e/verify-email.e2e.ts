import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, VERIFY_BANNER_TEXT, VERIFY_PAGE_TEXT } from '@common/accounts';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PHONE } from './support/town';

/**
 * Email verification in a real Chromium, without the town (?town=off): a new player sees the
 * banner with where the link went, asks for another, hides it for the tab, opens the link from
 * the dev outbox in a second tab, and the first tab's banner goes away.
 */
const server = useServer();
const browser = useBrowser();
const PASSWORD = 'open the letter';

/** Registers and signs in `username` in a new browser context, at the game with the town left out. */
async function newPlayer(username: string, opts: BrowserContextOptions = {}): Promise<{ page: Page; email: string }> {
  const page = await browser.newPage(opts);
  await keepAdAway(page);
  const email = `${username.toLowerCase()}@example.test`;
  expect((await page.request.post(`${server.url}/game-api/register`, { data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } })).status()).toBe(200);
  expect((await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(200);
  await page.goto(`${server.url}/?town=off`);
  await page.getByTestId('top-bar').waitFor();
  return { page, email };
}

/** The path of every verification link mailed to `email`, oldest first. */
function verifyLinks(email: string): string[] {
  const dir = path.join(server.dataDir, 'outbox');
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === email)
    .flatMap((m) => m.text.match(/\/verify-email\?token=[^\s"]+/g) ?? []);
}

const banner = (page: Page) => page.getByTestId('verify-banner');

/** The banner is on screen, under the top bar, inside the window. */
async function fitsUnderTopBar(page: Page) {
  const box = (await banner(page).boundingBox())!;
  const bar = (await page.getByTestId('top-bar').boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThan(view.height / 2);
}

describe('verifying the email address', () => {
  it('shows the banner with Resend, hides it for the tab, and takes it away once the link is opened', async () => {
    const { page, email } = await newPlayer('Marigold');
    await banner(page).waitFor();
    expect(await page.getByTestId('verify-banner-text').textContent()).toBe(VERIFY_BANNER_TEXT.sentTo(email));
    await fitsUnderTopBar(page);
    expect(verifyLinks(email)).toHaveLength(1);

    // Resend: a second link, and the toast says where it went.
    await page.getByTestId('verify-resend').click();
    await page.locator('.mantine-Notification-root', { hasText: ACCOUNT_TEXT.verifySent(email) }).waitFor();
    expect(verifyLinks(email)).toHaveLength(2);

    // Hidden for this tab (a reload keeps it hidden); another tab still shows it.
    await page.getByTestId('verify-banner-close').click();
    await banner(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(await banner(page).count()).toBe(0);
    const other = await page.context().newPage();
    await other.goto(`${server.url}/?town=off`);
    await banner(other).waitFor();

    // The link from the outbox, opened in that other tab: verified, and the token leaves the address bar.
    const link = verifyLinks(email).at(-1)!;
    await other.goto(`${server.url}${link}`);
    await other.getByTestId('verify-done').waitFor();
    expect(await other.getByTestId('verify-done').textContent()).toContain(ACCOUNT_TEXT.emailVerified);
    expect(new URL(other.url()).search).toBe('');
    expect(await other.getByTestId('verify-next').textContent()).toBe(VERIFY_PAGE_TEXT.toTown);

    // That tab, back at the game, shows no banner: the session says verified.
    await other.goto(`${server.url}/?town=off`);
    await other.getByTestId('top-bar').waitFor();
    expect(await banner(other).count()).toBe(0);

    // The same link again: refused, and it says so.
    await other.goto(`${server.url}${link}`);
    await other.getByTestId('verify-failed').waitFor();
    expect(await other.getByTestId('verify-failed').textContent()).toContain(ACCOUNT_TEXT.verifyInvalid);
    await page.context().close();
  });

  it('takes the banner away in an open tab when the link was opened elsewhere', async () => {
    const { page, email } = await newPlayer('Yarrow');
    await banner(page).waitFor();
    // Opened on another device: no session there.
    const elsewhere = await browser.newPage();
    await elsewhere.goto(`${server.url}${verifyLinks(email).at(-1)!}`);
    await elsewhere.getByTestId('verify-done').waitFor();
    expect(await elsewhere.getByTestId('verify-next').textContent()).toBe(VERIFY_PAGE_TEXT.toSignIn);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner(page).waitFor({ state: 'detached' });
    await elsewhere.context().close();
    await page.context().close();
  });

  it('fits a phone under the top bar, clear of the zoom buttons', async () => {
    const { page } = await newPlayer('Sorrel', PHONE);
    await banner(page).waitFor();
    await fitsUnderTopBar(page);
    const box = (await banner(page).boundingBox())!;
    // The zoom buttons (town on) sit in the right 56 px under the top bar.
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width - 56);
    await page.context().close();
  });
});
