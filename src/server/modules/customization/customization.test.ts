import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { CUSTOMIZATION_TEXT, defaultCustomization, houseItemId } from '@common/avatar/customization';
import { useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { grantItems, seedCatalog } from '../items/service';
import { users } from '../users/schema';
import { getPlayerLook } from './look';
import { customizations } from './schema';
import { equipItem } from './service';

const t = useTestApp();
let key = '';
let userId = '';

beforeAll(async () => {
  await seedCatalog(t.ctx);
  const [u] = await t.ctx.db.insert(users).values({ username: 'Wren', email: 'wren@x.test', isMale: true }).returning();
  userId = u!.id;
  key = await createSession(t.ctx, userId);
});

const profile = (name = 'Wren') => t.call({ method: 'GET', url: `/api/profile/customization/${name}` });

describe('GET /api/profile/customization/:username', () => {
  it('answers the default outfit of the body type for a player who never changed it', async () => {
    const res = await profile('wren');
    expect(res.status).toBe(200);
    const { success, look, ...c } = res.body;
    expect(success).toBe(true);
    expect(look).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(c).toEqual(defaultCustomization(true));
  });

  it('answers 404 with a message for an unknown player', async () => {
    const res = await profile('nobody-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'User not found' });
  });
});

describe('POST /api/customization/skinTone', () => {
  const post = (body: unknown) => t.call({ method: 'POST', url: '/api/customization/skinTone', payload: body as object, key });

  it('saves a tone from 0 to 22', async () => {
    const res = await post({ skinTone: 22 });
    expect(res.body).toEqual({ success: true, message: CUSTOMIZATION_TEXT.skinToneSaved });
    expect((await profile()).body.skinTone).toBe(22);
  });

  it.each([[23], [-1], [2.5], ['pink']])('refuses %j with a clear message and changes nothing', async (skinTone) => {
    const res = await post({ skinTone });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: CUSTOMIZATION_TEXT.skinTone });
    expect((await profile()).body.skinTone).toBe(22);
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'POST', url: '/api/customization/skinTone', payload: { skinTone: 3 } });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/customization/size', () => {
  const post = (body: unknown) => t.call({ method: 'POST', url: '/api/customization/size', payload: body as object, key });

  it('saves height and width within 0.85-1.15', async () => {
    const res = await post({ height: 1.15, width: 0.85 });
    expect(res.body).toEqual({ success: true, message: CUSTOMIZATION_TEXT.sizeSaved });
    const c = (await profile()).body;
    expect(c.height).toBeCloseTo(1.15);
    expect(c.width).toBeCloseTo(0.85);
  });

  it('names the bad value in its message', async () => {
    expect((await post({ height: 1.2, width: 1 })).body).toMatchObject({ success: false, message: CUSTOMIZATION_TEXT.height });
    expect((await post({ height: 1, width: 0.5 })).body).toMatchObject({ success: false, message: CUSTOMIZATION_TEXT.width });
    expect((await post({ height: 'tall', width: 1 })).status).toBe(400);
    expect((await profile()).body.height).toBeCloseTo(1.15);
  });
});

describe('wearing items', () => {
  const capId = houseItemId(categoryByKey('hat').id, 0);

  it('refuses an unknown item id and an item the player does not own', async () => {
    await expect(equipItem(t.ctx, userId, 999_999, true)).rejects.toThrow('Item not found');
    await expect(equipItem(t.ctx, userId, capId, true)).rejects.toThrow(CUSTOMIZATION_TEXT.notOwned);
    expect((await profile()).body.hat).toBeNull();
  });

  it('wears an owned item in its own slot and changes the look hash', async () => {
    const before = (await getPlayerLook(t.ctx, userId)).look;
    await grantItems(t.ctx.db, userId, [capId]);
    expect(await equipItem(t.ctx, userId, capId, true)).toBe('hat');
    expect((await profile()).body.hat).toBe(capId);
    expect((await getPlayerLook(t.ctx, userId)).look).not.toBe(before);
  });

  it('never lets an invalid stored id reach the look (wrong slot or unknown id)', async () => {
    const [row] = await t.ctx.db.select().from(customizations).where(eq(customizations.userId, userId));
    const topId = houseItemId(categoryByKey('top').id, 3);
    await t.ctx.db.update(customizations).set({ worn: { ...row!.worn, hat: topId, glasses: 424242 } }).where(eq(customizations.userId, userId));
    const c = (await profile()).body;
    expect(c.hat).toBeNull();
    expect(c.glasses).toBeNull();
  });
});
