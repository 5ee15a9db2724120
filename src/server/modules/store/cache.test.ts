import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import type { StoreItem } from '@common/economy/store';
import { CHANGES_APPLICATION } from '../../db/changes';
import { REDIS_URL, useSecondProcess, useTestApp } from '../../test/app';
import { catalogChanged, seedCatalog } from '../items/service';
import { items } from '../items/schema';
import { users } from '../users/schema';
import { makePlayer } from '../../test/players';

/**
 * Store pages answered from memory (kept sessions and viewers, change notices): whatever
 * changes a player's page, by this app, another process or straight in the database, shows
 * on their next page once its notice is heard; and never from before a sign-out.
 */
const t = useTestApp({}, { redis: true, changes: true });
const second = REDIS_URL ? useSecondProcess(t) : null;
let scarf = 0;

const player = (username: string, coins: number) => makePlayer(t, { username, coins, isMale: false });

beforeAll(async () => {
  await seedCatalog(t.ctx);
  const [row] = await t.ctx.db
    .insert(items)
    .values({ name: 'Kept Lantern Scarf', creator: 'Cleo', category: categoryByKey('neckwear').id, costCoins: 300, art: 'items/none' })
    .returning();
  scarf = row!.id;
  await catalogChanged(t.ctx);
});

const page = async (key: string, app = t.app, query = 'search=lantern%20scarf') => {
  const res = await app.inject({ method: 'GET', url: `/api/store?${query}`, headers: { 'x-session-key': key } });
  return { status: res.statusCode, items: (res.json() as { items?: StoreItem[] }).items ?? [] };
};
const scarfOn = async (key: string, app = t.app) => (await page(key, app)).items.find((i) => i.id === scarf);
const affordable = async (key: string, app = t.app) => (await page(key, app, 'search=lantern%20scarf&onlyAffordable=true')).items.length;

describe('store pages from memory', () => {
  it('listens to change notices', () => {
    expect(t.ctx.changes?.live).toBe(true);
  });

  /** Database round trips a store page makes (the catalog's background recount of owners aside). */
  async function roundTrips(key: string, query: string): Promise<number> {
    return roundTripsOf(async () => expect((await page(key, t.app, query)).status).toBe(200));
  }

  async function roundTripsOf(work: () => Promise<unknown>): Promise<number> {
    const pool = t.ctx.pool;
    const original = pool.query.bind(pool);
    let made = 0;
    pool.query = ((...args: Parameters<typeof original>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (!text?.startsWith('SELECT id, owners')) made++;
      return original(...args);
    }) as typeof pool.query;
    try {
      await work();
    } finally {
      pool.query = original;
    }
    return made;
  }

  it('a player’s first page costs one database round trip, the next ones none', async () => {
    // The catalog's own notice (from beforeAll) first, so the opener's page loads the catalog
    // for good: without Redis it comes by the poll, which may be after that page.
    await t.ctx.changes!.caughtUp();
    await page((await player('KeptOpener', 100)).key);
    const p = await player('KeptBrowser', 100);
    // The notices of the new account's own rows come first (they would drop what is kept).
    await t.ctx.changes!.caughtUp();
    expect(await roundTrips(p.key, 'categories=10,11&sortBy=price_low')).toBe(1);
    expect(await roundTrips(p.key, 'search=scarf&sortBy=popular')).toBe(0);
  });

  it('players opening the store together are read in one round trip, each answered as themselves', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => player(`KeptCrowd${i}`, i % 2 === 0 ? 100 : 5000)));
    await t.ctx.changes!.caughtUp();
    let answers: { status: number; items: StoreItem[] }[] = [];
    const made = await roundTripsOf(async () => {
      answers = await Promise.all([...crowd.map((p) => p.key), 'no-such-session'].map((key) => page(key, t.app, 'search=lantern%20scarf&onlyAffordable=true')));
    });
    expect(made).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([...crowd.map(() => 200), 401]);
    // 100 coins do not reach the 300-coin scarf; 5,000 do.
    expect(answers.slice(0, crowd.length).map((a) => a.items.length)).toEqual(crowd.map((_, i) => (i % 2 === 0 ? 0 : 1)));
  });

  it('a purchase shows as owned on the buyer’s very next page, and on another process once heard', async () => {
    const p = await player('KeptBuyer', 1000);
    expect((await scarfOn(p.key))?.alreadyOwned).toBe(false);
    if (second) expect((await scarfOn(p.key, second.app))?.alreadyOwned).toBe(false);
    const bought = await t.call({ method: 'POST', url: '/api/store/checkout', key: p.key, payload: { items: JSON.stringify([scarf]) } });
    expect(bought.status).toBe(200);
    expect((await scarfOn(p.key))?.alreadyOwned).toBe(true);
    if (second) await expect.poll(async () => (await scarfOn(p.key, second.app))?.alreadyOwned).toBe(true);
  });

  it('the outlet’s two parts: a purchase is in the buyer’s own part at once, on another process once heard; a new catalog version reaches both', async () => {
    const p = await player('KeptOutletBuyer', 1000);
    const flags = async (app = t.app) =>
      (await app.inject({ method: 'GET', url: '/api/store/outlet', headers: { 'x-session-key': p.key } })).json() as { version: number; owned: number[] };
    const before = await flags();
    expect(before.owned).not.toContain(scarf);
    if (second) expect((await flags(second.app)).owned).not.toContain(scarf);
    expect((await t.call({ method: 'POST', url: '/api/store/checkout', key: p.key, payload: { items: JSON.stringify([scarf]) } })).status).toBe(200);
    expect((await flags()).owned).toContain(scarf);
    if (second) await expect.poll(async () => (await flags(second.app)).owned).toContain(scarf);

    await t.ctx.db.insert(items).values({ name: 'Kept Outlet Cap', creator: 'Cleo', category: categoryByKey('hat').id, costCoins: 7, art: 'items/none' });
    await catalogChanged(t.ctx);
    const after = await flags();
    expect(after.version).toBeGreaterThan(before.version);
    if (second) {
      // Asked at once of the other process (it may not have heard yet): the new version is read before answering.
      const shared = await second.app.inject({ method: 'GET', url: `/api/store/outlet/${after.version}`, headers: { 'x-session-key': p.key } });
      expect(shared.headers['cache-control']).toBe('private, max-age=86400, immutable');
      expect((shared.json().items as StoreItem[])[0]!.name).toBe('Kept Outlet Cap');
      await expect.poll(async () => (await flags(second.app)).version).toBe(after.version);
    }
  });

  it('balances changed straight in the database show once the notice is heard', async () => {
    const p = await player('KeptSaver', 100);
    expect(await affordable(p.key)).toBe(0);
    await t.ctx.db.update(users).set({ coins: 5000 }).where(eq(users.id, p.id));
    await expect.poll(() => affordable(p.key)).toBe(1);
  });

  it('a signed-out session is refused, though its page was kept', async () => {
    const p = await player('KeptLeaver', 100);
    expect((await page(p.key)).status).toBe(200);
    if (second) expect((await page(p.key, second.app)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', key: p.key })).status).toBeLessThan(300);
    await expect.poll(async () => (await page(p.key)).status).toBe(401);
    if (second) await expect.poll(async () => (await page(p.key, second.app)).status).toBe(401);
  });

  it('an item taken off sale leaves every process’s store', async () => {
    const p = await player('KeptWatcher', 100);
    const [row] = await t.ctx.db
      .insert(items)
      .values({ name: 'Kept Lantern Scarf Two', creator: 'Cleo', category: categoryByKey('neckwear').id, costCoins: 5, art: 'items/none' })
      .returning();
    await catalogChanged(t.ctx);
    const names = async (app = t.app) => (await page(p.key, app)).items.map((i) => i.name);
    expect(await names()).toContain('Kept Lantern Scarf Two');
    if (second) await expect.poll(() => names(second.app)).toContain('Kept Lantern Scarf Two');
    await t.ctx.db.update(items).set({ forSale: false }).where(eq(items.id, row!.id));
    await catalogChanged(t.ctx);
    expect(await names()).not.toContain('Kept Lantern Scarf Two');
    if (second) await expect.poll(() => names(second.app)).not.toContain('Kept Lantern Scarf Two');
  });

  it('reads the database while notices are lost, and keeps again once they are back', async () => {
    const feed = t.ctx.changes!;
    const p = await player('KeptThroughLoss', 100);
    expect(await affordable(p.key)).toBe(0);
    // The feed forgets everything the moment its connection ends, and may be back within a poll:
    // wait for the forgetting itself, not for a window of `live === false` a poll could miss.
    let unsubscribe = () => {};
    const lost = new Promise<void>((resolve) => (unsubscribe = feed.onReset(resolve)));
    await t.ctx.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE ${`${CHANGES_APPLICATION}%`} AND datname = current_database()`);
    await lost;
    unsubscribe();
    // Unheard while the feed is down: the page reads the database.
    await t.ctx.db.update(users).set({ coins: 5000 }).where(eq(users.id, p.id));
    expect(await affordable(p.key)).toBe(1);
    await expect.poll(() => feed.live, { timeout: 10_000 }).toBe(true);
    expect(await affordable(p.key)).toBe(1);
    await t.ctx.db.update(users).set({ coins: 0 }).where(eq(users.id, p.id));
    await expect.poll(() => affordable(p.key)).toBe(0);
  });
});
