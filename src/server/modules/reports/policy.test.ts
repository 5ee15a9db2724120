import { REPORT_TEXT } from '@common/moderation-reports';
import { useTestApp } from '../../test/app';
import { action, askerName, NOT_SIGNED_IN, ok, policyTable, refused, STAFF_ONLY, useWorld, type Answer, type World } from '../../test/policy-table';
import { aFeedPost, aForumPost, aMail, chatLines, whisperLines } from './testing';

/**
 * Who may report what (policy.ts, targets.ts), through the real route: the owner wrote the
 * content (or is the reported player); `other` whispered and mailed the owner. What an asker
 * cannot see answers like a missing row, and nobody reports themselves.
 */
const t = useTestApp();
const w = useWorld(t, 'Rp');
const OWNER = askerName('Rp', 'owner');

const SENT = ok(REPORT_TEXT.sent);
const YOURSELF = refused(400, REPORT_TEXT.yourself);
const everyone = (answer: Answer) => ({ player: answer, owner: answer, other: answer, blocked: answer, blocker: answer, moderator: answer, admin: answer });
const report = (targetType: string, targetId: string) => ({ method: 'POST' as const, url: '/api/report', payload: { targetType, targetId, reason: 'harassment' } });

/** Something everybody sees: everyone may report it but its author. */
const publicContent = { anonymous: NOT_SIGNED_IN, ...everyone(SENT), owner: YOURSELF };

policyTable(t, w, 'reports', [
  action({
    action: 'report the owner',
    setup: async () => null,
    request: () => report('player', OWNER),
    expect: publicContent,
  }),
  action({
    action: "report the owner's public chat line",
    setup: async (world: World) => (await chatLines(t, [{ senderId: world.owner.id, text: 'buy gold at my site' }]))[0]!,
    request: (id: string) => report('chat', id),
    expect: publicContent,
  }),
  action({
    action: "report the owner's forum post",
    setup: (world: World) => aForumPost(t, world.owner.id),
    request: (id: string) => report('forumPost', id),
    expect: publicContent,
  }),
  action({
    action: "report the owner's hidden forum post",
    setup: (world: World) => aForumPost(t, world.owner.id, { hidden: true }),
    request: (id: string) => report('forumPost', id),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, REPORT_TEXT.notFound.forumPost)) },
  }),
  action({
    action: 'report a whisper other sent the owner',
    setup: async (world: World) => (await whisperLines(t, [{ senderId: world.other.id, recipientId: world.owner.id, text: 'I know where you live' }]))[0]!,
    request: (id: string) => report('whisper', id),
    // Only its two parties know of it; its sender would be reporting themselves.
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, REPORT_TEXT.notFound.whisper)), owner: SENT, other: YOURSELF },
  }),
  action({
    action: 'report a mail other sent the owner',
    setup: (world: World) => aMail(t, world.other.id, world.owner.id),
    request: (id: string) => report('mail', id),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, REPORT_TEXT.notFound.mail)), owner: SENT, other: YOURSELF },
  }),
  action({
    action: "report the owner's private feed post",
    setup: (world: World) => aFeedPost(t, world.owner.id, 'private'),
    request: (id: string) => report('feedPost', id),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(refused(404, REPORT_TEXT.notFound.feedPost)), owner: YOURSELF },
  }),
  action({
    action: "report the owner's public feed post",
    setup: (world: World) => aFeedPost(t, world.owner.id, 'everyone'),
    request: (id: string) => report('feedPost', id),
    // A block hides the post either way (feed policy), so neither side of a block can report it.
    expect: { ...publicContent, blocked: refused(404, REPORT_TEXT.notFound.feedPost), blocker: refused(404, REPORT_TEXT.notFound.feedPost) },
  }),
  action({
    action: 'read the case queue',
    setup: async () => null,
    request: () => ({ method: 'GET', url: '/api/moderation/cases?status=open' }),
    expect: { anonymous: NOT_SIGNED_IN, ...everyone(STAFF_ONLY), moderator: ok(), admin: ok() },
  }),
]);
