import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../db/client';
import { addressKeyOf } from '../auth/address';
import { accountAddresses } from './schema';

/**
 * Notes where an account signed up or signed in from (account_addresses), so staff can find
 * accounts sharing an address after the sessions that knew it are gone. Keyed by the address as
 * limits count it (auth/address.ts: IPv6 by its /64); the last full address is kept beside it.
 */
export async function noteAddress(tx: Db | DbTransaction, userId: string, ip: string | null | undefined, how: 'signUp' | 'signIn'): Promise<void> {
  if (!ip) return;
  const signedUp = how === 'signUp';
  const signIns = how === 'signIn' ? 1 : 0;
  await tx
    .insert(accountAddresses)
    .values({ userId, address: addressKeyOf(ip), ip, signedUp, signIns })
    .onConflictDoUpdate({
      target: [accountAddresses.userId, accountAddresses.address],
      set: {
        ip,
        signedUp: sql`${accountAddresses.signedUp} OR ${signedUp}`,
        signIns: sql`${accountAddresses.signIns} + ${signIns}`,
        lastSeenAt: sql`now()`,
      },
    });
}
