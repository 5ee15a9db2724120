import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@common/api/routes/inventory';
import { categoryByKey } from '@common/avatar/categories';
import { defaultItemIds, houseItemId } from '@common/avatar/customization';
import { EQUIP_TEXT } from '@common/economy/equip';
import { useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { grantItems, seedCatalog } from '../items/service';
import { users } from '../users/schema';

const t = useTestApp();
let key = '';
let userId = '';
let otherKey = '';

const hat = (design: number) => houseItemId(categoryByKey('hat').id, design);

beforeAll(async () => {
  await seedCatalog(t.ctx);
  const [u, o] = await t.ctx.db
    .insert(users)
    .values([
      { username: 'Ines', email: 'ines@x.test', isMale: false },
      { username: 'Otto', email: 'otto@x.test', isMale: true },
    ])
    .returning();
  userId = u!.id;
  key = await createSession(t.ctx, userId);
  otherKey = await createSession(t.ctx, o!.id);
});

const list = async (as = key) => (await t.call({ method: 'GET', url: '/api/inventory', key: as })).body as InventoryItem[];
const equip = (id: number | string, flag: number | string, as = key) => t.call({ method: 'GET', url: `/api/inventory/${id}/equip/${flag}`, key: as });
const worn = async () => (await list()).filter((i) => i.isEquipped).map((i) => i.id);

describe('GET /api/inventory', () => {
  it('lists the default outfit a new player owns, all worn, with the inventory item fields', async () => {
    const items = await list();
    expect(items.map((i) => i.id).sort()).toEqual(defaultItemIds(false).sort());
    expect(items.every((i) => i.isEquipped && i.alreadyOwned)).toBe(true);
    const first = items[0]!;
    expect(first._id).toBe(first.id);
    expect(first.description.length).toBeGreaterThan(0);
    expect(first.creator).toEqual([expect.any(String)]);
    expect(Object.keys(first).sort()).toEqual(['_id', 'alreadyOwned', 'category', 'costCoins', 'costGems', 'creator', 'description', 'id', 'isEquipped', 'name', 'rarity'].sort());
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/inventory' })).status).toBe(401);
  });

  it('lists worn items first, then the rest', async () => {
    await grantItems(t.ctx.db, userId, [hat(0), hat(1)]);
    const items = await list();
    const firstUnworn = items.findIndex((i) => !i.isEquipped);
    expect(items.slice(firstUnworn).every((i) => !i.isEquipped)).toBe(true);
    expect(items.slice(firstUnworn).map((i) => i.id)).toEqual(expect.arrayContaining([hat(0), hat(1)]));
  });
});

describe('GET /api/inventory/:id/equip/:flag', () => {
  it('equips an owned item, replacing the item worn in its category', async () => {
    const res = await equip(hat(0), 1);
    expect(res.body).toMatchObject({ success: true, message: expect.stringMatching(/ equipped$/) });
    expect(await worn()).toContain(hat(0));
    await equip(hat(1), 1);
    const now = await worn();
    expect(now).toContain(hat(1));
    expect(now).not.toContain(hat(0));
    expect((await list())[0]!.isEquipped).toBe(true);
  });

  it('unequips', async () => {
    const res = await equip(hat(1), 0);
    expect(res.body).toMatchObject({ success: true, message: expect.stringMatching(/ unequipped$/) });
    expect(await worn()).not.toContain(hat(1));
  });

  it('refuses an item the player does not own, an unknown item and bad values, changing nothing', async () => {
    const before = await worn();
    const notMine = await equip(hat(2), 1);
    expect(notMine.status).toBe(403);
    expect(notMine.body).toEqual({ success: false, message: EQUIP_TEXT.notOwned });
    const unknown = await equip(999_999, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: EQUIP_TEXT.notFound });
    expect((await equip(hat(0), 2)).body).toMatchObject({ success: false, message: 'flag must be 0 or 1' });
    // A malformed id is refused by the route's contract (issue 19 §5).
    expect((await equip('hat', 1)).body).toMatchObject({ success: false, message: 'id: must be a whole number from 1 to 2,147,483,647' });
    expect(await worn()).toEqual(before);
  });

  it("never touches another player's items", async () => {
    // Otto owns none of Ines's hats; equipping one is refused and his inventory is his own.
    expect((await equip(hat(0), 1, otherKey)).status).toBe(403);
    const his = await list(otherKey);
    expect(his.map((i) => i.id)).not.toContain(hat(0));
    expect(his.map((i) => i.id).sort()).toEqual(defaultItemIds(true).sort());
  });
});
