import { CUSTOMIZATION_TEXT } from '@common/avatar/customization';
import { categoryByKey } from '@common/avatar/categories';
import { EQUIP_TEXT } from '@common/economy/equip';
import { OUTFIT_TEXT } from '@common/economy/outfits';
import { useTestApp } from '../../test/app';
import { action, NOT_SIGNED_IN, ok, policyTable, refused, useWorld, type World } from '../../test/policy-table';
import { inventory, items } from '../items/schema';
import { outfits } from '../outfits/schema';

/** What a player may do with what they own (policy.ts), through the real routes: no role reaches another's. */
const t = useTestApp();
const w = useWorld(t, 'Ip');

async function ownedItem(world: World): Promise<number> {
  const [item] = await t.ctx.db
    .insert(items)
    .values({ name: 'Table Cap', creator: 'Oldroad', category: categoryByKey('hat').id, costCoins: 10, art: 'items/none' })
    .returning({ id: items.id });
  await t.ctx.db.insert(inventory).values({ userId: world.owner.id, itemId: item!.id });
  return item!.id;
}

async function outfit(world: World): Promise<number> {
  const [row] = await t.ctx.db.insert(outfits).values({ userId: world.owner.id, name: 'Sunday best', skinTone: 3, width: 1, height: 1 }).returning({ id: outfits.id });
  return row!.id;
}

const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });

policyTable(t, w, 'inventory and outfits (the owner’s)', [
  action({
    action: 'wear an item',
    setup: (world) => ownedItem(world),
    request: (id) => ({ method: 'GET', url: `/api/inventory/${id}/equip/1` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, CUSTOMIZATION_TEXT.notOwned)), owner: ok(EQUIP_TEXT.equipped('Table Cap')) },
  }),
  action({
    action: 'wear a saved outfit',
    setup: (world) => outfit(world),
    request: (id) => ({ method: 'GET', url: `/api/outfit/${id}/wear` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, OUTFIT_TEXT.notFound)), owner: ok(OUTFIT_TEXT.worn) },
  }),
  action({
    action: 'delete a saved outfit',
    setup: (world) => outfit(world),
    request: (id) => ({ method: 'DELETE', url: `/api/outfit/${id}` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, OUTFIT_TEXT.notFound)), owner: ok(OUTFIT_TEXT.deleted) },
  }),
]);
