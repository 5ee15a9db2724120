import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { decodeWhisper } from '@common/world/chat-wire';
import { TOWN } from '@common/world/map';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PASSWORD, showsPlayers, signedInPage, where } from './support/town';

/**
 * Two new players (issue 10, "Done when"): Ann, in the town, finds Bob by tapping his avatar
 * and asks him to be friends; Bob accepts from his Mail; they comment and reply on each
 * other's profiles; Ann sends Bob her heart; Bob blocks Ann, and from then on Ann can neither
 * whisper him nor ask him to be friends.
 *
 * Only Ann's page loads the town (WebGL is costly): Bob uses the app without it, and is in
 * town through a socket of his own, as his browser's town connection would be.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();
const STORY_MS = 420_000;

const dialogs = (page: Page) => ({
  open: (name: string, props?: Record<string, unknown>) => page.evaluate(([n, p]) => window.__oldroadDialogs!.open(n as never, p), [name, props] as const),
  close: () => page.evaluate(() => window.__oldroadDialogs!.close()),
});

/** Registers and signs in `username` and opens the app without the town. Answers the page and session key. */
async function playerWithoutTown(username: string): Promise<{ page: Page; key: string }> {
  const page = await chromium.newPage();
  await keepAdAway(page);
  const email = `${username.toLowerCase()}@town.test`;
  const reg = await page.request.post(`${server.url}/game-api/register`, { data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 0 } });
  expect(reg.status()).toBe(200);
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { serverSessionKey } = (await login.json()) as { serverSessionKey: string };
  await page.goto(`${server.url}/?town=off`);
  await page.waitForFunction(() => !!window.__oldroadDialogs);
  return { page, key: serverSessionKey };
}

/** The page's session key, as a reload finds it (the cookie restores it; API calls send it as a header). */
async function keyOf(page: Page): Promise<string> {
  return ((await (await page.request.get(`${server.url}/api/auth/session`)).json()) as { serverSessionKey: string }).serverSessionKey;
}

/** Walks Ann (arrow keys) until `username`'s avatar is well inside her screen. */
async function bringIntoView(page: Page, username: string): Promise<{ x: number; y: number }> {
  const width = page.viewportSize()!.width;
  const spot = await page.evaluate((u) => window.__oldroadTown?.screenOf(u) ?? null, username);
  expect(spot).toBeTruthy();
  if (spot!.x < 420 || spot!.x > width - 200) {
    const key = spot!.x < 420 ? 'ArrowLeft' : 'ArrowRight';
    await page.mouse.move(width / 2, 5);
    await page.keyboard.down(key);
    await page.waitForFunction(
      ([u, w]) => {
        const s = window.__oldroadTown?.screenOf(u as string);
        return !!s && s.x > 520 && s.x < (w as number) - 300;
      },
      [username, width] as const,
      { timeout: 120_000 },
    );
    await page.keyboard.up(key);
  }
  // Players can spawn at the same spot: Ann steps aside so her own avatar is not in the way.
  const apart = () =>
    page.evaluate((u) => {
      const t = window.__oldroadTown;
      const me = t?.positions().find((p) => p.local);
      const them = t?.screenOf(u);
      const mine = me && t?.screenOf(me.username);
      return them && mine ? them.x - mine.x : null;
    }, username);
  const dx = await apart();
  if (dx !== null && Math.abs(dx) < 160) {
    const key = dx >= 0 ? 'ArrowLeft' : 'ArrowRight';
    await page.mouse.move(width / 2, 5);
    await page.keyboard.down(key);
    await expect.poll(async () => Math.abs((await apart()) ?? 0), { timeout: 60_000, interval: 100 }).toBeGreaterThan(220);
    await page.keyboard.up(key);
  }
  // Let the camera settle, then read where the avatar is drawn.
  await expect.poll(async () => (await where(page, username)) !== undefined).toBe(true);
  await page.waitForTimeout(300);
  return (await page.evaluate((u) => window.__oldroadTown?.screenOf(u) ?? null, username))!;
}

/**
 * Ann taps Bob's avatar in the street and waits for his quick-action card. A tap that lands
 * while the avatar is still moving (the camera settling) can miss it, so she taps again then.
 */
async function tapAvatar(page: Page, username: string) {
  await page.getByTestId('dialog').waitFor({ state: 'detached' });
  const card = page.getByTestId('profile-card').filter({ has: page.locator(`[data-username="${username}"]`) });
  for (let attempt = 1; ; attempt++) {
    const spot = await bringIntoView(page, username);
    await page.mouse.click(spot.x, spot.y);
    try {
      await card.waitFor({ timeout: attempt < 3 ? 10_000 : 30_000 });
      return card;
    } catch (err) {
      if (attempt >= 3) {
        await page.screenshot({ path: path.join(os.tmpdir(), 'oldroad-profiles-tap-failed.png') }).catch(() => {});
        throw err;
      }
    }
  }
}

describe('profiles, friends and blocking between two new players', () => {
  it('find, befriend, comment and reply, heart, then block', async () => {
    const ann = await signedInPage(chromium, server, 'Ann');
    const bob = await playerWithoutTown('Bob');
    const bobInTown = io(server.url, { auth: { sessionKey: bob.key, location: TOWN.name }, transports: ['websocket'], reconnection: false });
    const whispersToBob: string[] = [];
    bobInTown.on('whisper', (m) => whispersToBob.push(decodeWhisper(m)?.text ?? ''));
    try {
      // Ann finds Bob in the street: his card shows, and she asks him to be friends.
      await showsPlayers(ann, 2);
      await ann.getByTestId('chat-input').waitFor();
      await ann.getByTestId('chat-expand').click(); // minimise the chat so the street is clear
      let card = await tapAvatar(ann, 'Bob');
      expect(await card.getByTestId('player-name').textContent()).toBe('Bob');
      await card.getByTestId('popup-add-friend').click();
      await ann.getByTestId('confirm-yes').click();
      await ann.getByText('Friend request sent to Bob').waitFor();
      await card.getByTestId('popup-pending').waitFor();
      await ann.keyboard.press('Escape');

      // Bob finds the request in his Mail and accepts: Ann's profile opens.
      await dialogs(bob.page).open('email');
      await bob.page.getByTestId('mail-card').filter({ hasText: 'Ann' }).first().click();
      await bob.page.getByTestId('friend-request').waitFor();
      await bob.page.getByTestId('friend-accept').click();
      await bob.page.getByText('You are now friends with Ann').waitFor();
      const annProfile = bob.page.locator('[data-testid="about-dialog"][data-username="Ann"]');
      await annProfile.waitFor();
      await annProfile.getByTestId('about-friend').filter({ hasText: 'Friends' }).waitFor();

      // Bob writes on Ann's profile: Enter posts, clears, and the comment shows at once.
      await annProfile.getByTestId('tab-comments').click();
      const bobBox = annProfile.getByTestId('comment-input');
      await bobBox.fill('Welcome to Old Road, Ann!');
      await bobBox.press('Enter');
      const bobComment = annProfile.getByTestId('comment').filter({ hasText: 'Welcome to Old Road, Ann!' });
      await bobComment.waitFor();
      expect(await bobBox.inputValue()).toBe('');
      expect(await bobComment.getByTestId('comment-time').first().textContent()).toBe('a few seconds ago');

      // Ann reads it on her own profile and replies.
      await dialogs(ann).open('about', { username: 'Ann' });
      const annOwn = ann.locator('[data-testid="about-dialog"][data-username="Ann"]');
      await annOwn.getByTestId('tab-comments').click();
      const onAnns = annOwn.getByTestId('comment').filter({ hasText: 'Welcome to Old Road, Ann!' });
      await onAnns.getByTestId('reply-open').click();
      await onAnns.getByTestId('reply-input').fill('Thank you Bob!');
      await onAnns.getByTestId('reply-input').press('Enter');
      await onAnns.getByTestId('reply').filter({ hasText: 'Thank you Bob!' }).waitFor();

      // From Bob's name on the comment, Ann opens his card; Escape closes the card only, her
      // profile stays open beneath it.
      await onAnns.getByTestId('comment-line').getByTestId('player-link').click();
      await ann.getByTestId('profile-card').waitFor();
      await ann.keyboard.press('Escape');
      await ann.getByTestId('profile-card').waitFor({ state: 'detached' });
      expect(await annOwn.isVisible()).toBe(true);
      // Again, and she opens his profile, comments and sends her heart.
      await onAnns.getByTestId('comment-line').getByTestId('player-link').click();
      await ann.getByTestId('popup-view-profile').click();
      const bobProfile = ann.locator('[data-testid="about-dialog"][data-username="Bob"]');
      await bobProfile.waitFor();
      await bobProfile.getByTestId('about-heart').filter({ hasText: 'Send Your Heart' }).click();
      await bobProfile.getByTestId('about-heart').filter({ hasText: 'Remove Heart' }).waitFor();
      await bobProfile.getByTestId('tab-comments').click();
      await bobProfile.getByTestId('comment-input').fill('Love the hat!');
      await bobProfile.getByTestId('comment-input').press('Enter');
      await bobProfile.getByTestId('comment').filter({ hasText: 'Love the hat!' }).waitFor();
      // Her own About tab names her match.
      await dialogs(ann).open('about', { username: 'Ann' });
      await ann.locator('[data-testid="about-dialog"][data-username="Ann"]').getByTestId('tile-match').getByText('Bob').waitFor();

      // Bob replies on his own profile.
      await dialogs(bob.page).open('about', { username: 'Bob' });
      const bobOwn = bob.page.locator('[data-testid="about-dialog"][data-username="Bob"]');
      await bobOwn.getByTestId('tab-comments').click();
      const onBobs = bobOwn.getByTestId('comment').filter({ hasText: 'Love the hat!' });
      await onBobs.getByTestId('reply-open').click();
      await onBobs.getByTestId('reply-input').fill('Found it in the store :)');
      await onBobs.getByTestId('reply-input').press('Enter');
      await onBobs.getByTestId('reply').filter({ hasText: 'Found it in the store :)' }).waitFor();

      // Before any block, Ann's whisper reaches Bob.
      await dialogs(ann).close();
      card = await tapAvatar(ann, 'Bob');
      await card.getByTestId('profile-whisper').click();
      await expect.poll(() => ann.getByTestId('chat-input').inputValue()).toBe('Bob: ');
      // The input has the focus with the caret after "Bob: ": Ann just types.
      await ann.keyboard.type('see you at the fountain');
      await ann.keyboard.press('Enter');
      await expect.poll(() => whispersToBob, { timeout: 30_000 }).toContain('see you at the fountain');

      // Bob blocks Ann from her profile.
      await dialogs(bob.page).open('about', { username: 'Ann' });
      const annAgain = bob.page.locator('[data-testid="about-dialog"][data-username="Ann"]');
      await annAgain.getByTestId('about-block').filter({ hasText: 'Block' }).click();
      await bob.page.getByTestId('confirm-yes').click();
      await bob.page.getByText('Ann has been blocked').waitFor();
      await annAgain.getByTestId('about-block').filter({ hasText: 'Unblock' }).waitFor();
      // The friendship ended with the block.
      await annAgain.getByTestId('about-friend').filter({ hasText: 'Add Friend' }).waitFor();

      // Ann can no longer whisper Bob: she is told so, and the whisper is in neither history.
      await expect.poll(() => ann.getByTestId('chat-input').inputValue()).toBe('Bob: ');
      await ann.getByTestId('chat-input').pressSequentially('are you still there?');
      await ann.getByTestId('chat-input').press('Enter');
      await ann.getByText('Bob is not accepting whispers from you').waitFor();
      const whisperTexts = async (page: Page) =>
        ((await (await page.request.get(`${server.url}/api/chat/whispers`, { headers: { 'x-session-key': await keyOf(page) } })).json()) as { messages: { text: string }[] }).messages.map((m) => m.text);
      expect(await whisperTexts(ann)).toEqual(['see you at the fountain']);
      expect(await whisperTexts(bob.page)).toEqual([]);
      expect(whispersToBob).not.toContain('are you still there?');

      // And Ann can no longer ask him to be friends.
      card = await tapAvatar(ann, 'Bob');
      await card.getByTestId('popup-add-friend').click();
      await ann.getByTestId('confirm-yes').click();
      await ann.getByText('Bob has blocked you').waitFor();
      const friends = await bob.page.request.get(`${server.url}/api/friend/list`, { headers: { 'x-session-key': bob.key } });
      expect(await friends.json()).toEqual([]);
    } catch (err) {
      // For whoever reads a failure: what both players saw.
      await ann.screenshot({ path: path.join(os.tmpdir(), 'oldroad-profiles-ann.png') }).catch(() => {});
      await bob.page.screenshot({ path: path.join(os.tmpdir(), 'oldroad-profiles-bob.png') }).catch(() => {});
      throw err;
    } finally {
      bobInTown.disconnect();
      await ann.context().close();
      await bob.page.context().close();
    }
  }, STORY_MS);
});

describe('the friends list and a bio colour, without the town', () => {
  it("opens from the bottom bar's Friends panel: the friend's card, its overlay, the full profile; a player who is not a member colours their bio", async () => {
    const cora = await playerWithoutTown('Cora');
    const dell = await playerWithoutTown('Dell');
    try {
      // Each asks the other: the second request makes them friends.
      const ask = (from: { page: Page; key: string }, to: string) => from.page.request.post(`${server.url}/api/friend/${to}`, { headers: { 'x-session-key': from.key } });
      expect((await ask(cora, 'Dell')).status()).toBe(200);
      expect(((await (await ask(dell, 'Cora')).json()) as { isFriends: boolean }).isFriends).toBe(true);

      // The bottom bar's Friends panel leads to every friend, online or not.
      const page = cora.page;
      await page.getByTestId('friends-button').click();
      await page.getByTestId('online-friends').waitFor();
      await page.getByTestId('open-friends-list').click();
      await page.getByTestId('friends-list-dialog').waitFor();
      // The panel gives way to the list (it fades out, so on a busy machine it may still be leaving).
      await page.getByTestId('online-friends').waitFor({ state: 'detached', timeout: 10_000 });
      const card = page.locator('[data-testid="player-card"][data-username="Dell"]');
      await card.waitFor();
      expect(await page.getByTestId('player-card').count()).toBe(1);
      expect(await card.getByTestId('online-dot').getAttribute('aria-label')).toMatch(/^(Online|Offline)$/);

      // A card shows the overlay: name, since when, View Full Profile and Whisper.
      await card.getByRole('button', { name: 'Dell' }).click();
      const overlay = card.getByTestId('card-overlay');
      expect(await overlay.textContent()).toContain('Friends since');
      await overlay.getByTestId('overlay-whisper').waitFor();
      await overlay.getByTestId('overlay-view-profile').click();
      await page.locator('[data-testid="about-dialog"][data-username="Dell"]').waitFor();

      // Cora is not a member: her own profile offers the bio colour, not the name tag or name colour.
      await dialogs(page).open('about', { username: 'Cora' });
      await page.locator('[data-testid="about-dialog"][data-username="Cora"]').waitFor();
      expect(await page.getByTestId('owner-nametag').count()).toBe(0);
      expect(await page.getByTestId('owner-name-color').count()).toBe(0);
      await page.getByTestId('owner-bio-color').click();
      const colour = page.locator('.mantine-Popover-dropdown input[maxlength="7"]');
      await colour.fill('#2f9e44');
      await page.getByRole('button', { name: 'Save bio colour' }).click();
      await page.getByText('Bio colour updated').waitFor();
      const profile = await page.request.get(`${server.url}/api/profile/Cora`, { headers: { 'x-session-key': cora.key } });
      expect(((await profile.json()) as { bioColor: string }).bioColor).toBe('#2f9e44');
    } finally {
      await cora.page.context().close();
      await dell.page.context().close();
    }
  }, 180_000);
});
