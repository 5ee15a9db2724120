import fs from 'node:fs';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT, OAUTH_ERROR_TEXT, STARTING_COINS } from '@common/accounts';
import { formatCount } from '@common/format';
import { DIALOG_LABELS } from '@common/dialogs';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';

/**
 * Accounts in a real Chromium against the whole app: register in two steps, sign in, sign out,
 * reset a forgotten password through the dev outbox, and an OAuth sign-in through a local
 * OAuth2 provider that ends in Finish Creating Account.
 */
const server = useServer({ GOOGLE_CLIENT_ID: 'oldroad-e2e', GOOGLE_CLIENT_SECRET: 'e2e-secret' });
const browser = useBrowser();
const provider = new OAuth2Server();

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The issuer's port is known only now; the app reads this setting at request time.
  server.server.ctx.config.OAUTH_TEST_ISSUER = provider.issuer.url!;
});
afterAll(async () => {
  await provider.stop();
});

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The ad opens by itself on a browser's first visit to town; close it to reach the top bar. */
async function dismissAd(page: Page) {
  await expect.poll(() => page.getByTestId('dialog-title').textContent()).toBe(DIALOG_LABELS.ad);
  await page.keyboard.press('Escape');
  await page.getByTestId('dialog').waitFor({ state: 'detached' });
}

async function latestResetLink(email: string): Promise<string> {
  const dir = path.join(server.dataDir, 'outbox');
  const mails = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === email);
  const link = mails.at(-1)?.text.match(/\/reset-password\?token=[^\s"]+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}

describe('register, sign in and sign out', () => {
  it('registers in two steps, returns to sign in, and shows the new player in the top bar', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Register' }).click();

    // Step 1: body type, feminine unless changed.
    await expect.poll(() => page.getByTestId('body-female').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('body-male').click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: details. Back keeps the choice; mismatched passwords are refused on the spot.
    await expect.poll(() => page.getByText('Username (cannot be changed later)').count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByTestId('body-male').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'username').fill('Juniper');
    await field(page, 'email').fill('juniper@example.com');
    await field(page, 'password').fill('lanterns-at-dusk');
    await field(page, 'confirmPassword').fill('lanterns-at-dawn');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(1);

    await field(page, 'confirmPassword').fill('lanterns-at-dusk');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.registered).count()).toBe(1);

    // Back on the login view, with the email filled in.
    await expect.poll(() => field(page, 'email').inputValue()).toBe('juniper@example.com');
    await field(page, 'password').fill('lanterns-at-dusk');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dismissAd(page);
    await expect.poll(() => page.getByTestId('topbar-username').textContent()).toBe('Juniper');
    await expect.poll(() => page.getByTestId('coins-value').textContent()).toBe(formatCount(STARTING_COINS));

    // A reload keeps the session (cookie).
    await page.reload();
    await expect.poll(() => page.getByTestId('topbar-username').textContent()).toBe('Juniper');

    // Sign out from the settings menu: back to the landing, and a reload stays signed out.
    await page.getByTestId('settings-button').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('landing-screen').waitFor();
    await page.reload();
    await page.getByTestId('landing-screen').waitFor();
    await page.context().close();
  });

  it('refuses a taken username with the server message, on the field too', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login?view=register`);
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'username').fill('JUNIPER');
    await field(page, 'email').fill('someone-else@example.com');
    await field(page, 'password').fill('another-password');
    await field(page, 'confirmPassword').fill('another-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.usernameTaken).count()).toBe(1);
    await expect.poll(() => page.locator('.mantine-TextInput-error', { hasText: ACCOUNT_TEXT.usernameTaken }).count()).toBe(1);
    await page.context().close();
  });

  it('shows a wrong password as a red toast and stays on the sign-in screen', async () => {
    const page = await browser.newPage();
    await signIn(page, 'juniper@example.com', 'not-the-password');
    await expect.poll(() => toast(page, ACCOUNT_TEXT.badCredentials).count()).toBe(1);
    expect(await page.getByTestId('login-form').count()).toBe(1);
    await page.context().close();
  });

  it('goes back to the callbackUrl after signing in', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login?callbackUrl=${encodeURIComponent('/?from=mail')}`);
    await field(page, 'email').fill('juniper@example.com');
    await field(page, 'password').fill('lanterns-at-dusk');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('top-bar').waitFor();
    expect(new URL(page.url()).search).toBe('?from=mail');
    await page.context().close();
  });
});

describe('forgot password', () => {
  it('mails a reset link that sets a new password, which then signs in', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.locator('input[type="email"]').fill('juniper@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.forgotSent).count()).toBe(1);

    await page.goto(`${server.url}${await latestResetLink('juniper@example.com')}`);
    await page.getByTestId('reset-form').waitFor();
    await page.getByLabel('New password', { exact: false }).first().fill('fireflies-over-the-road');
    await page.getByLabel('Confirm new password', { exact: false }).fill('fireflies-over-the-road');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.resetDone).count()).toBe(1);
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The old password no longer works; the new one does.
    await field(page, 'email').fill('juniper@example.com');
    await field(page, 'password').fill('lanterns-at-dusk');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.badCredentials).count()).toBe(1);
    await field(page, 'password').fill('fireflies-over-the-road');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dismissAd(page);
    await expect.poll(() => page.getByTestId('topbar-username').textContent()).toBe('Juniper');
    await page.context().close();
  });

  it('says so when the link was already used', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}${await latestResetLink('juniper@example.com')}`);
    await page.getByLabel('New password', { exact: false }).first().fill('a-third-password');
    await page.getByLabel('Confirm new password', { exact: false }).fill('a-third-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.resetInvalid).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await page.context().close();
  });
});

describe('OAuth sign-in', () => {
  it('offers the configured provider and keeps the others disabled', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in with Google' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in with Facebook' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in with Apple' }).isDisabled()).toBe(true);
    await page.getByTestId('social-discord-disabled').hover();
    await expect.poll(() => page.getByRole('tooltip', { name: /Discord sign-in is not configured/ }).count()).toBe(1);
    await page.context().close();
  });

  it('shows a failed provider sign-in that came back to /login?error=', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login?error=${encodeURIComponent(OAUTH_ERROR_TEXT.cancelled)}&callbackUrl=%2F`);
    await expect.poll(() => toast(page, OAUTH_ERROR_TEXT.cancelled).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?callbackUrl=%2F');
    await page.context().close();
  });

  it('signs in through the provider, forces Finish Creating Account, then lands in town', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    const finish = page.getByRole('dialog', { name: 'Finish Creating Account' });
    await finish.waitFor();
    // It cannot be closed: Escape leaves it open and no top bar is offered.
    await page.keyboard.press('Escape');
    expect(await finish.isVisible()).toBe(true);
    expect(await page.getByTestId('top-bar').count()).toBe(0);

    await finish.locator('input[autocomplete="username"]').fill('Juniper');
    await finish.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => toast(page, ACCOUNT_TEXT.usernameTaken).count()).toBe(1);

    await finish.locator('input[autocomplete="username"]').fill('Wren_OAuth');
    await finish.getByTestId('body-male').click();
    await finish.getByRole('button', { name: 'Finish' }).click();
    await dismissAd(page);
    await expect.poll(() => page.getByTestId('topbar-username').textContent()).toBe('Wren_OAuth');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
