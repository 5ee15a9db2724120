import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import { withOutletFlags } from '@common/api/routes/store';
import { STORE_TEXT, priceOf, priceSortKey, storeQuerySchema, type StoreItem } from '@common/economy/store';
import { CACHE_MODES, useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { equipItem } from '../customization/service';
import { catalogChanged, grantItems, seedCatalog } from '../items/service';
import { items } from '../items/schema';
import { openAccount } from '../ledger/service';
import { users } from '../users/schema';
import { storeCatalog } from './catalog';
import { storePage } from './service';

/** Run with the caches on (as a started server runs: change notices heard) and off. */
describe.each(CACHE_MODES)('the store with its caches $caches', ({ changes }) => {
  const t = useTestApp({}, { changes });
  let key = '';
  let userId = '';
  let forSale = 0;

  const hatId = houseItemId(categoryByKey('hat').id, 0);

  async function player(username: string, coins: number, gems: number): Promise<{ id: string; key: string }> {
    const [u] = await t.ctx.db.insert(users).values({ username, email: `${username}@x.test`, isMale: false }).returning();
    await openAccount(t.ctx.db, u!.id, { coins, gems });
    return { id: u!.id, key: await createSession(t.ctx, u!.id) };
  }

  beforeAll(async () => {
    await seedCatalog(t.ctx);
    // Two items of our own with names to search for; one not for sale.
    await t.ctx.db.insert(items).values([
      { name: 'Zebra Striped Scarf', creator: 'Cleo', category: categoryByKey('neckwear').id, costCoins: 321, art: 'items/none' },
      { name: 'Zebra Hidden Scarf', creator: 'Cleo', category: categoryByKey('neckwear').id, costCoins: 5, forSale: false, art: 'items/none' },
    ]);
    await catalogChanged(t.ctx);
    const me = await player('Quinn', 1000, 20);
    userId = me.id;
    key = me.key;
    const [row] = await t.ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM items WHERE for_sale`).then((r) => r.rows);
    forSale = row!.n;
  });

  const store = (query: Record<string, string | number | boolean> = {}, as = key) =>
    t.call({ method: 'GET', url: `/api/store?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, key: as });
  const all = async (query: Record<string, string | number | boolean> = {}) => (await store({ limit: 10000, ...query })).body.items as StoreItem[];

  describe('GET /api/store', () => {
    it('lists only items for sale, 50 to a page, with the store item fields and a count', async () => {
      const res = await store();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, pagination: { total: forSale, hasMore: true }, message: STORE_TEXT.available(forSale) });
      expect(res.body.items).toHaveLength(50);
      expect(Object.keys(res.body.items[0]).sort()).toEqual(
        ['id', 'name', 'category', 'rarity', 'costCoins', 'costGems', 'canBuyWithCoins', 'canBuyWithGems', 'alreadyOwned', 'isEquipped', 'quantity', 'creator'].sort(),
      );
      const names = (await all()).map((i) => i.name);
      expect(names).toContain('Zebra Striped Scarf');
      expect(names).not.toContain('Zebra Hidden Scarf');
      expect(names).toHaveLength(forSale);
    });

    it('needs a session', async () => {
      expect((await t.call({ method: 'GET', url: '/api/store' })).status).toBe(401);
    });

    it('filters by categories, rarity, price in the paying currency, and what the player can afford', async () => {
      const hats = await all({ categories: `${categoryByKey('hat').id},${categoryByKey('top').id}` });
      expect(hats.length).toBeGreaterThan(0);
      expect(hats.every((i) => i.category === categoryByKey('hat').id || i.category === categoryByKey('top').id)).toBe(true);

      const legendary = await all({ rarity: '3' });
      expect(legendary.length).toBeGreaterThan(0);
      expect(legendary.every((i) => i.rarity === 3 && i.quantity !== null)).toBe(true);

      const cheap = await all({ priceRange: '200-400' });
      expect(cheap.length).toBeGreaterThan(0);
      expect(cheap.every((i) => priceOf(i).amount >= 200 && priceOf(i).amount <= 400)).toBe(true);
      const atLeast = await all({ priceRange: '300-' });
      expect(atLeast.every((i) => priceOf(i).amount >= 300)).toBe(true);

      const affordable = await all({ onlyAffordable: true });
      expect(affordable.length).toBeGreaterThan(0);
      expect(affordable.length).toBeLessThan(forSale);
      expect(affordable.every((i) => priceOf(i).amount <= (priceOf(i).currency === 'coins' ? 1000 : 20))).toBe(true);
    });

    it('searches names case-insensitively, and says so when nothing matches', async () => {
      expect((await all({ search: 'zEBRA s' })).map((i) => i.name)).toEqual(['Zebra Striped Scarf']);
      const none = await store({ search: 'no such thing here' });
      expect(none.body).toMatchObject({ items: [], pagination: { total: 0, hasMore: false }, message: STORE_TEXT.noMatch });
      const emptyCategory = await store({ categories: String(categoryByKey('tattoo.head').id), rarity: '3' });
      expect(emptyCategory.body.message).toBe(STORE_TEXT.noMatch);
    });

    it('sorts newest, oldest, by price both ways and by owners', async () => {
      const newest = await all();
      expect(newest[0]!.name).toBe('Zebra Striped Scarf');
      const oldest = await all({ sortBy: 'oldest' });
      expect(oldest.map((i) => i.id)).toEqual([...newest].reverse().map((i) => i.id));

      const low = await all({ sortBy: 'price_low' });
      const keys = low.map((i) => priceSortKey(i));
      for (let i = 1; i < keys.length; i++) expect(keys[i]![0] * 1e9 + keys[i]![1]).toBeGreaterThanOrEqual(keys[i - 1]![0] * 1e9 + keys[i - 1]![1]);
      expect(low[0]!.canBuyWithCoins).toBe(true);
      const high = await all({ sortBy: 'price_high' });
      expect(high[0]!.canBuyWithCoins).toBe(false);
      expect(priceOf(high[0]!).amount).toBe(Math.max(...high.filter((i) => !i.canBuyWithCoins).map((i) => i.costGems)));

      // Owners: two players own the scarf, one owns a hat.
      const [scarf] = newest;
      const a = await player('Owner1', 0, 0);
      const b = await player('Owner2', 0, 0);
      await grantItems(t.ctx.db, a.id, [scarf!.id, hatId]);
      await grantItems(t.ctx.db, b.id, [scarf!.id]);
      await storeCatalog(t.ctx).load();
      const popular = await all({ sortBy: 'popular' });
      expect(popular[0]!.id).toBe(scarf!.id);
      expect(popular[1]!.id).toBe(hatId);
    });

    it('pages: later pages continue the first, hasMore turns false at the end', async () => {
      const twenty = (await store({ limit: 20 })).body.items as StoreItem[];
      const second = await store({ limit: 10, page: 2 });
      expect(second.body.items.map((i: StoreItem) => i.id)).toEqual(twenty.slice(10).map((i) => i.id));
      const lastPage = Math.ceil(forSale / 10);
      const last = await store({ limit: 10, page: lastPage });
      expect(last.body.pagination).toEqual({ total: forSale, hasMore: false });
      expect(last.body.items).toHaveLength(forSale - (lastPage - 1) * 10);
      expect((await store({ limit: 10, page: lastPage + 1 })).body.items).toEqual([]);
      expect((await store({ limit: 10000 })).body.pagination).toEqual({ total: forSale, hasMore: false });
      // Pages are kept encoded, one per page asked for: a long one must say exactly what short ones say.
      const long = (await store({ limit: 240, page: 1, sortBy: 'price_high' })).body.items as StoreItem[];
      const short: StoreItem[] = [];
      for (let page = 1; page <= 24; page++) short.push(...(await store({ limit: 10, page, sortBy: 'price_high' })).body.items);
      expect(long).toEqual(short);
    });

    it('marks what the player owns and wears', async () => {
      await grantItems(t.ctx.db, userId, [hatId]);
      // Granted straight in the database: kept pages show it once its notice is heard.
      await t.settled();
      const find = async () => (await all({ categories: categoryByKey('hat').id })).find((i) => i.id === hatId)!;
      expect(await find()).toMatchObject({ alreadyOwned: true, isEquipped: false });
      await equipItem(t.ctx, userId, hatId, true);
      await t.settled();
      expect(await find()).toMatchObject({ alreadyOwned: true, isEquipped: true });
      // The same flags on a long unfiltered page (its lookup goes from the player's items).
      expect((await all()).find((i) => i.id === hatId)).toMatchObject({ alreadyOwned: true, isEquipped: true });
      // Pages are kept and shared: another player's answer of the same pages has neither flag,
      // and the owner's still has both after it.
      const other = await player('Stranger', 0, 0);
      const hats = { limit: 10000, categories: categoryByKey('hat').id };
      for (const query of [{ limit: 10000 }, hats]) {
        const theirs = (await store(query, other.key)).body.items.find((i: StoreItem) => i.id === hatId);
        expect(theirs).toMatchObject({ alreadyOwned: false, isEquipped: false });
      }
      expect(await find()).toMatchObject({ alreadyOwned: true, isEquipped: true });
    });

    it('lists for each player what their own balances afford, whoever asked for the page before', async () => {
      const poor = await player('Poorly', 150, 0);
      const rich = await player('Richly', 100_000, 1_000);
      const alsoPoor = await player('Poorer', 199, 0);
      const affordable = async (as: string) => (await store({ limit: 10000, onlyAffordable: true }, as)).body as { items: StoreItem[]; pagination: { total: number } };
      const first = await affordable(poor.key);
      const wealthy = await affordable(rich.key);
      const again = await affordable(poor.key);
      expect(first.items.length).toBeGreaterThan(0);
      expect(first.items.every((i) => i.canBuyWithCoins && i.costCoins <= 150)).toBe(true);
      expect(wealthy.pagination.total).toBeGreaterThan(first.pagination.total);
      expect(wealthy.items.some((i) => !i.canBuyWithCoins)).toBe(true);
      expect(again.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
      // 199 coins reach every price 150 reaches, and those between.
      const between = (await affordable(alsoPoor.key)).items;
      expect(between.every((i) => i.canBuyWithCoins && i.costCoins <= 199)).toBe(true);
      expect(between.filter((i) => i.costCoins <= 150).map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    });

    it('sends a page gzipped to clients that take gzip, the same answer as without; a page with their own items uncompressed', async () => {
      const url = `/api/store?limit=50&categories=${categoryByKey('hat').id}`;
      const raw = (as: string, encodings?: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'x-session-key': as, ...(encodings ? { 'accept-encoding': encodings } : {}) } });
      const stranger = await player('Browser', 0, 0);
      const plain = await raw(stranger.key);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      // The gzip is made once, in the background: the first answers may come uncompressed.
      let gz = await raw(stranger.key, 'gzip, deflate, br');
      for (let tries = 0; gz.headers['content-encoding'] !== 'gzip' && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        gz = await raw(stranger.key, 'gzip, deflate, br');
      }
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
      // Refusing gzip, or owning a hat on the page: the JSON as it is.
      expect((await raw(stranger.key, 'gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
      const mine = await raw(key, 'gzip');
      expect(mine.headers['content-encoding']).toBeUndefined();
      expect((mine.json().items as StoreItem[]).find((i) => i.id === hatId)).toMatchObject({ alreadyOwned: true });
    });

    it.each([
      [{ page: '0' }],
      [{ limit: '0' }],
      [{ limit: '10001' }],
      [{ limit: 'ten' }],
      [{ sortBy: 'cheapest' }],
      [{ categories: '7,999' }],
      [{ rarity: '4' }],
      [{ priceRange: 'cheap' }],
      [{ priceRange: '500-100' }],
      [{ onlyAffordable: 'maybe' }],
      [{ search: 'x'.repeat(27) }],
    ])('refuses %j with the schema message', async (query) => {
      const res = await store(query);
      expect(res.status).toBe(400);
      const expected = storeQuerySchema.safeParse(query);
      expect(expected.success).toBe(false);
      expect(res.body).toMatchObject({ success: false, message: expected.error!.issues[0]!.message });
      // Parsed queries are kept by their text: a refused one is refused again.
      expect((await store(query)).status).toBe(400);
    });
  });

  describe("the outlet's first page in two parts", () => {
    const get = (url: string, as: string, encodings?: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'x-session-key': as, ...(encodings ? { 'accept-encoding': encodings } : {}) } });
    const flagsOf = async (as: string) => {
      const res = await get('/api/store/outlet', as);
      expect(res.statusCode).toBe(200);
      return res.json() as { version: number; owned: number[]; equipped: number[] };
    };
    const whole = async (as: string) => (await store({ page: 1, limit: 10000 }, as)).body;

    it('puts together the page GET /api/store answers for each player: the shared part and their own flags', async () => {
      await grantItems(t.ctx.db, userId, [hatId]);
      await equipItem(t.ctx, userId, hatId, true);
      const stranger = await player('Window', 0, 0);
      await t.settled();
      for (const as of [key, stranger.key]) {
        const flags = await flagsOf(as);
        const shared = await get(`/api/store/outlet/${flags.version}`, as);
        expect(shared.statusCode).toBe(200);
        expect(withOutletFlags(shared.json(), flags)).toEqual(await whole(as));
      }
      const mine = await flagsOf(key);
      expect(mine.owned).toContain(hatId);
      expect(mine.equipped).toContain(hatId);
      expect(await flagsOf(stranger.key)).toMatchObject({ version: mine.version, owned: [] });
      // The shared part holds nobody's flags.
      const items = (await get(`/api/store/outlet/${mine.version}`, key)).json().items as StoreItem[];
      expect(items.every((i) => !i.alreadyOwned && !i.isEquipped)).toBe(true);
    });

    it('lists only items the outlet sells among a player’s own', async () => {
      const [hidden] = await t.ctx.db.select({ id: items.id }).from(items).where(eq(items.name, 'Zebra Hidden Scarf'));
      const owner = await player('Hoarder', 0, 0);
      await grantItems(t.ctx.db, owner.id, [hidden!.id, hatId]);
      await t.settled();
      expect((await flagsOf(owner.key)).owned).toEqual([hatId]);
    });

    it('sends the shared part in brotli or gzip as the browser takes it, to be kept 24 hours at its version only', async () => {
      const { version } = await flagsOf(key);
      const url = `/api/store/outlet/${version}`;
      const plain = await get(url, key);
      expect(plain.headers['cache-control']).toBe('private, max-age=86400, immutable');
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get(url, key, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      const gz = await get(url, key, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      // Another player gets the very same bytes.
      const other = await player('Sameness', 0, 0);
      expect((await get(url, other.key, 'gzip, deflate, br, zstd')).rawPayload.equals(br.rawPayload)).toBe(true);
      // A version that is not the page's: the page as it is, not to be kept under that address.
      for (const wrong of [version + 1, version + 1_000_000]) {
        const res = await get(`/api/store/outlet/${wrong}`, key);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual(plain.json());
      }
    });

    it('moves to a new version when the catalog changes; the old address then answers the new page, not to be kept', async () => {
      const before = await flagsOf(key);
      const [added] = await t.ctx.db
        .insert(items)
        .values({ name: 'Outlet Lantern Hat', creator: 'Dario', category: categoryByKey('hat').id, costCoins: 40, art: 'items/none' })
        .returning();
      await catalogChanged(t.ctx);
      const after = await flagsOf(key);
      expect(after.version).toBeGreaterThan(before.version);
      const fresh = await get(`/api/store/outlet/${after.version}`, key);
      expect(fresh.headers['cache-control']).toBe('private, max-age=86400, immutable');
      expect((fresh.json().items as StoreItem[])[0]).toMatchObject({ id: added!.id, name: 'Outlet Lantern Hat' });
      const stale = await get(`/api/store/outlet/${before.version}`, key);
      expect(stale.headers['cache-control']).toBe('no-store');
      expect(stale.json()).toEqual(fresh.json());
      expect(withOutletFlags(fresh.json(), after)).toEqual(await whole(key));
    });

    it('needs a session, and refuses a version that is no whole number', async () => {
      expect((await t.call({ method: 'GET', url: '/api/store/outlet' })).status).toBe(401);
      expect((await t.call({ method: 'GET', url: '/api/store/outlet/1' })).status).toBe(401);
      for (const bad of ['-1', '1.5', 'latest', '99999999999999999999']) {
        const res = await t.call({ method: 'GET', url: `/api/store/outlet/${bad}`, key });
        expect(res).toMatchObject({ status: 400, body: { success: false, message: 'version: must be a whole number of 0 or more' } });
      }
    });
  });

  describe('the catalog across processes', () => {
    // A second context is what another app process would hold: its own in-memory catalog.
    const otherProcess = () => ({ ...t.ctx });

    it('sees items added and stock sold elsewhere at once (the catalog version)', async () => {
      const other = otherProcess();
      const me = { id: userId, coins: 1000, gems: 20 };
      const query = storeQuerySchema.parse({ limit: '10000' });
      const before = await storePage(other, me, query);
      const [limited] = await t.ctx.db
        .insert(items)
        .values({ name: 'Comet Cap', creator: 'Dario', category: categoryByKey('hat').id, costCoins: 10, quantity: 5, art: 'items/none' })
        .returning();
      await catalogChanged(t.ctx);
      const added = await storePage(other, me, query);
      expect(added.pagination.total).toBe(before.pagination.total + 1);
      expect(added.items.find((i) => i.id === limited!.id)?.quantity).toBe(5);

      const res = await t.call({ method: 'POST', url: '/api/store/checkout', payload: { items: JSON.stringify([limited!.id]) }, key });
      expect(res.status).toBe(200);
      expect((await storePage(other, me, query)).items.find((i) => i.id === limited!.id)?.quantity).toBe(4);
      const [row] = await t.ctx.db.select({ quantity: items.quantity, owners: items.owners }).from(items).where(eq(items.id, limited!.id));
      expect(row).toEqual({ quantity: 4, owners: 1 });
    });
  });
});
