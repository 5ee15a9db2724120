import { z } from 'zod';
import { defineRoute, okMessage } from '../contract';
import { intIdParam } from '../params';

/** An owned item (avatar-economy §3 Inventory item, live-world §3): creator is [username]. */
export const inventoryItemSchema = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.number().int(),
  rarity: z.number().int(),
  isEquipped: z.boolean(),
  alreadyOwned: z.literal(true),
  costCoins: z.number().int(),
  costGems: z.number().int(),
  creator: z.array(z.string()),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/inventory',
    auth: 'required',
    response: z.array(inventoryItemSchema),
  }),
  /** flag 1 equips (replacing the item of the same category), 0 unequips; only owned items. */
  equip: defineRoute({
    method: 'GET',
    path: '/api/inventory/:id/equip/:flag',
    auth: 'required',
    params: z.object({
      id: intIdParam(),
      flag: z.enum(['0', '1'], { error: 'flag must be 0 or 1' }),
    }),
    response: okMessage,
  }),
};
