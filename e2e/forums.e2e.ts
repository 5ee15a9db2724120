import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STARTING_GEMS } from '@common/accounts';
import { FORUM_TEXT } from '@common/forum/texts';
import { POST_TIP_COINS } from '@common/forum/limits';
import { formatCount } from '@common/format';
import { changeRole } from '../src/server/modules/auth/roles';
import { users } from '../src/server/modules/users/schema';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { account, playersApi, signIn as signInAs } from './support/session';

/**
 * The forums in a real Chromium, without the town, as new players use them (issue 11, "Done
 * when"): Rosa writes a post with BBCode and pays a gem; Theo finds it by searching, replies on
 * the second page of replies, tips it (Rosa's coins go up by 1,000) and marks it NSFW; Rosa
 * edits it; Vera, a moderator, pins and locks it, and then nobody can reply. Each story stands
 * on its own: the ones after the first start from a post Rosa writes through the API.
 */
const server = useServer();
const chromium = useBrowser();
const PASSWORD = 'notes on the town board';
const SLOW = 180_000;
const TITLE = 'Lanterns for the autumn festival';
const MESSAGE =
  'Who wants to help hang [b]paper lanterns[/b] along the old road before the festival? I have [color=#e95e23]forty of them[/color] and one ladder.';

const players = playersApi(server);
const api = players.call;
const accountOf = (username: string) => account(username, 'forum.test', PASSWORD);
const coinsOf = async (username: string) => (await api<{ user: { coins: number } }>(username, 'GET', '/api/auth/session')).user.coins;

beforeAll(async () => {
  for (const username of ['Rosa', 'Theo', 'Uma', 'Vera']) await players.register(accountOf(username));
  await changeRole(server.server.ctx.db, 'Vera', 'moderator', null);
  // Theo tips: coins leave an account only once its email is verified (as the verification link would).
  await server.server.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.username, 'Theo'));
});

/** Rosa's post, written through the API (a story's starting point), with a title of its own. */
async function rosasPost(title: string): Promise<string> {
  const res = await players.answer<{ id: string }>('Rosa', 'POST', '/api/forum/post', { title, category: 'general', message: MESSAGE });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

/** A signed-in page without the town, the daily support dialog kept out of the way. */
async function signIn(username: string): Promise<Page> {
  const page = await chromium.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, server, accountOf(username));
  return page;
}
const openForums = async (page: Page, props?: Record<string, unknown>) => {
  await page.evaluate((p) => window.__oldroadDialogs!.open('forums', p), props);
  await page.getByTestId('forums-dialog').waitFor();
};

describe('forums', () => {
  it('a player writes a post with BBCode and pays one gem', { timeout: SLOW }, async () => {
    const rosa = await signIn('Rosa');
    await expect.poll(() => rosa.getByTestId('gems-value').textContent()).toBe(formatCount(STARTING_GEMS));
    await openForums(rosa);
    await rosa.getByText(FORUM_TEXT.noPosts).waitFor();
    await rosa.getByTestId('forum-create').click();
    const sheet = rosa.getByRole('dialog', { name: FORUM_TEXT.createPost });
    // Players are not offered All posts or Announcements.
    await sheet.getByTestId('forum-create-category').click();
    expect(await rosa.getByRole('option').allTextContents()).toEqual(['Oldroad', 'General', 'Clothes', 'Creativity']);
    await rosa.getByRole('option', { name: 'General' }).click();
    await sheet.getByTestId('forum-create-title').fill(TITLE);
    const text = sheet.getByTestId('bbcode-textarea');
    // Too short: the form says so in its red box with the spec's words, and nothing is paid.
    await text.fill('Lanterns, anyone?');
    await sheet.getByTestId('forum-create-submit').click();
    expect(await sheet.getByTestId('forum-create-error').textContent()).toBe(FORUM_TEXT.contentLength);
    await text.fill(MESSAGE);
    expect(await sheet.getByTestId('forum-create-submit').textContent()).toBe('Submit Post with 1 gem');
    await sheet.getByTestId('forum-create-submit').dblclick();

    // The new post opens, drawn as rich text; the gem is gone from the top bar at once.
    const post = rosa.getByTestId('forum-post');
    await post.waitFor();
    expect(await post.getByTestId('forum-post-title').textContent()).toBe(TITLE);
    expect(await post.getByTestId('forum-post-message').locator('strong').first().textContent()).toBe('paper lanterns');
    await expect.poll(() => rosa.getByTestId('gems-value').textContent()).toBe(formatCount(STARTING_GEMS - 1));
    const postId = (await post.getAttribute('data-post-id'))!;
    // A double click posted once.
    const list = await api<{ posts: { id: string; title: string }[] }>('Rosa', 'GET', '/api/forum/all');
    expect(list.posts.filter((p) => p.title === TITLE).map((p) => p.id)).toEqual([postId]);
    await rosa.context().close();
  });

  it('another player finds it by searching, replies on page 2, tips it and marks it NSFW', { timeout: SLOW }, async () => {
    const postId = await rosasPost('Paper boats for the spring regatta');
    // Sixteen replies already: the next one is on the second page of 15.
    for (let i = 1; i <= 16; i++) await api('Uma', 'POST', `/api/forum/post/${postId}/reply`, { message: `I can bring lantern number ${i}.` });
    const rosaCoins = await coinsOf('Rosa');
    const theo = await signIn('Theo');
    await openForums(theo);
    await theo.getByTestId('forum-search').fill('regatta');
    await expect.poll(() => theo.getByTestId('forum-post-card').count()).toBe(1);
    const card = theo.getByTestId('forum-post-card').first();
    expect(await card.getByTestId('forum-card-title').textContent()).toBe('Paper boats for the spring regatta');
    await theo.getByTestId('forum-search').fill('submarines');
    await theo.getByText(FORUM_TEXT.noResults).waitFor();
    await theo.getByTestId('forum-search').fill('boats regatta');
    await card.click();

    const post = theo.getByTestId('forum-post');
    await post.waitFor();
    expect(await theo.getByTestId('forum-replies').getByTestId('forum-reply').count()).toBe(15);
    await theo.getByTestId('forum-page-2').first().click();
    await expect.poll(() => theo.getByTestId('forum-replies').getAttribute('data-page')).toBe('2');
    await expect.poll(() => theo.getByTestId('forum-replies').getByTestId('forum-reply').count()).toBe(1);
    await theo.getByTestId('forum-reply-box').getByTestId('bbcode-textarea').fill('I have a [i]tall[/i] ladder too!');
    await theo.getByTestId('forum-reply-send').click();
    await expect.poll(() => theo.getByTestId('forum-replies').getByTestId('forum-reply').count()).toBe(2);
    expect(await theo.getByTestId('forum-replies').getByTestId('forum-reply').last().locator('em').textContent()).toBe('tall');

    // A tip asks first, then moves 1,000 coins from Theo to Rosa; it shows at once in the top bar.
    const theoCoins = await coinsOf('Theo');
    await post.getByTestId('forum-post-tip').click();
    await theo.getByTestId('confirm-yes').click();
    await post.getByTestId('forum-post-tipped').waitFor();
    await expect.poll(() => theo.getByTestId('coins-value').textContent()).toBe(formatCount(theoCoins - POST_TIP_COINS));
    expect(await coinsOf('Rosa')).toBe(rosaCoins + POST_TIP_COINS);

    await post.getByTestId('forum-post-nsfw').click();
    await expect.poll(() => post.getByTestId('forum-post-nsfw').textContent()).toBe(FORUM_TEXT.markSfw);
    const after = await api<{ hasNSFWVoted: boolean; nsfwVotes: number; hasTipped: boolean }>('Theo', 'GET', `/api/forum/post/${postId}`);
    expect([after.hasNSFWVoted, after.nsfwVotes, after.hasTipped]).toEqual([true, 1, true]);
    await theo.context().close();
  });

  it('the author edits the post', { timeout: SLOW }, async () => {
    const postId = await rosasPost('Lantern hooks wanted');
    const rosa = await signIn('Rosa');
    await openForums(rosa, { selectedPostId: postId });
    const post = rosa.getByTestId('forum-post');
    await post.waitFor();
    // Authors get Edit and no Tip.
    expect(await post.getByTestId('forum-post-tip').count()).toBe(0);
    await post.getByTestId('forum-post-edit').click();
    await post.getByTestId('bbcode-textarea').fill(`${MESSAGE} [u]Update: Theo brings a ladder![/u]`);
    await post.getByTestId('forum-post-editor-save').click();
    await expect.poll(() => post.getByTestId('forum-post-message').locator('u').textContent()).toBe('Update: Theo brings a ladder!');
    expect(await post.getByTestId('forum-post-meta').textContent()).toContain(FORUM_TEXT.edited);
    await rosa.context().close();
  });

  it('a moderator pins and locks it, and players can no longer reply', { timeout: SLOW }, async () => {
    const postId = await rosasPost('Festival rules for lantern hangers');
    const vera = await signIn('Vera');
    await openForums(vera, { selectedPostId: postId });
    const post = vera.getByTestId('forum-post');
    await post.waitFor();
    await pinAndLock(vera);
    await post.getByTestId('forum-post-pinned').waitFor();
    await post.getByTestId('forum-post-locked').waitFor();
    await vera.context().close();

    const theo = await signIn('Theo');
    await openForums(theo);
    const card = theo.getByTestId('forum-post-card').first();
    await card.getByTestId('forum-card-pinned').waitFor();
    await card.getByTestId('forum-card-locked').waitFor();
    await card.click();
    await theo.getByTestId('forum-replies-closed').waitFor();
    expect(await theo.getByTestId('forum-reply-box').count()).toBe(0);
    const refused = await api('Theo', 'POST', `/api/forum/post/${postId}/reply`, { message: 'Sneaking one in.' });
    expect(refused).toMatchObject({ success: false, message: FORUM_TEXT.locked });
    await theo.context().close();
  });
});

/** The moderator's menu on the post: Pin, then Lock (each act refreshes the post). */
async function pinAndLock(page: Page) {
  const post = page.getByTestId('forum-post');
  await post.getByTestId('moderation-post').click();
  await page.getByTestId('moderation-pin').click();
  await post.getByTestId('forum-post-pinned').waitFor();
  await post.getByTestId('moderation-post').click();
  await page.getByTestId('moderation-lock').click();
}
