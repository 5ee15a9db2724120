import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_TEXT } from '@common/moderation';
import { changeRole } from '@server/modules/auth/roles';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { account, openDialog, playersApi, signIn as signInAs } from './support/session';

/**
 * Moderation and the audit log in a real Chromium, without the town: Kim (a moderator) hides a
 * reply and deletes a post from the post view; Lou (a player) no longer sees either; Ada (an
 * admin) finds 'Audit log' in her menu and reads both acts there; Kim's menu has no such entry.
 */
const server = useServer();
const chromium = useBrowser();
const PASSWORD = 'keeping the square tidy';
/** Software-rendered Chromium on a busy 2-core machine is slow (the first story took 226 s here under load). */
const SLOW = 420_000;
const MESSAGE = 'A notice for the town board: the bridge is closed on Sunday for repairs, take the ferry.';
let keepId = '';
let dropId = '';
let spamId = '';

const players = playersApi(server);
const api = players.call;
const accountOf = (username: string) => account(username, 'mod.test', PASSWORD);

beforeAll(async () => {
  for (const username of ['Kim', 'Lou', 'Ada']) await players.register(accountOf(username));
  await changeRole(server.server.ctx.db, 'Kim', 'moderator', null);
  await changeRole(server.server.ctx.db, 'Ada', 'admin', null);
  keepId = (await api<{ id: string }>('Lou', 'POST', '/api/forum/post', { title: 'Bridge closed on Sunday', category: 'general', message: MESSAGE })).id;
  dropId = (await api<{ id: string }>('Lou', 'POST', '/api/forum/post', { title: 'Cheap coins here!!!', category: 'general', message: MESSAGE })).id;
  await api('Lou', 'POST', `/api/forum/post/${keepId}/reply`, { message: 'Thanks for the warning.' });
  spamId = (await api<{ id: string }>('Lou', 'POST', `/api/forum/post/${keepId}/reply`, { message: 'Buy coins at my stall!' })).id;
});

async function signIn(username: string): Promise<Page> {
  const page = await chromium.newPage();
  page.setDefaultTimeout(30_000);
  await signInAs(page, server, accountOf(username));
  return page;
}

describe('moderation and the audit log', () => {
  it('a moderator hides a reply and deletes a post; the player sees neither any more', { timeout: SLOW }, async () => {
    const kim = await signIn('Kim');
    await openDialog(kim, 'forums', { selectedPostId: keepId });
    const spam = kim.locator(`[data-reply-id="${spamId}"]`);
    await spam.getByTestId('moderation-reply').click();
    await kim.getByTestId('moderation-reply-hide').click();
    await kim.getByText(MODERATION_TEXT.replyHidden).waitFor();

    await openDialog(kim, 'forums', { selectedPostId: dropId });
    await kim.getByTestId('forum-post').getByTestId('moderation-post').click();
    await kim.getByTestId('moderation-delete').click();
    await kim.getByTestId('confirm-yes').click();
    await kim.getByText(MODERATION_TEXT.postDeleted).waitFor();
    await kim.close();

    const lou = await signIn('Lou');
    await openDialog(lou, 'forums', { selectedPostId: keepId });
    await lou.getByText('Thanks for the warning.').waitFor();
    expect(await lou.getByText('Buy coins at my stall!').count()).toBe(0);
    expect(await lou.getByTestId('moderation-post').count()).toBe(0);
    const list = await api<{ posts: { id: string }[] }>('Lou', 'GET', '/api/forum/all');
    expect(list.posts.map((p) => p.id)).toEqual([keepId]);
    await lou.close();
  });

  it('an admin opens the audit log from the menu and reads both acts; a moderator has no such entry', { timeout: SLOW }, async () => {
    const kim = await signIn('Kim');
    await kim.getByTestId('menu-button').click();
    await kim.getByTestId('menu-forums').waitFor();
    expect(await kim.getByTestId('menu-auditLog').count()).toBe(0);
    await kim.close();

    const ada = await signIn('Ada');
    await ada.getByTestId('menu-button').click();
    await ada.getByTestId('menu-auditLog').click();
    await expect.poll(() => ada.getByTestId('dialog').getAttribute('data-dialog')).toBe('auditLog');
    const rows = ada.getByTestId('audit-row');
    await rows.first().waitFor();
    const text = (await rows.allTextContents()).join('\n');
    expect(text).toContain('Post deleted');
    expect(text).toContain('Cheap coins here!!!');
    expect(text).toContain('Reply hidden');
    expect(text).toContain('Reply on "Bridge closed on Sunday"');
    expect(text).toContain('Kim');
    await ada.close();
  });
});
