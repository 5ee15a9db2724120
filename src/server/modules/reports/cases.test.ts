import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASE_TEXT, REPORT_TEXT } from '@common/moderation-reports';
import { useTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { chatMessages } from '../chat/schema';
import { forumPosts, forumReplies } from '../forum/schema';
import { items } from '../items/schema';
import { mail } from '../mail/schema';
import { SYSTEM_SENDER_ID } from '../mail/system';
import { feedComments, feedPosts } from '../outfitsFeed/schema';
import { profileComments } from '../profiles/schema';
import { sanctions } from '../sanctions/schema';
import { users } from '../users/schema';
import { aCreatorItem, aFeedComment, aFeedPost, aForumPost, aForumReply, aMail, aProfileComment, chatLines } from './testing';
import { makePlayer, type TestPlayer, uniqueName } from '../../test/players';

/** The moderators' queue: claims (one winner), decisions, the reporters' mail, the staff rule, the score. */
const t = useTestApp();

const report = (who: TestPlayer, targetType: string, targetId: string) => t.call({ method: 'POST', url: '/api/report', key: who.key, payload: { targetType, targetId, reason: 'spam' } });
const claim = (who: TestPlayer, id: string) => t.call({ method: 'POST', url: `/api/moderation/cases/${id}/claim`, key: who.key });
const resolve = (who: TestPlayer, id: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/api/moderation/cases/${id}/resolve`, key: who.key, payload });
const list = async (who: TestPlayer, status: string) => (await t.call({ method: 'GET', url: `/api/moderation/cases?status=${status}`, key: who.key })).body;

async function reportedCase(targetType: string, targetId: string, reporter?: TestPlayer): Promise<{ caseId: string; reporter: TestPlayer }> {
  const by = reporter ?? (await makePlayer(t, { username: uniqueName('Rep') }));
  const res = await report(by, targetType, targetId);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { caseId: res.body.caseId, reporter: by };
}

describe('claiming', () => {
  it('gives a case to one of two moderators claiming at once; the other is told who has it', async () => {
    const [author, m1, m2] = [await makePlayer(t, { username: uniqueName('Cl') }), await makePlayer(t, { username: uniqueName('ClMod'), role: 'moderator' }), await makePlayer(t, { username: uniqueName('ClMod'), role: 'moderator' })];
    const { caseId } = await reportedCase('player', author.username);
    const answers = await Promise.all([claim(m1, caseId), claim(m2, caseId)]);
    const winner = answers[0]!.status === 200 ? m1 : m2;
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(CASE_TEXT.claimedBy(winner.username));
    const claimed = (await list(m1, 'claimed')).cases.find((c: { id: string }) => c.id === caseId);
    expect(claimed).toMatchObject({ status: 'claimed', claimedBy: winner.username });
    expect((await list(m1, 'open')).cases.some((c: { id: string }) => c.id === caseId)).toBe(false);
    // Only the claimer decides it.
    const loser = winner === m1 ? m2 : m1;
    expect(await resolve(loser, caseId, { action: 'dismiss' })).toMatchObject({ status: 409, body: { message: CASE_TEXT.claimedBy(winner.username) } });
    const audit = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.case.claim'), eq(auditLog.targetId, caseId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(winner.id);
  });

  it('refuses deciding an unclaimed case, and players reach no case route', async () => {
    const [author, mod, player] = [await makePlayer(t, { username: uniqueName('Uc') }), await makePlayer(t, { username: uniqueName('UcMod'), role: 'moderator' }), await makePlayer(t, { username: uniqueName('Uc') })];
    const { caseId } = await reportedCase('player', author.username);
    expect(await resolve(mod, caseId, { action: 'dismiss' })).toMatchObject({ status: 409, body: { message: CASE_TEXT.claimFirst } });
    expect((await claim(player, caseId)).status).toBe(403);
    expect((await resolve(player, caseId, { action: 'dismiss' })).status).toBe(403);
  });

  it('keeps cases about staff for admins, and nobody decides a case about themselves or one they reported', async () => {
    const [staff, mod, admin] = [await makePlayer(t, { username: uniqueName('StMod'), role: 'moderator' }), await makePlayer(t, { username: uniqueName('StMod'), role: 'moderator' }), await makePlayer(t, { username: uniqueName('StAdm'), role: 'admin' })];
    const { caseId } = await reportedCase('player', staff.username);
    const seen = (await list(mod, 'open')).cases.find((c: { id: string }) => c.id === caseId);
    expect(seen).toMatchObject({ reported: { isStaff: true }, canAct: false, cannotAct: CASE_TEXT.staffTarget });
    expect(await claim(mod, caseId)).toMatchObject({ status: 403, body: { message: CASE_TEXT.staffTarget } });
    expect(await claim(staff, caseId)).toMatchObject({ status: 403, body: { message: CASE_TEXT.yourOwn } });
    expect((await claim(admin, caseId)).status).toBe(200);

    const own = await reportedCase('player', (await makePlayer(t, { username: uniqueName('St') })).username, mod);
    expect(await claim(mod, own.caseId)).toMatchObject({ status: 403, body: { message: CASE_TEXT.ownReport } });
  });
});

describe('deciding', () => {
  it('dismisses: the case closes with the decision, audited, and the reporter is mailed that it was handled, not what was done', async () => {
    const [author, mod] = [await makePlayer(t, { username: uniqueName('Dm') }), await makePlayer(t, { username: uniqueName('DmMod'), role: 'moderator' })];
    const { caseId, reporter } = await reportedCase('player', author.username);
    await claim(mod, caseId);
    const res = await resolve(mod, caseId, { action: 'dismiss', reason: 'Nothing against the rules' });
    expect(res).toMatchObject({ status: 200, body: { message: CASE_TEXT.resolved('dismiss'), case: { status: 'closed', resolution: { action: 'dismiss', by: mod.username } } } });
    expect((await list(mod, 'closed')).cases.some((c: { id: string }) => c.id === caseId)).toBe(true);
    const letters = await t.ctx.db.select().from(mail).where(eq(mail.recipientId, reporter.id));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ senderId: SYSTEM_SENDER_ID, message: REPORT_TEXT.handledMail(`the player ${author.username}`) });
    expect(letters[0]!.message.toLowerCase()).not.toMatch(/dismiss|nothing against/);
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.case.resolve'), eq(auditLog.targetId, caseId)))).toHaveLength(1);
    // Closed is closed; a new report on the same target opens a new case.
    expect(await resolve(mod, caseId, { action: 'dismiss' })).toMatchObject({ status: 409, body: { message: CASE_TEXT.closed } });
    const again = await reportedCase('player', author.username);
    expect(again.caseId).not.toBe(caseId);
  });

  it('hides each kind of content by its module’s own means', async () => {
    const [author, victim, mod] = [await makePlayer(t, { username: uniqueName('Hd') }), await makePlayer(t, { username: uniqueName('Hd') }), await makePlayer(t, { username: uniqueName('HdMod'), role: 'moderator' })];
    const [line] = await chatLines(t, [{ senderId: author.id, text: 'hidden line' }]);
    const letter = await aMail(t, author.id, victim.id);
    const post = await aForumPost(t, author.id);
    const { replyId } = await aForumReply(t, victim.id, author.id);
    const comment = await aProfileComment(t, victim.id, author.id);
    const feedPost = await aFeedPost(t, author.id);
    const feedComment = await aFeedComment(t, await aFeedPost(t, victim.id), author.id);
    const item = await aCreatorItem(t, author);
    const targets: [string, string][] = [
      ['chat', line!],
      ['mail', letter],
      ['forumPost', post],
      ['forumReply', replyId],
      ['comment', comment],
      ['feedPost', feedPost],
      ['feedComment', feedComment],
      ['item', String(item)],
    ];
    for (const [type, id] of targets) {
      const { caseId } = await reportedCase(type, id, victim);
      await claim(mod, caseId);
      const res = await resolve(mod, caseId, { action: 'hide', reason: 'Against the rules' });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const publicChat = (await t.call({ method: 'GET', url: '/api/chat/public', key: victim.key })).body.messages;
    expect(publicChat.some((m: { id: string }) => m.id === line)).toBe(false);
    const inbox = (await t.call({ method: 'GET', url: '/api/mail', key: victim.key })).body;
    expect(inbox.some((m: { _id?: string; id?: string }) => (m._id ?? m.id) === letter)).toBe(false);
    const [letterRow] = await t.ctx.db.select().from(mail).where(eq(mail.id, letter));
    expect(letterRow).toMatchObject({ purgedByRecipient: true, purgedBySender: false });
    expect((await t.ctx.db.select().from(forumPosts).where(eq(forumPosts.id, post)))[0]!.hiddenAt).not.toBeNull();
    expect((await t.ctx.db.select().from(forumReplies).where(eq(forumReplies.id, replyId)))[0]!.hiddenAt).not.toBeNull();
    expect(await t.ctx.db.select().from(profileComments).where(eq(profileComments.id, comment))).toHaveLength(0);
    expect((await t.ctx.db.select().from(feedPosts).where(eq(feedPosts.id, feedPost)))[0]!.status).toBe('rejected');
    expect(await t.ctx.db.select().from(feedComments).where(eq(feedComments.id, feedComment))).toHaveLength(0);
    expect((await t.ctx.db.select().from(items).where(eq(items.id, item)))[0]!.forSale).toBe(false);
    expect((await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.id, line!)))[0]!.hiddenAt).not.toBeNull();
    // The forum's own hide wrote its audit row too.
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'forum.post.hide'), eq(auditLog.targetId, post)))).toHaveLength(1);
  });

  it('refuses to hide what has no content of its own (a player) and changes nothing', async () => {
    const [author, mod] = [await makePlayer(t, { username: uniqueName('Nh') }), await makePlayer(t, { username: uniqueName('NhMod'), role: 'moderator' })];
    const { caseId } = await reportedCase('player', author.username);
    await claim(mod, caseId);
    expect(await resolve(mod, caseId, { action: 'hide', reason: 'x' })).toMatchObject({ status: 400, body: { message: CASE_TEXT.nothingToHide } });
    expect((await list(mod, 'claimed')).cases.some((c: { id: string }) => c.id === caseId)).toBe(true);
  });

  it('needs hours for a mute or suspension and a reason for any sanction', async () => {
    const [author, mod] = [await makePlayer(t, { username: uniqueName('Nr') }), await makePlayer(t, { username: uniqueName('NrMod'), role: 'moderator' })];
    const { caseId } = await reportedCase('player', author.username);
    await claim(mod, caseId);
    expect(await resolve(mod, caseId, { action: 'mute', reason: 'Spamming' })).toMatchObject({ status: 400 });
    expect(await resolve(mod, caseId, { action: 'warn' })).toMatchObject({ status: 400 });
    expect(await resolve(mod, caseId, { action: 'mute', hours: 0, reason: 'x' })).toMatchObject({ status: 400 });
  });
});

describe('sanctions from a case', () => {
  it('warns, mutes, suspends and bans through the sanctions module, each naming its case; the standing and the ladder follow', async () => {
    const [mod, admin] = [await makePlayer(t, { username: uniqueName('SnMod'), role: 'moderator' }), await makePlayer(t, { username: uniqueName('SnAdm'), role: 'admin' })];
    const author = await makePlayer(t, { username: uniqueName('Sn') });
    const decide = async (by: TestPlayer, body: Record<string, unknown>) => {
      const { caseId } = await reportedCase('player', author.username);
      expect((await claim(by, caseId)).status).toBe(200);
      return { caseId, res: await resolve(by, caseId, body) };
    };
    // A first offence: the ladder proposes a warning.
    const { caseId: firstCase } = await reportedCase('player', author.username);
    const seen = (await list(mod, 'open')).cases.find((c: { id: string }) => c.id === firstCase);
    expect(seen.standing).toMatchObject({ offences: 0, mutedUntil: null, banned: false });
    expect(seen.suggested).toMatchObject({ action: 'warn', hours: null });
    await claim(mod, firstCase);
    expect((await resolve(mod, firstCase, { action: 'warn', reason: 'Be kind in chat' })).status).toBe(200);

    const muted = await decide(mod, { action: 'mute', hours: 1, reason: 'Spamming the square' });
    expect(muted.res.status, JSON.stringify(muted.res.body)).toBe(200);
    expect(muted.res.body.case.standing.mutedUntil).not.toBeNull();
    const rows = await t.ctx.db.select().from(sanctions).where(eq(sanctions.userId, author.id));
    expect(rows.map((r) => [r.kind, r.caseId])).toEqual(expect.arrayContaining([['warn', firstCase], ['mute', muted.caseId]]));
    const [row] = await t.ctx.db.select({ mutedUntil: users.mutedUntil }).from(users).where(eq(users.id, author.id));
    expect(row!.mutedUntil!.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    // Two offences now: the next case proposes a 24-hour mute.
    const { caseId: third } = await reportedCase('player', author.username);
    expect((await list(mod, 'open')).cases.find((c: { id: string }) => c.id === third).suggested).toMatchObject({ action: 'mute', hours: 24 });

    // A ban is an admin's (the sanctions policy), and refusing it leaves the case claimed.
    await claim(mod, third);
    const refused = await resolve(mod, third, { action: 'ban', reason: 'Enough' });
    expect(refused.status).toBe(403);
    expect((await list(mod, 'claimed')).cases.some((c: { id: string }) => c.id === third)).toBe(true);

    const suspended = await decide(mod, { action: 'suspend', hours: 24, reason: 'Harassing players' });
    expect(suspended.res.status).toBe(200);
    // A suspension ends the player's sessions.
    expect((await t.call({ method: 'GET', url: '/api/mail', key: author.key })).status).toBe(401);

    const banned = await decide(admin, { action: 'ban', reason: 'Repeated harassment' });
    expect(banned.res.status, JSON.stringify(banned.res.body)).toBe(200);
    expect(banned.res.body.case.standing).toMatchObject({ banned: true });
    expect(await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'sanction.ban'), eq(auditLog.targetId, author.id)))).toHaveLength(1);
  });
});

describe('the score', () => {
  it('ranks a case reported by players whose reports were upheld above one reported by players always dismissed', async () => {
    const mod = await makePlayer(t, { username: uniqueName('ScMod'), role: 'moderator' });
    const trusted = await makePlayer(t, { username: uniqueName('ScTrusted') });
    const noisy = await makePlayer(t, { username: uniqueName('ScNoisy') });
    // Their history: three decided reports each, the trusted one's upheld (hidden), the noisy one's dismissed.
    for (let i = 0; i < 3; i++) {
      const author = await makePlayer(t, { username: uniqueName('ScAuthor') });
      const [line] = await chatLines(t, [{ senderId: author.id, text: `line ${i}` }]);
      const good = await reportedCase('chat', line!, trusted);
      await claim(mod, good.caseId);
      expect((await resolve(mod, good.caseId, { action: 'hide' })).status).toBe(200);
      const bad = await reportedCase('player', author.username, noisy);
      await claim(mod, bad.caseId);
      expect((await resolve(mod, bad.caseId, { action: 'dismiss' })).status).toBe(200);
    }
    const [a, b] = [await makePlayer(t, { username: uniqueName('ScA') }), await makePlayer(t, { username: uniqueName('ScB') })];
    const byNoisy = await reportedCase('player', a.username, noisy);
    const byTrusted = await reportedCase('player', b.username, trusted);
    const open = (await list(mod, 'open')).cases as { id: string; score: number; reports: { weight: number }[] }[];
    const [n, tr] = [open.find((c) => c.id === byNoisy.caseId)!, open.find((c) => c.id === byTrusted.caseId)!];
    expect(tr.reports[0]!.weight).toBe(0.8); // (3 + 1) / (3 + 2)
    expect(n.reports[0]!.weight).toBe(0.2); // (0 + 1) / (3 + 2)
    expect(tr.score).toBeGreaterThan(n.score);
    expect(open.indexOf(tr)).toBeLessThan(open.indexOf(n));
  });
});
