import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STARTING_COINS } from '@common/accounts';
import { creatorShareOf, type Submission } from '@common/creator/submission';
import { REVIEW_TEXT, SUBMISSION_TEXT } from '@common/creator/texts';
import { STORE_TEXT, type StoreItem } from '@common/economy/store';
import { HOUSE_CATALOG } from '../src/server/art/catalog';
import { creatorSubmissions } from '../src/server/modules/creator/schema';
import { users } from '../src/server/modules/users/schema';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';

/**
 * A creator's item from drawing to someone's wardrobe (issue 13 "Done when", path 1), in real
 * Chromium: a player uploads a sprite sheet, sees it worn by their own avatar in all six views,
 * submits it after the spec's checks; a moderator finds it in the Review Queue (a menu entry
 * only moderators see), looks at it on both bodies and approves it with a coin price; a third
 * player buys it in the store and wears it, and the creator's coins rise by their share.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const chromium = useBrowser();
const PASSWORD = 'draw-the-old-road';
const ITEM_NAME = 'Moss Knit Sweater';
const PRICE = 400;
/** A real 2550x850 sprite sheet: a generated top's, as an artist would export it. */
const SPRITE = fs.readFileSync(path.join(E2E_ART_DIR, 'items', String(HOUSE_CATALOG.find((c) => c.name === 'Sailor Stripes')!.id), 'sprite.png'));

const poll = <T>(fn: () => Promise<T>, timeout = 30_000) => expect.poll(fn, { timeout, interval: 250 });
const toastText = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

interface Player {
  page: Page;
  key: string;
  api<T>(p: string): Promise<T>;
}

/** Registers and signs in `username` (access set first for a moderator) and opens the app without the town. */
async function player(username: string, access = 0): Promise<Player> {
  const page = await chromium.newPage();
  page.setDefaultTimeout(60_000);
  await keepAdAway(page);
  const email = `${username.toLowerCase()}@creator.test`;
  const reg = await page.request.post(`${server.url}/game-api/register`, { data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } });
  expect(reg.status()).toBe(200);
  if (access) await server.server.ctx.db.update(users).set({ access }).where(eq(users.username, username));
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const key = ((await login.json()) as { serverSessionKey: string }).serverSessionKey;
  await page.goto(`${server.url}/?town=off`);
  await page.getByTestId('top-bar').waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => !!window.__oldroadDialogs);
  // Through Node's fetch, so a player's answers can be read after their page is closed.
  const api = async <T,>(p: string) => (await (await fetch(`${server.url}${p}`, { headers: { 'x-session-key': key } })).json()) as T;
  return { page, key, api };
}

const coins = async (p: Player) => (await p.api<{ user: { coins: number } }>('/api/auth/session')).user.coins;

describe('creator submissions', () => {
  it('goes from an uploaded sprite to a moderator-approved store item that another player buys and wears', { timeout: 900_000 }, async () => {
    let at = 'start';
    const t0 = Date.now();
    const step = (s: string) => {
      at = s;
      console.log(`[creator] ${((Date.now() - t0) / 1000).toFixed(1)} s ${s}`);
    };
    try {
      await story(step);
    } catch (err) {
      // What each open page showed when the story broke.
      for (const [i, context] of chromium.browser.contexts().entries()) await context.pages()[0]?.screenshot({ path: `/tmp/creator-e2e-failure-${i}.png` }).catch(() => {});
      throw new Error(`creator story failed at "${at}": ${(err as Error).message}`);
    }
  });
});

describe('a creator’s reviewed submissions', () => {
  it('shows a withdrawn item as withdrawn, with the reason, and offers no preview of a rejected one', { timeout: 240_000 }, async () => {
    const creator = await player('Ivy');
    const cp = creator.page;
    const db = server.server.ctx.db;
    const [ivy] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'Ivy'));
    const decided = new Date('2026-11-20T10:00:00Z');
    await db.insert(creatorSubmissions).values([
      { submitterId: ivy!.id, name: 'Fern Cap', gender: 'female', category: 10, status: 'approved', reviewedAt: decided, withdrawnAt: new Date('2026-11-22T10:00:00Z'), withdrawnReason: 'Too close to a house item' },
      { submitterId: ivy!.id, name: 'Dune Scarf', gender: 'female', category: 10, status: 'rejected', reason: 'The sleeves are cut off', reviewedAt: decided },
    ]);
    await cp.evaluate(() => window.__oldroadDialogs!.open('creator'));
    const withdrawnRow = cp.locator('[data-testid="submission-row"]', { hasText: 'Fern Cap' });
    await withdrawnRow.waitFor();
    expect(await withdrawnRow.getAttribute('data-withdrawn')).toBe('true');
    expect(await withdrawnRow.getByTestId('submission-status').textContent()).toBe(SUBMISSION_TEXT.withdrawnBadge);
    expect(await withdrawnRow.getByTestId('submission-reason').textContent()).toBe(SUBMISSION_TEXT.withdrawnReason('Too close to a house item'));
    expect(await withdrawnRow.textContent()).not.toContain('Approved');

    await withdrawnRow.click();
    const details = cp.getByTestId('submission-details');
    await details.getByTestId('details-withdrawn').waitFor();
    expect(await details.getByTestId('details-withdrawn').textContent()).toContain(SUBMISSION_TEXT.withdrawnReason('Too close to a house item'));
    expect(await details.getByTestId('details-in-store').count()).toBe(0);
    expect(await details.textContent()).not.toContain(SUBMISSION_TEXT.inStoreBody);
    expect(await details.getByTestId('submission-status').textContent()).toBe(SUBMISSION_TEXT.withdrawnBadge);
    await cp.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    const rejectedRow = cp.locator('[data-testid="submission-row"]', { hasText: 'Dune Scarf' });
    await rejectedRow.click();
    await details.getByTestId('details-reason').waitFor();
    await details.getByTestId('details-files-deleted').waitFor();
    expect(await details.getByTestId('worn-preview').count()).toBe(0);
    expect(await details.getByTestId('sprite-image').count()).toBe(0);
    await cp.context().close();
  });
});

async function story(step: (s: string) => void) {
  step('the creator opens the Creator dialog');
  const creator = await player('Wren');
  const cp = creator.page;
  await cp.evaluate(() => window.__oldroadDialogs!.open('creator'));
  await cp.getByTestId('creator-dialog').waitFor();
  await cp.getByText(SUBMISSION_TEXT.emptyFilter('all')).waitFor();
  await cp.getByTestId('new-submission').click();
  await cp.getByTestId('submission-form').waitFor();
  expect(await cp.getByTestId('drawer-title').textContent()).toBe(SUBMISSION_TEXT.newTitle);

  step('only a PNG is taken, and the checks come in the spec order');
  const input = cp.getByTestId('sprite-input');
  await input.setInputFiles({ name: 'sweater.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) });
  await poll(() => cp.getByTestId('sprite-error').textContent()).toBe(SUBMISSION_TEXT.needPng);
  const problem = () => cp.getByTestId('submission-problem').textContent();
  await cp.getByTestId('submission-submit').click();
  await poll(problem).toBe(SUBMISSION_TEXT.needImage);

  step('the sprite and its thumbnail');
  await input.setInputFiles({ name: 'sweater.png', mimeType: 'image/png', buffer: SPRITE });
  await toastText(cp, SUBMISSION_TEXT.thumbnailDone);
  await cp.getByTestId('thumbnail-image').waitFor();
  expect(await cp.getByTestId('sprite-error').count()).toBe(0);
  await cp.getByTestId('submission-submit').click();
  await poll(problem).toBe(SUBMISSION_TEXT.needFields);

  step('body, category and name');
  await cp.getByTestId('gender-female').check();
  await cp.getByTestId('category').click();
  await cp.getByRole('option', { name: /\bTop$/ }).click();
  await cp.getByTestId('name').fill(ITEM_NAME);

  step('the upload worn by the player in six views, before submitting');
  const views = cp.getByTestId('worn-views');
  // A busy machine may compose slower than the client's 30 s timeout: the drawer offers Try again.
  await poll(async () => {
    if (await cp.getByTestId('worn-preview-retry').isVisible()) await cp.getByTestId('worn-preview-retry').click();
    return views.getAttribute('data-state', { timeout: 1000 }).catch(() => null);
  }, 120_000).toBe('ready');
  expect(await views.locator('[role="img"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-view')))).toEqual(['0', '1', '2', '3', '4', '5']);
  // The preview stores nothing.
  expect(await creator.api<Submission[]>('/game-api/creator/submission')).toEqual([]);

  step('terms, then submit');
  await cp.getByTestId('submission-submit').click();
  await poll(problem).toBe(SUBMISSION_TEXT.needTerms);
  await cp.getByTestId('terms').check();
  await cp.getByTestId('submission-submit').click();
  await cp.getByTestId('submission-form').waitFor({ state: 'detached' });
  const row = cp.locator('[data-testid="submission-row"]', { hasText: ITEM_NAME });
  await poll(() => row.getAttribute('data-status')).toBe('pending');
  const [mine] = await creator.api<Submission[]>('/game-api/creator/submission');
  expect(mine).toMatchObject({ name: ITEM_NAME, gender: 'female', category: 10, status: 'pending', submitter: 'Wren' });
  // Search matches the category or the body; a miss says so.
  await cp.getByTestId('submission-search').fill('wings');
  await cp.getByText(SUBMISSION_TEXT.noMatch).waitFor();
  await cp.getByTestId('submission-search').fill('top');
  await row.waitFor();

  step('players see no Review Queue in the menu');
  await cp.getByTestId('close-dialog').click();
  await cp.getByTestId('menu-button').click();
  await cp.getByTestId('menu-creator').waitFor();
  expect(await cp.getByTestId('menu-reviewQueue').count()).toBe(0);
  await cp.keyboard.press('Escape');
  const coinsBefore = await coins(creator);
  // One page at a time from here: the machine running the browsers may be small.
  await cp.context().close();

  step('a moderator opens the Review Queue from the menu');
  const moderator = await player('Rowan', 1);
  const mp = moderator.page;
  await mp.getByTestId('menu-button').click();
  await mp.getByTestId('menu-reviewQueue').click();
  const card = mp.locator(`[data-testid="review-card"][data-submission-id="${mine!.id}"]`);
  await card.waitFor();
  for (const body of ['female', 'male']) await poll(() => card.getByTestId(`review-${body}`).getAttribute('data-state'), 45_000).toBe('ready');
  expect(await card.locator('[role="img"][data-view]').count()).toBe(12);

  step('approve with a coin price');
  await card.getByTestId('approve-coins').fill(String(PRICE));
  await card.getByTestId('approve').click();
  await card.waitFor({ state: 'detached' });
  await mp.getByText(REVIEW_TEXT.empty).waitFor();

  step('the creator sees it approved');
  const [approved] = await creator.api<Submission[]>('/game-api/creator/submission');
  expect(approved).toMatchObject({ id: mine!.id, status: 'approved', reason: null });

  step('a third player buys it in the store');
  const buyer = await player('Juno');
  const bp = buyer.page;
  const catalog = await buyer.api<{ items: StoreItem[] }>(`/api/store?limit=10000&search=${encodeURIComponent(ITEM_NAME)}`);
  const item = catalog.items.find((i) => i.name === ITEM_NAME)!;
  expect(item).toMatchObject({ category: 10, costCoins: PRICE, creator: ['Wren'] });
  await bp.evaluate(() => window.__oldroadDialogs!.open('outlet'));
  await bp.getByTestId('outlet-dialog').waitFor();
  await bp.getByTestId('store-search').fill(ITEM_NAME);
  const storeCard = bp.locator(`[data-testid="store-grid"] [data-testid="item-card"][data-item-id="${item.id}"]`);
  await storeCard.getByTestId('card-cart').click();
  await bp.getByTestId('cart-button').click();
  await bp.getByTestId('cart-sheet').getByTestId('checkout').click();
  await bp.getByText(STORE_TEXT.purchased(1)).waitFor();
  expect(await coins(buyer)).toBe(STARTING_COINS - PRICE);

  step("the creator's coins rise by their share");
  await poll(() => coins(creator)).toBe(coinsBefore + creatorShareOf(PRICE));

  step('the buyer wears it');
  // A successful checkout closes the cart sheet by itself.
  await bp.getByTestId('cart-sheet').waitFor({ state: 'detached' });
  await bp.evaluate(() => window.__oldroadDialogs!.open('wardrobe'));
  await bp.getByTestId('wardrobe-search').fill('moss knit');
  await bp.locator(`[data-testid="item-card"][data-item-id="${item.id}"] [data-card-main]`).click();
  await bp.getByTestId('wardrobe-equip').click();
  await poll(async () => (await buyer.api<{ top: number | null }>('/api/profile/customization/Juno')).top).toBe(item.id);
  const sheet = await bp.request.get(`${server.url}/cdn/avatar/Juno.png`);
  expect(sheet.status()).toBe(200);

  step('the moderator withdraws it from the store; the buyer keeps it');
  await mp.getByTestId('review-list-switch').getByText(REVIEW_TEXT.inStoreTab).click();
  const approvedRow = mp.locator(`[data-testid="approved-row"][data-submission-id="${mine!.id}"]`);
  await approvedRow.getByTestId('withdraw').click();
  await approvedRow.getByText(REVIEW_TEXT.withdrawReasonRequired).waitFor();
  await approvedRow.getByTestId('withdraw-reason').fill('Too close to a house item');
  await approvedRow.getByTestId('withdraw').click();
  await mp.getByTestId('confirm-yes').click();
  await mp.getByText(REVIEW_TEXT.withdrawn(ITEM_NAME)).waitFor();
  await poll(() => approvedRow.getAttribute('data-withdrawn')).toBe('true');
  const after = await buyer.api<{ items: StoreItem[] }>(`/api/store?limit=10000&search=${encodeURIComponent(ITEM_NAME)}`);
  expect(after.items.some((i) => i.id === item.id)).toBe(false);
  expect((await buyer.api<{ top: number | null }>('/api/profile/customization/Juno')).top).toBe(item.id);

  await mp.context().close();
  await bp.context().close();
}
