import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Outfit } from '@common/api/routes/outfits';
import { categoryByKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import { OUTFITS_MAX, OUTFIT_NAME_MAX, OUTFIT_TEXT } from '@common/economy/outfits';
import { useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { grantItems, seedCatalog } from '../items/service';
import { inventory, items } from '../items/schema';
import { users } from '../users/schema';
import { outfits } from './schema';

const t = useTestApp();
const me = { id: '', key: '' };
const them = { id: '', key: '' };
const hat = houseItemId(categoryByKey('hat').id, 0);
const glasses = houseItemId(categoryByKey('glasses').id, 1);

beforeAll(async () => {
  await seedCatalog(t.ctx);
  const [a, b] = await t.ctx.db
    .insert(users)
    .values([
      { username: 'Olga', email: 'olga@x.test', isMale: false },
      { username: 'Pavel', email: 'pavel@x.test', isMale: true },
    ])
    .returning();
  Object.assign(me, { id: a!.id, key: await createSession(t.ctx, a!.id) });
  Object.assign(them, { id: b!.id, key: await createSession(t.ctx, b!.id) });
  await grantItems(t.ctx.db, me.id, [hat, glasses]);
});

const save = (name: unknown, key = me.key) => t.call({ method: 'POST', url: '/api/outfit', payload: { name } as object, key });
const list = async (key = me.key) => (await t.call({ method: 'GET', url: '/api/outfit/list', key })).body as Outfit[];
const wear = (id: number, key = me.key) => t.call({ method: 'GET', url: `/api/outfit/${id}/wear`, key });
const remove = (id: number, key = me.key) => t.call({ method: 'DELETE', url: `/api/outfit/${id}`, key });
const look = async () => (await t.call({ method: 'GET', url: '/api/profile/customization/Olga' })).body;
const equip = (id: number, flag: 0 | 1) => t.call({ method: 'GET', url: `/api/inventory/${id}/equip/${flag}`, key: me.key });

describe('saving outfits', () => {
  it('saves the current look under a name of 1 to 26 characters', async () => {
    await equip(hat, 1);
    await t.call({ method: 'POST', url: '/api/customization/size', payload: { width: 0.9, height: 1.1 }, key: me.key });
    const res = await save('Sunday best');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: OUTFIT_TEXT.saved, id: expect.any(Number), publicId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    const [row] = await t.ctx.db.select().from(outfits).where(eq(outfits.id, res.body.id));
    expect(row!.worn.hat).toBe(hat);
    expect(row!.skinTone).toBe((await look()).skinTone);
    expect((await save('x'.repeat(OUTFIT_NAME_MAX))).status).toBe(200);
  });

  it.each([
    ['', OUTFIT_TEXT.nameRequired],
    ['   ', OUTFIT_TEXT.nameRequired],
    ['x'.repeat(OUTFIT_NAME_MAX + 1), OUTFIT_TEXT.nameTooLong],
    [undefined, OUTFIT_TEXT.nameRequired],
  ])('refuses the name %j', async (name, message) => {
    const before = (await list()).length;
    const res = await save(name);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await list()).toHaveLength(before);
  });

  it('lists the outfits newest first with size, only to their owner', async () => {
    const mine = await list();
    expect(mine.map((o) => o.name)).toEqual(['x'.repeat(OUTFIT_NAME_MAX), 'Sunday best']);
    expect(mine[1]).toEqual({ id: expect.any(Number), publicId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), name: 'Sunday best', createdAt: expect.any(String), width: expect.closeTo(0.9, 5), height: expect.closeTo(1.1, 5) });
    expect(await list(them.key)).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/outfit/list' })).status).toBe(401);
  });

  it(`keeps at most ${OUTFITS_MAX} outfits per player`, async () => {
    const have = (await list(them.key)).length;
    await t.ctx.db.insert(outfits).values(Array.from({ length: OUTFITS_MAX - have - 1 }, (_, i) => ({ userId: them.id, name: `Look ${i}`, skinTone: 0, width: 1, height: 1 })));
    expect((await save('The last one', them.key)).status).toBe(200);
    const over = await save('One too many', them.key);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ success: false, message: OUTFIT_TEXT.tooMany });
    expect(await list(them.key)).toHaveLength(OUTFITS_MAX);
  });
});

describe('wearing outfits', () => {
  it('puts the saved items, skin tone and size back on', async () => {
    const [sunday] = (await list()).filter((o) => o.name === 'Sunday best');
    await equip(hat, 0);
    await t.call({ method: 'POST', url: '/api/customization/size', payload: { width: 1, height: 1 }, key: me.key });
    expect((await look()).hat).toBeNull();
    const res = await wear(sunday!.id);
    expect(res.body).toEqual({ success: true, message: OUTFIT_TEXT.worn, skipped: [] });
    const now = await look();
    expect(now.hat).toBe(hat);
    expect(now.width).toBeCloseTo(0.9);
    expect(now.height).toBeCloseTo(1.1);
  });

  it('skips items the player no longer owns and names them', async () => {
    await equip(glasses, 1);
    const saved = await save('With glasses');
    await t.ctx.db.delete(inventory).where(and(eq(inventory.userId, me.id), eq(inventory.itemId, glasses)));
    await equip(hat, 0);
    const [row] = await t.ctx.db.select({ name: items.name }).from(items).where(eq(items.id, glasses));
    const res = await wear(saved.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: OUTFIT_TEXT.wornSkipping([row!.name]), skipped: [{ id: glasses, name: row!.name }] });
    const now = await look();
    expect(now.glasses).toBeNull();
    expect(now.hat).toBe(hat);
  });
});

describe("another player's outfits", () => {
  it('answer exactly like a missing one (404 Outfit not found), for wear and delete', async () => {
    const [mine] = await list();
    const wearTheirs = await wear(mine!.id, them.key);
    const wearMissing = await wear(99_999_999, them.key);
    expect(wearTheirs.status).toBe(404);
    expect(wearTheirs.body).toEqual({ success: false, message: OUTFIT_TEXT.notFound });
    expect(wearMissing.body).toEqual(wearTheirs.body);
    const deleteTheirs = await remove(mine!.id, them.key);
    expect(deleteTheirs.status).toBe(404);
    expect(deleteTheirs.body).toEqual((await remove(99_999_999, them.key)).body);
    expect((await list()).map((o) => o.id)).toContain(mine!.id);
    // Ids that cannot exist are refused by the route's contract (400), with the same words.
    for (const bad of [0, 'abc']) expect((await wear(bad as number)).body).toMatchObject({ success: false, message: expect.stringContaining(OUTFIT_TEXT.notFound) });
  });
});

describe('deleting outfits', () => {
  it('deletes the owner’s outfit; a second delete is 404', async () => {
    const [first] = await list();
    const res = await remove(first!.id);
    expect(res.body).toEqual({ success: true, message: OUTFIT_TEXT.deleted });
    expect((await list()).map((o) => o.id)).not.toContain(first!.id);
    expect((await remove(first!.id)).status).toBe(404);
  });
});
