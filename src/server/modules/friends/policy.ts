import { FRIEND_TEXT } from '@common/social/texts';
import type { Db, DbTransaction } from '../../db/client';
import { Invalid } from '../../errors';
import { assertNotBlocked } from '../users/blocks';
import type { UserRow } from '../users/schema';

/**
 * Who may befriend whom (social-core §4), decided here and nowhere else. A request goes to
 * somebody else, never across a block either way (the words say which side blocked, as on
 * profiles); only its recipient answers it (anyone else: the request does not exist, 404, in
 * requests.ts's query). Being friends already and asking twice are states, not permissions
 * (409, requests.ts).
 */

type Named = { id: string; username: string | null };
type Reader = { db: Db } | Db | DbTransaction;

export async function assertCanRequest(on: Reader, me: Pick<UserRow, 'id'>, other: Named): Promise<void> {
  if (other.id === me.id) throw new Invalid(FRIEND_TEXT.requestSelf);
  await assertNotBlocked(on, me.id, other);
}

/** Accepting: the recipient only (the caller's query finds the request by recipient), and not across a block since. */
export async function assertCanAccept(on: Reader, me: Pick<UserRow, 'id'>, sender: Named): Promise<void> {
  await assertNotBlocked(on, me.id, sender);
}
