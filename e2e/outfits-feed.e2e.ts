import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCount } from '@common/format';
import { FEED_TEXT } from '@common/outfitsFeed/limits';
import { users } from '../src/server/modules/users/schema';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { account, openDialog, signIn as signInAs } from './support/session';

/**
 * The outfits post feed in a real Chromium, without the town: a player makes a collage of two
 * saved outfits and an uploaded photo (one gem), a moderator approves the photo in the review
 * queue's Feed uploads tab, and another player finds the post, comments on it and tips it.
 */
const server = useServer();
const chromium = useBrowser();
const PASSWORD = 'outfits on the old road';
const SLOW = 300_000;
const keys: Record<string, string> = {};
const START_COINS = 5000;
const START_GEMS = 25;

beforeAll(async () => {
  for (const username of ['Nell', 'Omar', 'Kit']) {
    const email = `${username.toLowerCase()}@feed.test`;
    const post = (url: string, data: unknown, key?: string) =>
      fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { 'x-session-key': key } : {}) }, body: JSON.stringify(data) }).then((r) => r.json());
    await post('/game-api/register', { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 });
    keys[username] = ((await post('/api/auth/login', { email, password: PASSWORD })) as { serverSessionKey: string }).serverSessionKey;
    if (username === 'Nell') for (const name of ['Picnic', 'Evening']) await post('/api/outfit', { name }, keys.Nell);
  }
  // Moderators are made in the database (access 1), as an operator would.
  await server.server.ctx.db.update(users).set({ access: 1 }).where(eq(users.username, 'Omar'));
  // Kit tips: coins leave an account only once its email is verified (as the verification link would).
  await server.server.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.username, 'Kit'));
});

async function signIn(username: string): Promise<Page> {
  const page = await chromium.newPage();
  await signInAs(page, server, account(username, 'feed.test', PASSWORD), { timeout: 120_000 });
  return page;
}

const coinsOf = async (username: string) => (await server.server.ctx.db.select({ coins: users.coins }).from(users).where(eq(users.username, username)))[0]!.coins;

describe('the outfits post feed', () => {
  it(
    'a collage of two outfits and a photo is approved by a moderator, then commented and tipped by another player',
    async () => {
      const nell = await signIn('Nell');
      await openDialog(nell, 'outfitsFeed');
      await nell.getByTestId('feed-create').click();
      const create = nell.getByTestId('create-post');
      await create.getByText('Collage', { exact: true }).click();
      await create.getByTestId('slot-0').click();
      await create.getByTestId('slot-outfit').first().click();
      await create.getByTestId('slot-1').click();
      const photo = await sharp({ create: { width: 320, height: 480, channels: 3, background: { r: 240, g: 170, b: 60 } } }).jpeg().toBuffer();
      await create.getByTestId('slot-file').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
      await create.getByTestId('slot-2').click();
      await create.getByTestId('slot-outfit').nth(1).click();
      // The form checks before the preview: a short description is refused with the spec's text.
      await create.getByTestId('post-description').fill('Too short');
      await create.getByTestId('create-post-preview').click();
      expect(await create.getByTestId('create-post-error').textContent()).toBe(FEED_TEXT.descriptionLength);
      await create.getByTestId('post-description').fill('Two looks and a day at the beach');
      expect(await create.getByText('32/500').count()).toBe(1);
      await create.getByTestId('post-tags').fill('summer, beach, , picnic, extra');
      await create.getByTestId('create-post-preview').click();
      await create.getByTestId('create-post-confirm').click();
      await nell.getByText(FEED_TEXT.created).waitFor();
      await expect.poll(() => nell.getByTestId('gems-value').textContent()).toBe(formatCount(START_GEMS - 1));
      const mine = nell.getByTestId('feed-post').first();
      await mine.getByText(FEED_TEXT.pendingBadge).waitFor();
      const postId = await mine.getAttribute('data-post-id');
      expect(await mine.getByText('#extra').count()).toBe(0); // at most 3 tags shown
      await nell.getByTestId('feed-upload-status').click();
      expect(await nell.getByTestId('upload-entry').first().textContent()).toContain('beach.jpg');
      expect(await nell.getByTestId('upload-status-badge').first().textContent()).toBe('Pending');
      // One page at a time: software-rendered Chromium on a shared 2-core machine is slow.
      await nell.close();

      // Before approval nobody else sees it.
      const early = await signIn('Kit');
      await openDialog(early, 'outfitsFeed');
      await early.getByTestId('empty-state').waitFor();
      await early.close();

      const omar = await signIn('Omar');
      await openDialog(omar, 'reviewQueue');
      await omar.getByRole('tab', { name: FEED_TEXT.reviewTab }).click();
      const entry = omar.getByTestId('feed-review-entry').first();
      expect(await entry.textContent()).toContain('beach.jpg');
      await entry.getByTestId('feed-approve').click();
      await omar.getByText(FEED_TEXT.approved).waitFor();
      await omar.getByTestId('feed-review-empty').waitFor();
      await omar.close();

      // Now Kit sees it, comments and tips.
      const kit = await signIn('Kit');
      await openDialog(kit, 'outfitsFeed');
      await kit.getByTestId('feed-filter').getByText('Collages').click();
      const card = kit.locator(`[data-post-id="${postId}"]`);
      await card.waitFor();
      expect(await card.textContent()).toContain('Two looks and a day at the beach');
      await card.getByTestId('post-comments').click();
      await kit.getByTestId('comment-input').fill('Love the beach one!');
      await kit.getByTestId('comment-send').click();
      await kit.getByTestId('comment').filter({ hasText: 'Love the beach one!' }).waitFor();
      // The sheet's count follows at once.
      await expect.poll(() => kit.getByTestId('comments-count').textContent()).toBe('1');
      // Escape right after sending closes the sheet only; the feed stays open beneath it.
      await kit.keyboard.press('Escape');
      await kit.locator('.mantine-Drawer-overlay').waitFor({ state: 'detached' });
      expect(await card.isVisible()).toBe(true);
      await expect.poll(() => card.getByTestId('preview-comments').textContent()).toContain('Love the beach one!');
      await card.getByTestId('post-share').click();
      await kit.getByText(FEED_TEXT.codeCopied).waitFor();

      const creatorBefore = await coinsOf('Nell');
      await card.getByTestId('post-tip').click();
      await kit.getByTestId('tip-quick-50').click();
      await kit.getByTestId('tip-send').click();
      await kit.getByText(FEED_TEXT.tipSent(50, 'Nell')).waitFor();
      await expect.poll(() => kit.getByTestId('coins-value').textContent()).toBe(formatCount(START_COINS - 50));
      expect(await card.getByTestId('post-tip-count').textContent()).toBe('1');
      expect(await coinsOf('Nell')).toBe(creatorBefore + 50);
      await kit.close();
    },
    SLOW,
  );
});
