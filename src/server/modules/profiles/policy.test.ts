import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT } from '@common/social/texts';
import { useTestApp } from '../../test/app';
import { action, askerName, NOT_SIGNED_IN, ok, policyTable, refused, useWorld, type World } from '../../test/policy-table';
import { profileComments } from './schema';

/** Who may do what on a profile (policy.ts), through the real routes. The owner's profile; other commented on it. */
const t = useTestApp();
const w = useWorld(t, 'Pp');
const OWNER = askerName('Pp', 'owner');

async function comment(world: World, by: keyof World = 'other'): Promise<string> {
  const [row] = await t.ctx.db.insert(profileComments).values({ profileOwnerId: world.owner.id, senderId: world[by].id, message: 'Lovely garden' }).returning({ id: profileComments.id });
  return row!.id;
}

const everyone = (answer: ReturnType<typeof ok>) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });
const BLOCKS = { blocked: refused(403, PROFILE_TEXT.blockedYou(OWNER)), blocker: refused(403, PROFILE_TEXT.youBlocked(OWNER)) };

policyTable(t, w, 'profiles and comments', [
  action({
    action: 'comment on the owner’s profile',
    setup: async () => null,
    request: () => ({ method: 'POST', url: `/api/profile/${OWNER}/comment`, payload: { comment: 'Hello!' } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok(PROFILE_TEXT.commentPosted)), ...BLOCKS },
  }),
  action({
    action: 'reply under other’s comment',
    setup: (world) => comment(world),
    request: (id) => ({ method: 'POST', url: `/api/profile/comment/${id}/reply`, payload: { reply: 'Thanks!' } }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, PROFILE_TEXT.cannotReply)), owner: ok(PROFILE_TEXT.replyPosted), other: ok(PROFILE_TEXT.replyPosted) },
  }),
  action({
    action: 'delete other’s comment',
    setup: (world) => comment(world),
    request: (id) => ({ method: 'DELETE', url: `/api/profile/comment/${id}` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(403, PROFILE_TEXT.cannotDelete)), owner: ok(PROFILE_TEXT.commentDeleted), other: ok(PROFILE_TEXT.commentDeleted) },
  }),
  action({
    action: 'heart the owner',
    setup: async () => null,
    request: () => ({ method: 'GET', url: `/api/profile/${OWNER}/match/1` }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(ok(PROFILE_TEXT.heartSent(OWNER))), owner: refused(400, PROFILE_TEXT.heartSelf), ...BLOCKS },
  }),
]);

describe('replies under a comment across a block made since', () => {
  it('are refused to the profile’s owner and to the comment’s author alike, saying which side blocked', async () => {
    const reply = async (who: keyof World, id: string) => t.call({ method: 'POST', url: `/api/profile/comment/${id}/reply`, key: w[who].key, payload: { reply: 'About that...' } });
    // `blocker` commented on the owner's profile, then blocked the owner.
    const byBlocker = await comment(w, 'blocker');
    expect(await reply('owner', byBlocker)).toMatchObject({ status: 403, body: { message: PROFILE_TEXT.blockedYou(w.blocker.username) } });
    expect(await reply('blocker', byBlocker)).toMatchObject({ status: 403, body: { message: PROFILE_TEXT.youBlocked(OWNER) } });
    // `blocked` commented on the owner's profile, then the owner blocked them.
    const byBlocked = await comment(w, 'blocked');
    expect(await reply('owner', byBlocked)).toMatchObject({ status: 403, body: { message: PROFILE_TEXT.youBlocked(w.blocked.username) } });
    expect(await reply('blocked', byBlocked)).toMatchObject({ status: 403, body: { message: PROFILE_TEXT.blockedYou(OWNER) } });
    // Deleting stays open to both: taking one's words back reaches nobody.
    expect((await t.call({ method: 'DELETE', url: `/api/profile/comment/${byBlocker}`, key: w.owner.key })).status).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/profile/comment/${byBlocked}`, key: w.blocked.key })).status).toBe(200);
  });
});
