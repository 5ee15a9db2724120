import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STARTING_COINS } from '@common/accounts';
import { STORE_CATEGORY_TABS, categoryById } from '@common/avatar/categories';
import { STORE_SORT_LABELS, STORE_TEXT, type StoreItem, type StoreSort } from '@common/economy/store';
import { formatCount } from '@common/format';
import { E2E_ART_DIR } from './support/art';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PHONE } from './support/town';

/**
 * The outlet (the menu's Store) in a real Chromium, as a new player uses it: filter by
 * category and search, try three items on, buy two (the top bar's coins go down at once), be
 * refused the third for lack of coins, and see the two bought items as owned.
 */
const server = useServer({ ART_DIR: E2E_ART_DIR });
const browser = useBrowser();
const PASSWORD = 'a cosy password';

/** Two coin items of different categories to buy, and a dearer third that the rest cannot pay for. */
function pickItems(items: StoreItem[]) {
  const forCoins = items.filter((i) => i.canBuyWithCoins && !i.alreadyOwned && i.quantity !== 0 && i.costCoins > 0);
  const dear = [...forCoins].sort((a, b) => b.costCoins - a.costCoins)[0]!;
  const others = forCoins.filter((i) => i.category !== dear.category);
  for (const a of others) {
    for (const b of others) {
      const spent = a.costCoins + b.costCoins;
      if (a.category !== b.category && spent <= STARTING_COINS && STARTING_COINS - spent < dear.costCoins) return { a, b, dear, spent };
    }
  }
  throw new Error('the catalog has no two items that leave too little for the dearest');
}

/** The app is slower under test (one CPU shared with the server): give each wait room. */
const poll = <T>(fn: () => Promise<T>, opts: { timeout?: number } = {}) => expect.poll(fn, { timeout: 30_000, ...opts });

/** The category codes of a store tab, as the query string takes them. */
const categoriesOf = (label: string) => STORE_CATEGORY_TABS.find((t) => t.label === label)!.categoryIds.join(',');

const card = (page: Page, id: number) => page.locator(`[data-testid="store-grid"] [data-testid="item-card"][data-item-id="${id}"]`);

async function search(page: Page, text: string) {
  await page.getByTestId('store-search').fill(text);
}

describe('store', () => {
  it('lets a new player filter, search, try on, buy two items and be refused a third', { timeout: 240_000 }, async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(45_000);
    // Where the story was, so a failure says which step broke.
    let at = 'sign in';
    try {
      await story(page, (s) => (at = s));
    } catch (err) {
      throw new Error(`store story failed at "${at}": ${(err as Error).message}`);
    } finally {
      await page.context().close();
    }
  });
});

describe('store views and sort', () => {
  /** A new player's page without the town, and the whole catalog as the server sorts it. */
  async function shopper(name: string, opts: Parameters<typeof browser.newPage>[0] = {}) {
    const page = await browser.newPage(opts);
    page.setDefaultTimeout(45_000);
    await keepAdAway(page);
    const email = `${name.toLowerCase()}@store.test`;
    expect((await page.request.post(`${server.url}/game-api/register`, { data: { username: name, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } })).status()).toBe(200);
    const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
    const key = ((await login.json()) as { serverSessionKey: string }).serverSessionKey;
    const sorted = async (sortBy: StoreSort, categories?: string) => {
      const q = new URLSearchParams({ limit: '10000', sortBy, ...(categories ? { categories } : {}) });
      return ((await (await page.request.get(`${server.url}/api/store?${q}`, { headers: { 'x-session-key': key } })).json()) as { items: StoreItem[] }).items;
    };
    await page.goto(`${server.url}/?town=off`);
    await page.waitForFunction(() => !!window.__oldroadDialogs);
    return { page, sorted };
  }
  const shownIds = (page: Page, n: number) =>
    page.locator('[data-testid="store-grid"] [data-testid="item-card"]').evaluateAll((cards, k) => cards.slice(0, k).map((c) => Number(c.getAttribute('data-item-id'))), n);
  const chooseSort = async (page: Page, sort: StoreSort) => {
    await page.getByTestId('store-sort').click();
    await page.getByRole('option', { name: STORE_SORT_LABELS[sort], exact: true }).click();
  };

  it('sorts the outlet every way, switches to the Shop view with the same sort and category and back, and zooms the try-on avatar', { timeout: 240_000 }, async () => {
    const { page, sorted } = await shopper('Sorter');
    try {
      await page.evaluate(() => window.__oldroadDialogs!.open('outlet'));
      await page.getByTestId('outlet-dialog').waitFor();
      await page.getByTestId('available-count').filter({ hasText: 'items available' }).waitFor();
      // Each sort of the spec puts the items in the server's order for it.
      for (const sort of ['price_low', 'price_high', 'oldest', 'popular', 'newest'] as const) {
        await chooseSort(page, sort);
        const expected = (await sorted(sort)).slice(0, 6).map((i) => i.id);
        await poll(() => shownIds(page, 6)).toEqual(expected);
      }

      // A category and a sort, then the Shop view: the same filters, category tabs and the cart beside the list.
      await page.getByTestId('category-filter').click();
      await page.getByRole('option', { name: 'Hat', exact: true }).click();
      await chooseSort(page, 'price_high');
      const hats = (await sorted('price_high', categoriesOf('Hat'))).map((i) => i.id);
      await poll(() => shownIds(page, 4)).toEqual(hats.slice(0, 4));
      await page.getByTestId('store-view-switch').getByText(STORE_TEXT.views.store.label).click();
      await page.getByTestId('store-dialog').waitFor();
      expect(await page.getByTestId('store-sort').inputValue()).toBe(STORE_SORT_LABELS.price_high);
      expect(await page.getByTestId('category-tabs').getByRole('tab', { selected: true }).textContent()).toBe('Hat');
      await poll(() => shownIds(page, 4)).toEqual(hats.slice(0, 4));
      expect(await page.getByTestId('cart-count').textContent()).toBe('0');
      // The Shop view took the outlet's place: Back leads to nothing before it.
      expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);

      // Its own sort, then back to the outlet with it.
      await chooseSort(page, 'price_low');
      await poll(() => shownIds(page, 4)).toEqual((await sorted('price_low', categoriesOf('Hat'))).slice(0, 4).map((i) => i.id));
      await page.getByTestId('store-view-switch').getByText(STORE_TEXT.views.outlet.label).click();
      await page.getByTestId('outlet-dialog').waitFor();
      expect(await page.getByTestId('store-sort').inputValue()).toBe(STORE_SORT_LABELS.price_low);
      expect(await page.getByTestId('category-filter').inputValue()).toBe('Hat');

      // The try-on avatar zooms (0.5 to 2 by 0.25) inside its frame.
      const preview = page.getByTestId('avatar-preview');
      await preview.getByTestId('zoom-in').click();
      expect(await preview.getByTestId('zoom-value').textContent()).toBe('125%');
      expect(await preview.getByTestId('zoom-frame').getAttribute('data-pans')).toBe('true');
    } finally {
      await page.context().close();
    }
  });

  it('on a phone: sort beside the category, Outlet | Shop in the avatar strip, the maximized avatar zooms', { timeout: 240_000 }, async () => {
    const { page, sorted } = await shopper('Pocket', PHONE);
    try {
      await page.evaluate(() => window.__oldroadDialogs!.open('outlet'));
      await page.getByTestId('outlet-dialog').waitFor();
      const [category, sort] = await Promise.all([page.getByTestId('category-filter').boundingBox(), page.getByTestId('store-sort').boundingBox()]);
      expect(Math.abs(category!.y - sort!.y)).toBeLessThan(4);
      expect(sort!.x + sort!.width).toBeLessThanOrEqual(390);
      await chooseSort(page, 'price_high');
      await poll(() => shownIds(page, 3)).toEqual((await sorted('price_high')).slice(0, 3).map((i) => i.id));

      await page.getByTestId('store-view-switch').getByText(STORE_TEXT.views.store.label).click();
      await page.getByTestId('store-dialog').waitFor();
      expect(await page.getByTestId('store-sort').inputValue()).toBe(STORE_SORT_LABELS.price_high);
      // Maximized, the avatar fills the dialog and zooms.
      await page.getByTestId('maximize-avatar').click();
      const strip = page.getByTestId('avatar-preview');
      await strip.getByTestId('zoom-in').click();
      await strip.getByTestId('zoom-in').click();
      expect(await strip.getByTestId('zoom-value').textContent()).toBe('150%');
      await page.getByTestId('maximize-avatar').click();
      expect(await strip.getByTestId('zoom-control').count()).toBe(0);
      await page.getByTestId('category-tabs').waitFor();
    } finally {
      await page.context().close();
    }
  });
});

async function story(page: Page, step: (s: string) => void) {
  await keepAdAway(page);
  const email = 'juniper@store.test';
  const reg = await page.request.post(`${server.url}/game-api/register`, {
    data: { username: 'Juniper', email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 },
  });
  expect(reg.status()).toBe(200);
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const key = ((await login.json()) as { serverSessionKey: string }).serverSessionKey;
  const catalog = (await (await page.request.get(`${server.url}/api/store?limit=10000`, { headers: { 'x-session-key': key } })).json()) as {
    items: StoreItem[];
  };
  const { a, b, dear, spent } = pickItems(catalog.items);

  step('open the app');
  await page.goto(`${server.url}/?town=off`);
  await page.getByTestId('top-bar').waitFor();
  await poll(() => page.getByTestId('coins-value').textContent()).toBe(formatCount(STARTING_COINS));
  await page.waitForFunction(() => !!window.__oldroadDialogs);
  await page.evaluate(() => window.__oldroadDialogs!.open('outlet'));
  const outlet = page.getByTestId('outlet-dialog');
  await outlet.waitFor();
  await poll(() => page.getByTestId('available-count').textContent(), { timeout: 30_000 }).toBe(STORE_TEXT.available(catalog.items.length));

  step('filter by category');
  // Filter by the first item's category: only that category is listed.
  const categoryLabel = categoryById(a.category)!.storeLabel;
  const inCategory = catalog.items.filter((i) => categoryById(i.category)!.storeLabel === categoryLabel).length;
  await page.getByTestId('category-filter').click();
  await page.getByRole('option', { name: categoryLabel, exact: true }).click();
  await poll(() => page.getByTestId('available-count').textContent()).toBe(STORE_TEXT.available(inCategory));
  const shownCategories = await page.locator('[data-testid="store-grid"] [data-testid="item-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-item-id')));
  expect(shownCategories.length).toBeGreaterThan(0);
  for (const id of shownCategories) expect(categoryById(catalog.items.find((i) => i.id === Number(id))!.category)!.storeLabel).toBe(categoryLabel);

  step('search and try on');
  // Search within it, then try the item on (try-on mode is on: a click tries on).
  await search(page, a.name);
  await card(page, a.id).waitFor();
  await card(page, a.id).locator('[data-card-main]').click();
  await poll(() => card(page, a.id).getAttribute('data-trying')).toBe('true');
  await card(page, a.id).getByTestId('card-cart').click();

  step('search with no match');
  // Back to every category; a search that matches nothing says so.
  await page.getByTestId('category-filter').click();
  await page.getByRole('option', { name: 'All categories', exact: true }).click();
  await search(page, 'no such thing at all');
  await page.getByText(STORE_TEXT.noMatch).waitFor();

  step('try on two more');
  await search(page, b.name);
  await card(page, b.id).locator('[data-card-main]').click();
  await card(page, b.id).getByTestId('card-cart').click();
  await search(page, dear.name);
  await card(page, dear.id).locator('[data-card-main]').click();
  await poll(() => page.getByTestId('trying-on-count').textContent()).toBe(STORE_TEXT.tryingOn(3));
  // The preview avatar is composed by the server from the look with the three items on.
  await poll(() => page.getByTestId('avatar-preview').locator('[role="img"]').getAttribute('style')).toContain('/cdn/preview.png');

  step('buy two');
  // Buy the two in the cart: the top bar's coins go down at once.
  await page.getByTestId('cart-button').click();
  const cartSheet = page.getByTestId('cart-sheet');
  await poll(() => cartSheet.getByTestId('cart-item').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-item-id'))))).toEqual([a.id, b.id]);
  await cartSheet.getByTestId('checkout').click();
  await cartSheet.waitFor({ state: 'detached' });
  await page.getByText(STORE_TEXT.purchased(2)).waitFor();
  await poll(() => page.getByTestId('coins-value').textContent()).toBe(formatCount(STARTING_COINS - spent));
  // Bought items leave the try-on; the dear one is still on.
  await poll(() => page.getByTestId('trying-on-count').textContent()).toBe(STORE_TEXT.tryingOn(1));

  step('refused the third');
  // The third costs more than what is left: refused, the cart is kept, nothing is charged.
  await card(page, dear.id).getByTestId('card-cart').click();
  await page.getByTestId('cart-button').click();
  await cartSheet.getByTestId('checkout').click();
  await poll(() => cartSheet.getByTestId('checkout-error').textContent()).toBe(STORE_TEXT.checkoutFailed(STORE_TEXT.insufficientFunds));
  expect(await cartSheet.getByTestId('cart-item').count()).toBe(1);
  expect(await page.getByTestId('coins-value').textContent()).toBe(formatCount(STARTING_COINS - spent));
  const session = (await (await page.request.get(`${server.url}/api/auth/session`, { headers: { 'x-session-key': key } })).json()) as { user: { coins: number } };
  expect(session.user.coins).toBe(STARTING_COINS - spent);
  await cartSheet.getByRole('button', { name: 'Close' }).click();

  step('owned items');
  // The two bought items show as owned in the reloaded list.
  for (const item of [a, b]) {
    await search(page, item.name);
    await poll(() => card(page, item.id).getAttribute('data-owned')).toBe('true');
    expect(await card(page, item.id).getByTestId('badge-owned').textContent()).toBe('Owned');
  }
}
