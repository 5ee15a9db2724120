import { z } from 'zod';
import { balancesSchema } from '../../economy/currency';
import { storeItemSchema, storeQuerySchema, type StoreItem } from '../../economy/store';
import { defineRoute } from '../contract';

export const storePageSchema = z.object({
  success: z.literal(true),
  items: z.array(storeItemSchema),
  pagination: z.object({ total: z.number().int(), hasMore: z.boolean() }),
  message: z.string(),
});
export type StorePage = z.infer<typeof storePageSchema>;

/**
 * The outlet's first unfiltered page (avatar-economy §7: page 1, limit 10000, newest) comes in
 * two parts, since all of it but two flags per item is the same for every player: the player's
 * own part (`outlet`: which catalog version to show, and the for-sale items they own and wear),
 * then the shared page at that version (`outletPage`: every flag false, compressed once per
 * version on the server and kept 24 hours by the browser, as the store cache). withOutletFlags
 * makes the page the player sees, the one GET /api/store answers for that query.
 */
const VERSION_TEXT = 'must be a whole number of 0 or more';

export const outletFlagsSchema = z.object({
  success: z.literal(true),
  /** The catalog version (GET /api/store/outlet/:version). */
  version: z.number().int().min(0),
  owned: z.array(z.number().int()),
  equipped: z.array(z.number().int()),
});
export type OutletFlags = z.infer<typeof outletFlagsSchema>;

/** The shared page with the player's own flags set. */
export function withOutletFlags(page: StorePage, flags: Pick<OutletFlags, 'owned' | 'equipped'>): StorePage {
  const owned = new Set(flags.owned);
  const equipped = new Set(flags.equipped);
  const mark = (item: StoreItem): StoreItem =>
    owned.has(item.id) || equipped.has(item.id) ? { ...item, alreadyOwned: owned.has(item.id), isEquipped: equipped.has(item.id) } : item;
  return { ...page, items: page.items.map(mark) };
}

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Ids bought by this checkout. */
  purchased: z.array(z.number().int()),
  /** The buyer's balances after paying (the top bar shows them at once). */
  balances: balancesSchema,
});

export const storeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/store',
    auth: 'required',
    query: storeQuerySchema,
    response: storePageSchema,
  }),
  /** The outlet's first page, the player's part: see outletFlagsSchema. */
  outlet: defineRoute({
    method: 'GET',
    path: '/api/store/outlet',
    auth: 'required',
    response: outletFlagsSchema,
  }),
  /**
   * The outlet's first page, the shared part, at a catalog version (any other version answers
   * the current page, not to be kept). The answer is the same for every player: the browser
   * keeps it for 24 hours under its version's address (Cache-Control).
   */
  outletPage: defineRoute({
    method: 'GET',
    path: '/api/store/outlet/:version',
    auth: 'required',
    params: z.object({ version: z.coerce.number({ error: VERSION_TEXT }).int({ error: VERSION_TEXT }).min(0, { error: VERSION_TEXT }).max(Number.MAX_SAFE_INTEGER, { error: VERSION_TEXT }) }),
    response: storePageSchema,
  }),
  /** All or nothing; accepts an Idempotency-Key header. `items` is a JSON-encoded list of ids. */
  checkout: defineRoute({
    method: 'POST',
    path: '/api/store/checkout',
    auth: 'required',
    body: z.object({ items: z.union([z.string(), z.array(z.number())]) }),
    response: checkoutResponseSchema,
  }),
};
