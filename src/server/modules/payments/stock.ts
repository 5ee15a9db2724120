import { and, eq, lt, sql } from 'drizzle-orm';
import { PRODUCTS, type Product } from '@common/payments/catalog';
import type { Tx } from '../../db/client';
import { lifetimeStock } from './schema';

/**
 * Lifetime bundles' stock (issue 20): a slot is taken when a checkout is created (reserved while
 * it is open, sold once paid) and given back when the checkout expires. Taking is one
 * conditional UPDATE against the catalog's limit: concurrent checkouts queue on the product's
 * row and each sees the count the one before it left, so no concurrency takes more than the limit.
 */
export async function reserveSlot(db: Tx, product: Product): Promise<boolean> {
  if (product.limit === undefined) return true;
  await db.insert(lifetimeStock).values({ product: product.id, taken: 0 }).onConflictDoNothing();
  const taken = await db
    .update(lifetimeStock)
    .set({ taken: sql`${lifetimeStock.taken} + 1` })
    .where(and(eq(lifetimeStock.product, product.id), lt(lifetimeStock.taken, product.limit)))
    .returning({ taken: lifetimeStock.taken });
  return taken.length > 0;
}

/** Gives a reserved slot back (the checkout expired, or could not be created). */
export async function releaseSlot(db: Tx, product: Product): Promise<void> {
  if (product.limit === undefined) return;
  await db
    .update(lifetimeStock)
    .set({ taken: sql`${lifetimeStock.taken} - 1` })
    .where(and(eq(lifetimeStock.product, product.id), sql`${lifetimeStock.taken} > 0`));
}

/** How many of each lifetime bundle can still be bought. */
export async function stockLeft(db: Tx): Promise<Map<string, number>> {
  const rows = await db.select().from(lifetimeStock);
  const taken = new Map(rows.map((r) => [r.product, r.taken]));
  const left = new Map<string, number>();
  for (const p of PRODUCTS) if (p.limit !== undefined) left.set(p.id, Math.max(0, p.limit - (taken.get(p.id) ?? 0)));
  return left;
}
