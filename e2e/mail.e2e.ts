import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TEXT } from '@common/api/routes/activity';
import { DIALOG_LABELS } from '@common/dialogs';
import { FRIEND_TEXT } from '@common/social/texts';
import { MAIL_TEXT } from '@common/social/mail';
import { PRODUCT_NAME } from '@common/texts';
import { sendSystemMail } from '../src/server/modules/mail/system';
import { users } from '../src/server/modules/users/schema';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { account, openDialog, playersApi, signIn as signInAs } from './support/session';

/**
 * Mail and My Data in a real Chromium, without the town: two players write and answer each
 * other, the unread badge and the page title follow as mail is read, saved mail and Trash work,
 * a friend request is accepted from Mail, mail from the product itself cannot be answered, and
 * My Data lists a comment and deletes it.
 */
const server = useServer();
const chromium = useBrowser();
const PASSWORD = 'letters by the old road';
/** Software-rendered Chromium on a busy 2-core machine is slow: generous per-story limits. */
const SLOW = 240_000;
const players = playersApi(server);
const { keys } = players;
const api = (username: string, method: string, path: string, body?: unknown) => players.call<{ success: boolean; message: string }>(username, method, path, body);
const accountOf = (username: string) => account(username, 'mail.test', PASSWORD);

beforeAll(async () => {
  for (const username of ['Rosa', 'Theo', 'Uma', 'Vera']) await players.register(accountOf(username));
});

/** A signed-in page without the town, the daily support dialog kept out of the way. */
async function signIn(username: string): Promise<Page> {
  const page = await chromium.newPage();
  await signInAs(page, server, accountOf(username));
  return page;
}

const folder = (page: Page, name: string) => page.getByTestId('mail-folders').getByText(name, { exact: true }).click();
const cards = (page: Page) => page.getByTestId('mail-card');
const badge = (page: Page) => page.getByTestId('profile-button').locator('..').textContent();
const confirmYes = (page: Page) => page.getByTestId('confirm-yes').click();

describe('mail between two players', () => {
  it('writes, reads, marks unread, replies, saves, and deletes to Trash and for good', async () => {
    const rosa = await signIn('Rosa');
    // The profile's Email button opens a new mail to that player.
    await openDialog(rosa, 'email', { composeTo: 'Theo' });
    const compose = rosa.getByRole('dialog', { name: MAIL_TEXT.composeTitle('Theo') });
    await compose.getByPlaceholder(MAIL_TEXT.placeholder).fill('Picnic by the [b]fountain[/b] on Sunday?\nBring the radio!');
    await compose.getByTestId('mail-send').click();
    await rosa.getByText(MAIL_TEXT.sent).waitFor();
    await folder(rosa, 'Sent');
    await expect.poll(() => cards(rosa).count()).toBe(1);
    expect(await cards(rosa).first().textContent()).toContain(MAIL_TEXT.toOther('Theo'));

    const theo = await signIn('Theo');
    await expect.poll(() => theo.title()).toBe('(1) Oldroad');
    expect(await badge(theo)).toContain('1');
    await openDialog(theo, 'email');
    const card = cards(theo).first();
    expect(await card.getAttribute('data-unread')).toBe('true');
    expect(await card.getByTestId('mail-preview').textContent()).toBe('Picnic by the fountain on Sunday? Bring the radio!');

    // Opening reads it: the badge and the title let go at once.
    await card.click();
    const body = theo.getByTestId('mail-detail').getByTestId('mail-body');
    expect(await body.locator('strong, b').first().textContent()).toBe('fountain');
    await expect.poll(() => theo.title()).toBe('Oldroad');
    expect(await badge(theo)).not.toContain('1');

    // Unread closes the letter and brings the badge back.
    await theo.getByTestId('mail-unread').click();
    await theo.getByTestId('mail-list').waitFor();
    await expect.poll(() => theo.title()).toBe('(1) Oldroad');
    await folder(theo, 'Unread');
    await expect.poll(() => cards(theo).count()).toBe(1);

    await cards(theo).first().click();
    await expect.poll(() => theo.title()).toBe('Oldroad');
    await theo.getByTestId('mail-reply').click();
    const reply = theo.getByRole('dialog', { name: MAIL_TEXT.replyTitle('Rosa') });
    const replyBox = reply.getByPlaceholder(MAIL_TEXT.placeholder);
    expect(await replyBox.getAttribute('rows')).toBe('4');
    await replyBox.fill('Sunday it is! I will bring cake.');
    await reply.getByTestId('mail-send').click();
    await theo.getByText(MAIL_TEXT.replied).waitFor();

    // Rosa's badge picks the reply up on its own (the 10 s poll); her open dialog shows it.
    await expect.poll(() => rosa.title(), { timeout: 30_000, interval: 500 }).toBe('(1) Oldroad');
    await folder(rosa, 'Inbox');
    await expect.poll(() => cards(rosa).count()).toBe(1);
    await cards(rosa).first().click();
    expect(await rosa.getByTestId('mail-body').textContent()).toBe('Sunday it is! I will bring cake.');

    // Save, find it in Saved, unsave.
    await rosa.getByTestId('mail-save').click();
    await expect.poll(() => rosa.getByTestId('mail-save').textContent()).toBe(MAIL_TEXT.unsave);
    await rosa.getByTestId('mail-back').click();
    await folder(rosa, 'Saved');
    await expect.poll(() => cards(rosa).count()).toBe(1);
    await cards(rosa).first().click();
    await rosa.getByTestId('mail-save').click();
    await expect.poll(() => rosa.getByTestId('mail-save').textContent()).toBe(MAIL_TEXT.save);
    await rosa.getByTestId('mail-back').click();
    await rosa.getByText(MAIL_TEXT.emptyFolder('Saved')).waitFor();

    // Delete: to Trash first, then for good.
    await folder(rosa, 'Inbox');
    await cards(rosa).first().click();
    await rosa.getByTestId('mail-delete').click();
    await rosa.getByText(MAIL_TEXT.deleteTitle).waitFor();
    await confirmYes(rosa);
    await rosa.getByText(MAIL_TEXT.movedToTrash).waitFor();
    await rosa.getByText(MAIL_TEXT.emptyFolder('Inbox')).waitFor();
    await folder(rosa, 'Trash');
    await expect.poll(() => cards(rosa).count()).toBe(1);
    await cards(rosa).first().click();
    await rosa.getByTestId('mail-delete').click();
    await rosa.getByText(MAIL_TEXT.deleteForGoodTitle).waitFor();
    await confirmYes(rosa);
    await rosa.getByText(MAIL_TEXT.emptyFolder('Trash')).waitFor();

    // Search within a folder.
    await folder(rosa, 'Sent');
    await rosa.getByTestId('mail-search').fill('cake');
    await rosa.getByText(MAIL_TEXT.noMatches).waitFor();
    await rosa.getByTestId('mail-search').fill('picnic');
    await expect.poll(() => cards(rosa).count()).toBe(1);

    // Theo still has the letter Rosa threw away: deleting is per side.
    const theirs = (await (await fetch(`${server.url}/api/mail`, { headers: { 'x-session-key': keys.Theo! } })).json()) as { message: string }[];
    expect(theirs.map((m) => m.message)).toContain('Sunday it is! I will bring cake.');
    await rosa.context().close();
    await theo.context().close();
  }, SLOW);
});

describe('a friend request in Mail', () => {
  it('stays unread when opened, and Accept makes friends and opens the sender’s profile', async () => {
    expect((await api('Uma', 'POST', '/api/friend/Theo')).success).toBe(true);
    const theo = await signIn('Theo');
    await expect.poll(() => theo.title()).toBe('(1) Oldroad');
    await openDialog(theo, 'email');
    await theo.getByText(MAIL_TEXT.friendRequest).first().click();
    await theo.getByTestId('friend-request').waitFor();
    expect(await theo.getByTestId('friend-request').textContent()).toContain(FRIEND_TEXT.requestMail('Uma'));
    // A friend request is not marked read by opening it.
    await theo.getByTestId('mail-back').click();
    await folder(theo, 'Unread');
    await expect.poll(() => cards(theo).count()).toBe(1);
    expect(await theo.title()).toBe('(1) Oldroad');

    await cards(theo).first().click();
    await theo.getByTestId('friend-accept').click();
    await expect.poll(() => theo.getByTestId('dialog').getAttribute('data-dialog')).toBe('about');
    expect(await theo.getByTestId('dialog-title').textContent()).toBe(DIALOG_LABELS.about);
    await theo.getByTestId('dialog').getByText('Uma').first().waitFor();
    await theo.getByText(FRIEND_TEXT.accepted('Uma')).waitFor();
    await expect.poll(() => theo.title()).toBe('Oldroad');

    const friends = (await (await fetch(`${server.url}/api/friend/list`, { headers: { 'x-session-key': keys.Theo! } })).json()) as { username: string }[];
    expect(friends.map((f) => f.username)).toEqual(['Uma']);
    await theo.context().close();
  }, SLOW);
});

describe('mail from the product', () => {
  it('shows Oldroad as the sender, with no Reply and no profile behind the name', async () => {
    const db = server.server.ctx.db;
    const [vera] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'Vera'));
    await db.transaction((tx) => sendSystemMail(tx, vera!.id, 'Good news: your hat is in the store now.'));
    const page = await signIn('Vera');
    await openDialog(page, 'email');
    const card = cards(page).first();
    await card.waitFor();
    expect(await card.getAttribute('data-from-system')).toBe('true');
    expect(await card.getByTestId('mail-card-name').textContent()).toBe(PRODUCT_NAME);
    await card.getByTestId('mail-system-mark').waitFor();

    await card.click();
    const detail = page.getByTestId('mail-detail');
    expect(await detail.getByTestId('mail-body').textContent()).toBe('Good news: your hat is in the store now.');
    expect(await detail.getAttribute('data-from-system')).toBe('true');
    const sender = detail.getByTestId('mail-sender');
    expect(await sender.textContent()).toBe(PRODUCT_NAME);
    // Plain text, not a link to a profile (there is none to befriend, block or report).
    expect(await sender.evaluate((e) => e.tagName)).not.toBe('BUTTON');
    await sender.click();
    expect(await page.getByTestId('dialog').getAttribute('data-dialog')).toBe('email');
    expect(await detail.getByTestId('mail-reply').count()).toBe(0);
    // Reading, saving and deleting work as for any mail.
    await detail.getByTestId('mail-save').click();
    await expect.poll(() => detail.getByTestId('mail-save').textContent()).toBe(MAIL_TEXT.unsave);
    expect(await detail.getByTestId('mail-delete').count()).toBe(1);
    await page.context().close();
  }, SLOW);
});

describe('My Data', () => {
  it('lists the player’s comment with the totals and deletes it', async () => {
    expect((await api('Rosa', 'POST', '/api/profile/Uma/comment', { comment: 'Lovely garden, Uma!' })).success).toBe(true);
    const rosa = await signIn('Rosa');
    await openDialog(rosa, 'feed');
    const card = rosa.getByTestId('activity-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Lovely garden, Uma!');
    expect(await card.textContent()).toContain('Uma');
    expect(await rosa.getByTestId('stat-totalProfileComments').getByTestId('stat-value').textContent()).toBe('1');

    await card.getByTestId('activity-delete').click();
    await rosa.getByText(ACTIVITY_TEXT.deleteTitle).waitFor();
    await confirmYes(rosa);
    await rosa.getByText(ACTIVITY_TEXT.commentDeleted).waitFor();
    await rosa.getByText(ACTIVITY_TEXT.empty).waitFor();
    await expect.poll(() => rosa.getByTestId('stat-totalProfileComments').getByTestId('stat-value').textContent()).toBe('0');
    await rosa.context().close();
  }, SLOW);
});
