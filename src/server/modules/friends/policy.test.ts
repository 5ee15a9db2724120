import { FRIEND_TEXT, PROFILE_TEXT } from '@common/social/texts';
import { MAIL_TYPE } from '@common/social/mail';
import { useTestApp } from '../../test/app';
import { action, askerName, NOT_SIGNED_IN, ok, policyTable, refused, useWorld, type World } from '../../test/policy-table';
import { mail } from '../mail/schema';

/** Who may befriend whom (policy.ts), through the real routes. Requests go to the owner. */
const t = useTestApp();
const w = useWorld(t, 'Fr');
const OWNER = askerName('Fr', 'owner');
const OTHER = askerName('Fr', 'other');

async function requestFromOther(world: World): Promise<string> {
  const [row] = await t.ctx.db
    .insert(mail)
    .values({ senderId: world.other.id, recipientId: world.owner.id, type: MAIL_TYPE.friendRequest, message: FRIEND_TEXT.requestMail(OTHER) })
    .returning({ id: mail.id });
  return row!.id;
}

const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });

// Rows run in order: asking first, then other's request is answered (which makes them friends).
policyTable(t, w, 'friends', [
  action({
    action: 'ask the owner to be friends',
    setup: async () => null,
    request: () => ({ method: 'POST', url: `/api/friend/${OWNER}` }),
    expect: {
      anonymous: NOT_SIGNED_IN,
      ...everyone(ok(FRIEND_TEXT.requestSent(OWNER))),
      owner: refused(400, FRIEND_TEXT.requestSelf),
      blocked: refused(403, PROFILE_TEXT.blockedYou(OWNER)),
      blocker: refused(403, PROFILE_TEXT.youBlocked(OWNER)),
    },
  }),
  action({
    action: 'accept other’s request to the owner (its recipient only)',
    setup: (world) => requestFromOther(world),
    request: (id) => ({ method: 'GET', url: `/api/friend/${id}/accept` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, FRIEND_TEXT.requestNotFound)), owner: ok(FRIEND_TEXT.accepted(OTHER)) },
  }),
]);
