import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { STAFF_TEXT, STAFF_UI_TEXT } from '@common/staff-tools';
import { users } from '../src/server/modules/users/schema';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { account as accountAt, signIn } from './support/session';
import { PASSWORD, PHONE, signedInPage, SLOW } from './support/town';

/**
 * Issue 21's sanctions and staff tools as players and staff meet them in Chromium: an admin's
 * announcement and a suspension reaching a player in town (the town is reached once, here), the
 * warning notice at the next sign-in and Account standing (desktop and phone), and a moderator's
 * and an admin's work in the Moderation dialog's Players tab.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();

const api = (url: string, data: unknown, key?: string) =>
  fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { 'x-session-key': key } : {}) }, body: JSON.stringify(data) }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }),
  );

/** Registers a player (a role when given) and answers their session key. */
async function account(username: string, access = 0): Promise<string> {
  const email = `${username.toLowerCase()}@town.test`;
  await api('/game-api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 });
  if (access) await server.server.ctx.db.update(users).set({ access }).where(eq(users.username, username));
  const login = await api('/api/auth/login', { email, password: PASSWORD });
  return login.body.serverSessionKey as string;
}

/** A page signed in as `username`, without the town (dialogs are the story). */
async function withoutTown(username: string, opts = {}): Promise<Page> {
  const page = await chromium.newPage(opts);
  page.setDefaultTimeout(60_000);
  await signIn(page, server, accountAt(username, 'town.test', PASSWORD), { timeout: 120_000 });
  return page;
}

const openModeration = async (page: Page, tab: string) => {
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-moderation').click();
  await page.getByTestId(`moderation-tab-${tab}`).click();
};

describe('sanctions and staff tools in the browser', () => {
  it('a player in town sees an announcement, then a suspension takes them out of town with its reason, and sign-in says why', { timeout: 600_000 }, async () => {
    const admin = await account('Herald', 2);
    const mod = await account('Warden', 1);
    const page = await signedInPage(chromium, server, 'Roamer');
    page.setDefaultTimeout(SLOW);
    await page.getByTestId('chat-input').waitFor({ timeout: SLOW });
    await expect.poll(async () => (await api('/api/admin/announce', { message: 'Fireworks at the fountain at 9!' }, admin)).body.online, { timeout: 30_000 }).toBeGreaterThan(0);
    const notice = page.getByTestId('announcement');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Fireworks at the fountain at 9!');
    expect(await notice.textContent()).toContain(STAFF_TEXT.announcementTitle);

    const res = await api('/api/moderation/sanction', { username: 'Roamer', kind: 'suspend', hours: 48, reason: 'Threatening other players' }, mod);
    expect(res.status).toBe(200);
    const reason = SANCTION_TEXT.suspended((res.body.standing as { suspendedUntil: string }).suspendedUntil, 'Threatening other players');
    await page.getByText(reason).first().waitFor();
    await page.getByTestId('landing-screen').waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);

    // Signing in again is refused with the reason and the end.
    await page.goto(`${server.url}/login`);
    const form = page.getByTestId('login-form');
    await form.locator('input[name="email"]').fill('roamer@town.test');
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(reason).first().waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);
  });

  it('a warned player is told at the next sign-in until they acknowledge it, and Account standing shows a mute and the warning with reasons (desktop and phone)', { timeout: 300_000 }, async () => {
    const mod = await account('Keeper', 1);
    await account('Wanderer');
    await api('/api/moderation/sanction', { username: 'Wanderer', kind: 'warn', reason: 'Advertising another site in public chat' }, mod);
    await api('/api/moderation/sanction', { username: 'Wanderer', kind: 'mute', hours: 24, reason: 'Insulting players after a warning' }, mod);

    const page = await withoutTown('Wanderer');
    const notice = page.getByTestId('warning-notice');
    await notice.getByText('Advertising another site in public chat').waitFor();
    await page.getByTestId('warning-notice-ok').click();
    await page.getByTestId('warning-notice-ok').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('menu-standing').click();
    const standing = page.getByTestId('standing-dialog');
    await standing.getByTestId('standing-mute').waitFor();
    expect(await standing.getByTestId('standing-mute').textContent()).toContain('Insulting players after a warning');
    expect(await standing.getByTestId('standing-warn').textContent()).toContain('Advertising another site in public chat');
    expect(await standing.getByTestId('standing-offences').textContent()).toBe(SANCTION_TEXT.standingOffences(2));
    // Acknowledged once: the notice did not come back with the reload.
    expect(await page.getByTestId('warning-notice').count()).toBe(0);

    // On a phone the settings are in the one menu.
    const phone = await withoutTown('Wanderer', PHONE);
    await phone.getByTestId('menu-button').click();
    await phone.getByTestId('menu-standing').click();
    const onPhone = phone.getByTestId('standing-dialog');
    await onPhone.getByTestId('standing-mute').waitFor();
    const box = (await onPhone.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
  });

  it('a moderator looks a player up, mutes them with the suggested step and lifts it; an admin renames them from the lookup', { timeout: 300_000 }, async () => {
    await account('Sentry', 1);
    await account('Overseer', 2);
    await account('Loudmouth');
    const mod = await withoutTown('Sentry');
    await openModeration(mod, 'players');
    await mod.getByTestId('lookup-input').fill('loudmouth');
    await mod.getByTestId('lookup-submit').click();
    await mod.getByTestId('lookup-profile').waitFor();
    expect(await mod.getByTestId('lookup-suggested').textContent()).toBe(STAFF_UI_TEXT.suggested('Warn', 0));
    // A ban is an admin's: the moderator cannot pick it.
    expect(await mod.getByTestId('sanction-kind-ban').isDisabled()).toBe(true);
    await mod.getByTestId('sanction-form').getByText('Mute', { exact: true }).click();
    expect(await mod.getByTestId('sanction-kind-mute').isChecked()).toBe(true);
    await mod.getByTestId('sanction-hours').fill('2');
    await mod.getByTestId('sanction-reason').fill('Shouting insults at newcomers');
    await mod.getByTestId('sanction-submit').click();
    await mod.getByText(SANCTION_TEXT.imposed('mute', 'Loudmouth')).waitFor();
    const history = mod.getByTestId('lookup-sanctions');
    await history.getByTestId('lookup-sanction-mute').waitFor();
    expect(await history.getByTestId('lookup-sanction-mute').textContent()).toContain('Shouting insults at newcomers');
    expect(await mod.getByTestId('lookup-standing').textContent()).toContain('Muted until');

    await history.getByTestId('lookup-lift').click();
    await mod.getByTestId('lift-reason').fill('Apologised to everyone');
    await mod.getByTestId('lift-confirm').click();
    await mod.getByText(SANCTION_TEXT.lifted('mute')).waitFor();
    await expect.poll(async () => mod.getByTestId('lookup-standing').textContent()).toContain(STAFF_UI_TEXT.goodStanding);
    expect(await history.textContent()).toContain('Apologised to everyone');
    // Moderators have no staff tools.
    expect(await mod.getByTestId('rename-form').count()).toBe(0);
    expect(await mod.getByTestId('moderation-tab-staff').count()).toBe(0);

    const admin = await withoutTown('Overseer');
    await openModeration(admin, 'players');
    await admin.getByTestId('lookup-input').fill('Loudmouth');
    await admin.getByTestId('lookup-submit').click();
    await admin.getByTestId('rename-to').fill('Quietmouth');
    await admin.getByTestId('rename-submit').click();
    await admin.getByTestId('confirm-yes').click();
    await admin.getByText(STAFF_TEXT.renamed('Loudmouth', 'Quietmouth')).waitFor();
    await expect.poll(async () => admin.getByTestId('lookup-username').textContent()).toBe('Quietmouth');
    await admin.getByTestId('lookup-sections').getByText(/^Usernames/).click();
    expect(await admin.getByTestId('lookup-section-usernames').textContent()).toContain('Loudmouth → Quietmouth');
  });
});
