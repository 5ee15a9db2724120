import { z } from 'zod';
import { balancesSchema } from '../../economy/currency';
import { storeItemSchema, storeQuerySchema } from '../../economy/store';
import { defineRoute } from '../contract';

export const storePageSchema = z.object({
  success: z.literal(true),
  items: z.array(storeItemSchema),
  pagination: z.object({ total: z.number().int(), hasMore: z.boolean() }),
  message: z.string(),
});
export type StorePage = z.infer<typeof storePageSchema>;

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
  /** All or nothing; accepts an Idempotency-Key header. `items` is a JSON-encoded list of ids. */
  checkout: defineRoute({
    method: 'POST',
    path: '/api/store/checkout',
    auth: 'required',
    body: z.object({ items: z.union([z.string(), z.array(z.number())]) }),
    response: checkoutResponseSchema,
  }),
};
