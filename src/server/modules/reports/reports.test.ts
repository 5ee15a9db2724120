import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_CONTEXT_LINES, REPORT_TEXT, REPORTS_PER_HOUR } from '@common/moderation-reports';
import { useTestApp } from '../../test/app';
import { chatMessages, whispers } from '../chat/schema';
import { items } from '../items/schema';
import { openSystemCase } from './service';
import { reportCases, reports } from './schema';
import { aCreatorItem, aFeedComment, aFeedPost, aForumReply, aProfileComment, chatLines, whisperLines } from './testing';
import { makePlayer, type TestPlayer, uniqueName } from '../../test/players';

/** Reports as players send them (POST /api/report): evidence, one case per target, the limit, whisper privacy. */
const t = useTestApp();

const report = (who: TestPlayer, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/report', key: who.key, payload: { reason: 'harassment', ...payload } });
const openCases = async (moderator: TestPlayer) => (await t.call({ method: 'GET', url: '/api/moderation/cases?status=open', key: moderator.key })).body.cases as any[];

describe('evidence', () => {
  it("is the server's own copy of a chat line with the lines around it; text a client sends is ignored", async () => {
    const [speaker, other, reporter, moderator] = [await makePlayer(t, { username: uniqueName('Ev') }), await makePlayer(t, { username: uniqueName('Ev') }), await makePlayer(t, { username: uniqueName('Ev') }), await makePlayer(t, { username: uniqueName('EvMod'), role: 'moderator' })];
    const lines = Array.from({ length: 13 }, (_, i) => ({ senderId: i % 2 ? other.id : speaker.id, text: `line ${i}` }));
    lines[6] = { senderId: speaker.id, text: 'go away or else' };
    const ids = await chatLines(t, lines);
    const res = await report(reporter, { targetType: 'chat', targetId: ids[6], text: 'speaker said something much worse', evidence: { text: 'forged' }, note: 'He keeps saying this' });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: REPORT_TEXT.sent } });
    const found = (await openCases(moderator)).find((c) => c.id === res.body.caseId);
    expect(found.evidence.text).toBe('go away or else');
    expect(found.evidence.author).toBe(speaker.username);
    expect(found.reported.username).toBe(speaker.username);
    // The reported line in the middle, REPORT_CONTEXT_LINES either side, in order.
    expect(found.evidence.lines.map((l: { text: string }) => l.text)).toEqual([...lines.slice(6 - REPORT_CONTEXT_LINES, 6), lines[6], ...lines.slice(7, 7 + REPORT_CONTEXT_LINES)].map((l) => l.text));
    expect(found.evidence.lines.filter((l: { reported?: boolean }) => l.reported)).toHaveLength(1);
    expect(JSON.stringify(found)).not.toContain('forged');
    expect(JSON.stringify(found)).not.toContain('much worse');
    expect(found.reports).toEqual([expect.objectContaining({ reporter: reporter.username, reason: 'harassment', note: 'He keeps saying this' })]);
  });

  it('never repeats the reported line in its context, whatever the clock’s precision (stored times have microseconds)', async () => {
    const [a, b, reporter, moderator] = [await makePlayer(t, { username: uniqueName('Us') }), await makePlayer(t, { username: uniqueName('Us') }), await makePlayer(t, { username: uniqueName('Us') }), await makePlayer(t, { username: uniqueName('UsMod'), role: 'moderator' })];
    const [line] = await t.ctx.db.insert(chatMessages).values({ senderId: a.id, text: 'only once' }).returning({ id: chatMessages.id });
    const [whisper] = await t.ctx.db.insert(whispers).values({ senderId: a.id, recipientId: b.id, text: 'only once too' }).returning({ id: whispers.id });
    const chatCase = await report(reporter, { targetType: 'chat', targetId: line!.id });
    const whisperCase = await report(b, { targetType: 'whisper', targetId: whisper!.id });
    const cases = await openCases(moderator);
    const lines = (id: string) => cases.find((c) => c.id === id).evidence.lines.filter((l: { id: string }) => l.id === line!.id || l.id === whisper!.id);
    expect(lines(chatCase.body.caseId)).toHaveLength(1);
    expect(lines(whisperCase.body.caseId)).toHaveLength(1);
  });

  it('keeps each kind of content as stored, naming its author as the reported player', async () => {
    const [author, reporter, moderator] = [await makePlayer(t, { username: uniqueName('Kd') }), await makePlayer(t, { username: uniqueName('Kd') }), await makePlayer(t, { username: uniqueName('KdMod'), role: 'moderator' })];
    const { replyId } = await aForumReply(t, reporter.id, author.id);
    const targets: [string, string, string][] = [
      ['forumReply', replyId, 'You are all idiots'],
      ['comment', await aProfileComment(t, reporter.id, author.id), 'Nobody likes you'],
      ['feedComment', await aFeedComment(t, await aFeedPost(t, reporter.id), author.id), 'Ugly, delete this'],
      ['item', String(await aCreatorItem(t, author)), 'A copy of someone else’s art'],
    ];
    for (const [targetType, targetId, text] of targets) {
      const res = await report(reporter, { targetType, targetId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const found = (await openCases(moderator)).find((c) => c.id === res.body.caseId);
      expect(found).toMatchObject({ targetType, reported: { username: author.username }, evidence: { author: author.username, text } });
    }
  });

  it('refuses a house item (no creator to report) and a malformed target id', async () => {
    const reporter = await makePlayer(t, { username: uniqueName('Hi') });
    const [house] = await t.ctx.db.insert(items).values({ name: 'Plain Cap', creator: 'Oldroad', category: 7, art: 'items/cap' }).returning({ id: items.id });
    expect(await report(reporter, { targetType: 'item', targetId: String(house!.id) })).toMatchObject({ status: 400, body: { message: REPORT_TEXT.houseItem } });
    expect((await report(reporter, { targetType: 'chat', targetId: 'not-an-id' })).status).toBe(400);
    expect((await report(reporter, { targetType: 'chat', targetId: crypto.randomUUID(), reason: 'rudeness' })).status).toBe(400);
    expect(await report(reporter, { targetType: 'player', targetId: reporter.username, note: 'x'.repeat(501) })).toMatchObject({ status: 400, body: { message: REPORT_TEXT.noteTooLong } });
  });
});

describe('one case per target', () => {
  it('gathers reports sent at the same moment into one case, each reporter once', async () => {
    const speaker = await makePlayer(t, { username: uniqueName('Cc') });
    const reporters = await Promise.all(Array.from({ length: 8 }, () => makePlayer(t, { username: uniqueName('Cc') })));
    const [line] = await chatLines(t, [{ senderId: speaker.id, text: 'spam spam spam' }]);
    const answers = await Promise.all(reporters.map((r) => report(r, { targetType: 'chat', targetId: line })));
    expect(answers.map((a) => a.status)).toEqual(reporters.map(() => 200));
    expect(new Set(answers.map((a) => a.body.caseId)).size).toBe(1);
    const cases = await t.ctx.db.select().from(reportCases).where(eq(reportCases.targetId, line!));
    expect(cases).toHaveLength(1);
    expect(await t.ctx.db.select().from(reports).where(eq(reports.caseId, cases[0]!.id))).toHaveLength(8);
    // The same reporter again is told so and adds nothing.
    expect(await report(reporters[0]!, { targetType: 'chat', targetId: line })).toMatchObject({ status: 409, body: { message: REPORT_TEXT.alreadyReported } });
  });

  it('reports on a player by name join the case kept under their account', async () => {
    const [target, a, b] = [await makePlayer(t, { username: uniqueName('Pn') }), await makePlayer(t, { username: uniqueName('Pn') }), await makePlayer(t, { username: uniqueName('Pn') })];
    const first = await report(a, { targetType: 'player', targetId: target.username });
    const second = await report(b, { targetType: 'player', targetId: target.username.toUpperCase() });
    expect(second.body.caseId).toBe(first.body.caseId);
  });
});

describe('the hourly limit', () => {
  it(`lets a player send ${REPORTS_PER_HOUR} reports an hour and refuses the next with a 429`, async () => {
    const reporter = await makePlayer(t, { username: uniqueName('Lim') });
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => makePlayer(t, { username: uniqueName('LimT') })));
    for (const target of targets.slice(0, REPORTS_PER_HOUR)) expect((await report(reporter, { targetType: 'player', targetId: target.username })).status).toBe(200);
    const refused = await report(reporter, { targetType: 'player', targetId: targets[REPORTS_PER_HOUR]!.username });
    expect(refused).toMatchObject({ status: 429, body: { message: REPORT_TEXT.tooMany } });
    // Another player is not affected.
    expect((await report(await makePlayer(t, { username: uniqueName('Lim') }), { targetType: 'player', targetId: targets[REPORTS_PER_HOUR]!.username })).status).toBe(200);
  });
});

describe('whisper privacy', () => {
  it("shows moderators a whisper's lines only once one of its two parties reported it", async () => {
    const [a, b, stranger, moderator] = [await makePlayer(t, { username: uniqueName('Wp') }), await makePlayer(t, { username: uniqueName('Wp') }), await makePlayer(t, { username: uniqueName('Wp') }), await makePlayer(t, { username: uniqueName('WpMod'), role: 'moderator' })];
    const ids = await whisperLines(t, [
      { senderId: a.id, recipientId: b.id, text: 'hey' },
      { senderId: b.id, recipientId: a.id, text: 'leave me alone' },
      { senderId: a.id, recipientId: b.id, text: 'you will regret this' },
    ]);
    // Another conversation of A's is never part of this evidence.
    await whisperLines(t, [{ senderId: a.id, recipientId: stranger.id, text: 'private to the stranger' }]);
    const caseId = await t.ctx.db.transaction((tx) => openSystemCase(t.ctx, tx, { targetType: 'whisper', targetId: ids[2]!, reason: 'harassment', note: 'word filter: regret' }));
    const withheld = (await openCases(moderator)).find((c) => c.id === caseId);
    expect(withheld.evidence).toMatchObject({ withheld: true, text: '', lines: [] });
    expect(JSON.stringify(withheld)).not.toContain('regret this');

    // A stranger cannot reach it (as if it did not exist); the recipient can, and the lines show.
    expect(await report(stranger, { targetType: 'whisper', targetId: ids[2] })).toMatchObject({ status: 404, body: { message: REPORT_TEXT.notFound.whisper } });
    expect((await report(b, { targetType: 'whisper', targetId: ids[2] })).body.caseId).toBe(caseId);
    const shown = (await openCases(moderator)).find((c) => c.id === caseId);
    expect(shown.evidence.withheld).toBeUndefined();
    expect(shown.evidence.lines.map((l: { text: string }) => l.text)).toEqual(['hey', 'leave me alone', 'you will regret this']);
    expect(JSON.stringify(shown)).not.toContain('private to the stranger');
    expect(shown.reports.map((r: { reporter: string | null }) => r.reporter)).toEqual([null, b.username]);
  });
});
